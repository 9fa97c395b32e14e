import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/handelsplatz')({
  staticData: { title: titleMessages.market },
  component: () => <PlaceholderPage title={titleMessages.market} />,
});
