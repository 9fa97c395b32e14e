import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/orders')({
  staticData: { title: titleMessages.orders },
  component: () => <PlaceholderPage title={titleMessages.orders} />,
});
