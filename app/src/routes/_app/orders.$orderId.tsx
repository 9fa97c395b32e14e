import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../shell/session';
import { OrderPage } from '../../features/orders/OrderPage';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/orders/$orderId')({
  staticData: { title: titleMessages.order },
  component: OrderRoute,
});

function OrderRoute() {
  const { brand } = useAppContext();
  const side = useSessionState().user?.account.type === 'seller' ? 'seller' : 'buyer';
  const { orderId } = Route.useParams();
  return <OrderPage orderId={orderId} side={side} brand={brand} />;
}
