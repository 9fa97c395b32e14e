import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../shell/errors/NotFoundPage';
import { titleMessages } from '../../shell/layout/messages';

/** The catch-all: login required (it sits under `_app`), then "Seite nicht gefunden" [R1]. */
export const Route = createFileRoute('/_app/$')({
  staticData: { title: titleMessages.notFound },
  component: NotFoundPage,
});
