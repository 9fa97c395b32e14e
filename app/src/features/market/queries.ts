import { infiniteQueryOptions } from '@tanstack/react-query';
import { client, dataOf, everyGet } from '../../shell/api';
import type { OffersQueryParams } from './search';

/** A market query without its page (the factories page it). */
type MarketQuery = Omit<OffersQueryParams, 'pageNumber' | 'pageLimit'>;

/** Offers per request: the market asks for the next page as the buyer scrolls towards the end. */
export const OFFERS_PAGE_SIZE = 100;

type OffersPage = { metadata: { pageNumber: number; pageCount: number } };

/** The page after `last`, or undefined after the last one. */
const nextPage = (last: OffersPage) =>
  last.metadata.pageNumber < last.metadata.pageCount ? last.metadata.pageNumber + 1 : undefined;

/**
 * `GET /api/v2/offers` for one filter state, page by page (`OFFERS_PAGE_SIZE` offers each): the server
 * filters, sorts and pages, the market holds the pages it has shown. A failure is shown at once with a
 * retry button [H3], so the query does not retry on its own. A refetch (a price tick) loads the pages
 * shown again; structural sharing keeps unchanged offers identical, so only changed rows render again.
 */
export const offersQuery = (query: MarketQuery) =>
  infiniteQueryOptions({
    queryKey: [...everyGet('/api/v2/offers'), { params: { query } }, 'pages'] as const,
    queryFn: async ({ pageParam, signal }) =>
      dataOf(
        await client.GET('/api/v2/offers', {
          params: { query: { pageNumber: pageParam, pageLimit: OFFERS_PAGE_SIZE, ...query } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: false,
  });

/** The market of a selected child account, page by page like the buyer's own [C3]. */
export const childAccountOffersQuery = (childAccountId: string, query: MarketQuery) =>
  infiniteQueryOptions({
    queryKey: [
      ...everyGet('/api/offers/childAccount/{id}'),
      { params: { path: { id: childAccountId }, query } },
      'pages',
    ] as const,
    queryFn: async ({ pageParam, signal }) =>
      dataOf(
        await client.GET('/api/offers/childAccount/{id}', {
          params: {
            path: { id: childAccountId },
            query: { pageNumber: pageParam, pageLimit: OFFERS_PAGE_SIZE, ...query },
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: false,
  });

/**
 * The market page's offers: the selected child account's market, or the buyer's own when none is
 * selected [C3]. Both answer `OffersResponse` pages, so the result is typed as the buyer's own; only the
 * key differs, and each market is cached under its own key.
 */
export function marketOffersQuery(childAccountId: string | null, query: MarketQuery) {
  const own = offersQuery(query);
  if (childAccountId === null) return own;
  return childAccountOffersQuery(childAccountId, query) as unknown as typeof own;
}

/** The key prefix of every offers query (invalidated when live prices move). */
export const offersQueryKeyPrefix = everyGet('/api/v2/offers');

/** The key prefix of every child account's market (`GET /api/offers/childAccount/{id}`, rule C3). */
export const childAccountOffersQueryKeyPrefix = everyGet('/api/offers/childAccount/{id}');
