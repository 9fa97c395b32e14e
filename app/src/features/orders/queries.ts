import { $api } from '../../shell/api';

/** Sellers: the number of open orders (INCOMPLETE counts as open) for the menu bubble [L5]. */
export const openOrdersCountQuery = () =>
  $api.queryOptions('get', '/api/orders/open-count', {}, { retry: 1 });

/** The own account's orders, newest first (placed ones for buyers, received ones for sellers). */
export const ordersQuery = () => $api.queryOptions('get', '/api/orders', {}, { retry: 1 });
