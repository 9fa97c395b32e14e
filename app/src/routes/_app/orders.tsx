import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../features/auth';
import { OrdersPage } from '../../features/orders';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

function OrdersRoute() {
  const { brand } = useAppContext();
  const side = useSessionState().user?.account.type === 'seller' ? 'seller' : 'buyer';
  return <OrdersPage side={side} locale={brand.locale} />;
}

export const Route = createFileRoute('/_app/orders')({
  staticData: { title: titleMessages.orders },
  component: OrdersRoute,
});
