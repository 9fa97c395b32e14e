import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/kontakt')({
  staticData: { title: titleMessages.contact },
  component: () => <PlaceholderPage title={titleMessages.contact} />,
});
