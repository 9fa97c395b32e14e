export { openOrdersCountQuery, ordersQuery } from './queries';
export { OrdersPage, statusMessage } from './OrdersPage';
