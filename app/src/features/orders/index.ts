// The pages (OrdersPage, OrderPage) are imported by their routes only: what other features use from here
// stays light, so that no other screen's first visit carries the order screens.
export {
  invalidateOrderScreens,
  openOrdersCountQuery,
  orderHistoryQuery,
  orderQuery,
  ordersQuery,
  orderEventHandlers,
  useOpenOrdersCount,
} from './queries';
export { statusMessage } from './status';
