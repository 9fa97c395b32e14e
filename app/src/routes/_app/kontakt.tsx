import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/kontakt')({
  staticData: { title: titleMessages.contact },
  component: ContactPage,
});
