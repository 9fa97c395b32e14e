import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { titleMessages } from '../../features/layout/messages';

/** The catch-all: login required (it sits under `_app`), then "Seite nicht gefunden" [R1]. */
export const Route = createFileRoute('/_app/$')({
  staticData: { title: titleMessages.notFound },
  component: NotFoundPage,
});
