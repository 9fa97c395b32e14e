export { openOrdersCountQuery, orderHistoryQuery, orderQuery, ordersQuery } from './queries';
export { OrdersPage, statusMessage } from './OrdersPage';
export type { OrdersPageProps } from './OrdersPage';
export { OrderPage } from './OrderPage';
export { historySearchSchema, historyQueryParams } from './historySearch';
export type { HistorySearch } from './historySearch';
