import { $api, everyGet } from '../../shell/api';
import type { OffersQueryParams } from './search';

/**
 * `GET /api/v2/offers` for one filter state. A failure is shown at once with a retry button [H3], so the
 * query does not retry on its own. Structural sharing (React Query's default) keeps unchanged offers
 * identical across refetches, so only changed rows render again.
 */
export const offersQuery = (query: OffersQueryParams) =>
  $api.queryOptions('get', '/api/v2/offers', { params: { query } }, { retry: false });

/** The key prefix of every offers query (invalidated when live prices move). */
export const offersQueryKeyPrefix = everyGet('/api/v2/offers');

/** The key prefix of every child account's market (`GET /api/offers/childAccount/{id}`, rule C3). */
export const childAccountOffersQueryKeyPrefix = everyGet('/api/offers/childAccount/{id}');
