import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../shell/session';
import { OrderPage } from '../../features/orders/OrderPage';
import { orderQuery } from '../../features/orders/queries';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/orders/$orderId')({
  staticData: { title: titleMessages.order },
  // Not awaited: a failure (an order of somebody else's: 404) is shown on the page.
  loader: ({ context: { queryClient }, params: { orderId } }) =>
    void queryClient.prefetchQuery(orderQuery(orderId)),
  component: OrderRoute,
});

function OrderRoute() {
  const { brand } = useAppContext();
  const side = useSessionState().user?.account.type === 'seller' ? 'seller' : 'buyer';
  const { orderId } = Route.useParams();
  return <OrderPage orderId={orderId} side={side} brand={brand} />;
}
