import type { operations } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

export type StatsQuery = NonNullable<operations['getOrderStats']['parameters']['query']>;

/** The account ranking or the volumes per product, with the filter options. */
export const orderStatsQuery = (query: StatsQuery) =>
  $api.queryOptions('get', '/api/orders/orderStats', { params: { query } }, { retry: 1 });
