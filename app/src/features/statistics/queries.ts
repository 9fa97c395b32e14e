import type { operations } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

export type StatsQuery = NonNullable<operations['getOrderStats']['parameters']['query']>;

/** The account ranking or the volumes per product, with the filter options. */
export const orderStatsQuery = (query: StatsQuery) =>
  $api.queryOptions('get', '/api/orders/orderStats', { params: { query } }, { retry: 1 });

/** The unfiltered ranking: its answer's filter options are the full set the filters offer. */
export const rankingOptionsQuery = () => orderStatsQuery({ statType: 'ACCOUNT_RANKING' });

/** The statistics' saved filter selection [C4]. */
export const rankingSettingQuery = () =>
  $api.queryOptions(
    'get',
    '/api/settings/{key}',
    { params: { path: { key: 'ACCOUNT_RANKING_OPTIONS' } } },
    { retry: 1, staleTime: Infinity },
  );
