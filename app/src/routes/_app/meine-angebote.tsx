import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/meine-angebote')({
  staticData: { title: titleMessages.offers },
  component: () => <PlaceholderPage title={titleMessages.offers} />,
});
