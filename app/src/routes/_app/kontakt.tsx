import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/kontakt')({
  staticData: { title: titleMessages.contact },
  component: () => <PlaceholderPage title={titleMessages.contact} />,
});
