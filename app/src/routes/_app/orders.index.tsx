import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../shell/session';
import { canSelectChildAccount } from '../../features/child-accounts';
import { historyQueryParams, historySearchSchema } from '../../features/orders/historySearch';
import { orderHistoryQuery } from '../../features/orders/queries';
import { OrdersPage } from '../../features/orders/OrdersPage';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/orders/')({
  // The history's columns need the width.
  staticData: { fullWidth: true, title: titleMessages.orders },
  validateSearch: historySearchSchema,
  loaderDeps: ({ search }) => search,
  // The page of the history the search asks for, not awaited: a failure is shown on the page [H5].
  loader: ({ context: { queryClient, session }, deps }) => {
    const side = session.store.getSnapshot().user?.account.type === 'seller' ? 'seller' : 'buyer';
    void queryClient.prefetchQuery(orderHistoryQuery(historyQueryParams(deps, side)));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { brand } = useAppContext();
  const { user, metadata } = useSessionState();
  const side = user?.account.type === 'seller' ? 'seller' : 'buyer';
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      side={side}
      locale={brand.locale}
      currency={brand.currency}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      withAdditives={metadata?.features.includes('productAdditives') ?? false}
      // A parent shareholder filters by its child accounts [P1].
      shareholderFilter={canSelectChildAccount(metadata)}
      withCreditor={brand.flags.CREDITORS}
      withLiftingOrderNumber={brand.flags.LIFTING_ORDER_NUMBER}
    />
  );
}
