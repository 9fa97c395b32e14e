export { openOrdersCountQuery, ordersQuery } from './queries';
export { OrdersPage, statusMessage } from './OrdersPage';
export type { OrdersPageProps } from './OrdersPage';
