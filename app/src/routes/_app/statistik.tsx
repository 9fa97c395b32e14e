import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/statistik')({
  staticData: { title: titleMessages.statistics },
  component: () => <PlaceholderPage title={titleMessages.statistics} />,
});
