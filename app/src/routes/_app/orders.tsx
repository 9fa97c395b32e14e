import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { OrdersPage } from '../../features/orders';

export const Route = createFileRoute('/_app/orders')({
  staticData: { title: titleMessages.orders },
  component: OrdersPage,
});
