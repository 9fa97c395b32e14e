import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/orders')({
  staticData: { title: titleMessages.orders },
  component: () => <PlaceholderPage title={titleMessages.orders} />,
});
