import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/auth/TermsPage';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/agb')({
  staticData: { title: titleMessages.terms },
  component: TermsPage,
});
