import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/statistik')({
  staticData: { title: titleMessages.statistics },
  component: () => <PlaceholderPage title={titleMessages.statistics} />,
});
