import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { $api, everyGet } from '../../shell/api';
import type { EventHandlers } from '../../shell/market-window';
import type { HistoryQueryParams } from './historySearch';

/** Sellers: the number of open orders (INCOMPLETE counts as open) for the menu bubble [L5]. */
export const openOrdersCountQuery = () =>
  $api.queryOptions('get', '/api/orders/open-count', {}, { retry: 1 });

/** The own account's orders, newest first (placed ones for buyers, received ones for sellers). */
export const ordersQuery = () => $api.queryOptions('get', '/api/orders', {}, { retry: 1 });

/** The key every page of the order history starts with (to reload them all). */
export const orderHistoryQueryPrefix = everyGet('/api/orderHistory');

/** One page of the order history with its filter options. */
export const orderHistoryQuery = (query: HistoryQueryParams) =>
  $api.queryOptions('get', '/api/orderHistory', { params: { query } }, { retry: 1 });

/** One order with every field (its buyer or seller only). */
export const orderQuery = (orderId: string) =>
  $api.queryOptions('get', '/api/orders/{orderId}', { params: { path: { orderId } } }, { retry: 1 });

/**
 * An order changed on the server (an `orders` event of the stream): every open order screen (the list,
 * the history, an order's page) loads again [OE1]. The open-orders count comes with the event itself.
 */
export function invalidateOrderScreens(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [method, path] }) =>
      method === 'get' &&
      (path === '/api/orders' || path === '/api/orderHistory' || path === '/api/orders/{orderId}'),
  });
}

export interface HistoryView {
  orders: Schemas['OrderHistoryRow'][];
  filterOptions: Schemas['OrderHistoryFilterOptions'] | null;
  total: number;
  pageCount: number;
  /** The status of a failed load: the HTTP status, or 500 for an answer without its parts. */
  failure: number | null;
}

/**
 * What the history shows for a load [H5]: an answer missing metadata, filterOptions or orders is an
 * empty list with failure 500; any other failure an empty list with its HTTP status (0: no answer).
 */
export function historyView(data: unknown, error: unknown): HistoryView {
  const empty = { orders: [], filterOptions: null, total: 0, pageCount: 0 };
  if (error) return { ...empty, failure: error instanceof ApiError ? error.status : 0 };
  if (data === undefined) return { ...empty, failure: null };
  const body = data as Partial<Schemas['OrderHistoryResponse']> | null;
  if (!body?.metadata || !body.filterOptions || !Array.isArray(body.orders))
    return { ...empty, failure: 500 };
  return {
    orders: body.orders,
    filterOptions: body.filterOptions,
    total: body.metadata.total,
    pageCount: body.metadata.pageCount,
    failure: null,
  };
}

/** The open orders the menu bubble shows (sellers only) [L5]. */
export function useOpenOrdersCount(enabled: boolean): number {
  return useQuery({ ...openOrdersCountQuery(), enabled }).data?.count ?? 0;
}

/**
 * The event stream's order events: the menu bubble follows the seller's open orders as the server counts
 * them [L5], and an order of the account changed, so its open order screens load again [OE1]. Orders
 * placed while the stream was not open yet (or reconnecting) are counted anew when it opens.
 */
export function orderEventHandlers(queryClient: QueryClient): Pick<EventHandlers, 'onOpenOrders' | 'onOpen'> {
  return {
    onOpenOrders: (count) => {
      queryClient.setQueryData(openOrdersCountQuery().queryKey, { count });
      void invalidateOrderScreens(queryClient);
    },
    onOpen: () => void queryClient.invalidateQueries({ queryKey: openOrdersCountQuery().queryKey }),
  };
}
