import type { operations, Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

/** Sort fields the market offers (`sortBy` of `GET /api/v2/offers`). */
export const marketSortFields = ['price', 'product', 'terminal', 'seller', 'maximumAvailable'] as const;
export type MarketSortField = (typeof marketSortFields)[number];

/** An optional search value; a broken one is dropped (undefined) instead of failing the page. */
function optionalOrDropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * The market's filter state in the URL (`/handelsplatz?product=…&address=…`), so a view can be bookmarked
 * and shared. Unknown or broken values are dropped rather than failing the page.
 */
export const marketSearchSchema = z.object({
  /** Product id. */
  product: optionalOrDropped(z.string().check(z.minLength(1))),
  /** Region id: narrows to the region's terminals. */
  region: optionalOrDropped(z.string().check(z.minLength(1))),
  /** Terminal id (wins over the region). */
  terminal: optionalOrDropped(z.string().check(z.minLength(1))),
  /** Delivery address id; absent means self pickup. */
  address: optionalOrDropped(z.string().check(z.minLength(1))),
  /** Favourites list id. */
  list: optionalOrDropped(z.string().check(z.minLength(1))),
  sort: optionalOrDropped(z.enum(marketSortFields)),
  dir: optionalOrDropped(z.enum(['asc', 'desc'])),
});

export type MarketSearch = z.infer<typeof marketSearchSchema>;

export type OffersQueryParams = NonNullable<operations['getOffers']['parameters']['query']>;

/**
 * The query of `GET /api/v2/offers` for a URL state, without its page (offersQuery pages it); the region becomes its terminals (of `regions`: none
 * where the brand hides regions [B11], so that a region in the URL narrows nothing there).
 */
export function offersQueryParams(
  search: MarketSearch,
  regions: readonly Schemas['Region'][],
): OffersQueryParams {
  const query: OffersQueryParams = {};
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
