import type { operations, Schemas } from '@fuelmarket/api-client';
import { z } from 'zod';

/** Sort fields the market offers (`sortBy` of `GET /api/v2/offers`). */
export const marketSortFields = ['price', 'product', 'terminal', 'seller', 'maximumAvailable'] as const;
export type MarketSortField = (typeof marketSortFields)[number];

/**
 * The market's filter state in the URL (`/handelsplatz?product=…&address=…`), so a view can be bookmarked
 * and shared. Unknown or broken values are dropped rather than failing the page.
 */
export const marketSearchSchema = z.object({
  /** Product id. */
  product: z.string().min(1).optional().catch(undefined),
  /** Region id: narrows to the region's terminals. */
  region: z.string().min(1).optional().catch(undefined),
  /** Terminal id (wins over the region). */
  terminal: z.string().min(1).optional().catch(undefined),
  /** Delivery address id; absent means self pickup. */
  address: z.string().min(1).optional().catch(undefined),
  /** Favourites list id. */
  list: z.string().min(1).optional().catch(undefined),
  sort: z.enum(marketSortFields).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});

export type MarketSearch = z.infer<typeof marketSearchSchema>;

export type OffersQueryParams = NonNullable<operations['getOffers']['parameters']['query']>;

/** Most offers one request returns (the contract's `pageLimit` maximum). */
export const OFFERS_PAGE_LIMIT = 1000;

/** The query of `GET /api/v2/offers` for a URL state; the region becomes its terminals. */
export function offersQueryParams(
  search: MarketSearch,
  regions: readonly Schemas['Region'][],
): OffersQueryParams {
  const query: OffersQueryParams = { pageNumber: 1, pageLimit: OFFERS_PAGE_LIMIT };
  if (search.product) query.productIds = [search.product];
  if (search.terminal) query.terminalIds = [search.terminal];
  else if (search.region) {
    const region = regions.find((r) => r.id === search.region);
    if (region) query.terminalIds = region.terminals.map((t) => t.id);
  }
  if (search.address) query.deliveryAddressId = search.address;
  if (search.list) query.favouritesListId = search.list;
  if (search.sort) {
    query.sortBy = search.sort;
    query.sortType = search.dir ?? 'asc';
  }
  return query;
}
