import type { Schemas } from '@fuelmarket/api-client';
import { $api, everyGet } from '../../shell/api';

/** Default page size of the additive offer list (spec §9). */
export const ADDITIVE_PAGE_LIMIT = 1000;

/** How many empty-barrel requests the history shows (spec §9) [S7]. */
export const EMPTY_BARREL_HISTORY_SIZE = 5;

/** The additive market's filters (spec §7 `GET /api/v2/offers/additives`). */
export interface AdditiveFilters {
  productIds: string[];
  /** Purchase unit sizes in litres. */
  purchaseUnitList: number[];
  /** Buyers; with ChildAccounts_Offers_View the chosen shareholders [P1]. */
  buyerIds: string[];
  /** Available volume in litres, `null` for no bound. */
  minOfferAvailability: number | null;
  maxOfferAvailability: number | null;
}

export const noAdditiveFilters: AdditiveFilters = {
  productIds: [],
  purchaseUnitList: [],
  buyerIds: [],
  minOfferAvailability: null,
  maxOfferAvailability: null,
};

/** The query string of a filter: empty lists and open bounds are left out. */
export function additiveOffersParams(filters: AdditiveFilters, pageNumber = 1) {
  return {
    pageNumber,
    pageLimit: ADDITIVE_PAGE_LIMIT,
    ...(filters.productIds.length ? { productIds: filters.productIds } : {}),
    ...(filters.purchaseUnitList.length ? { purchaseUnitList: filters.purchaseUnitList } : {}),
    ...(filters.buyerIds.length ? { buyerIds: filters.buyerIds } : {}),
    ...(filters.minOfferAvailability !== null ? { minOfferAvailability: filters.minOfferAvailability } : {}),
    ...(filters.maxOfferAvailability !== null ? { maxOfferAvailability: filters.maxOfferAvailability } : {}),
  };
}

/** Additive offers for the buyer, filtered; one page of up to 1000. */
export const additiveOffersQuery = (filters: AdditiveFilters = noAdditiveFilters, pageNumber = 1) =>
  $api.queryOptions(
    'get',
    '/api/v2/offers/additives',
    { params: { query: additiveOffersParams(filters, pageNumber) } },
    { retry: false },
  );

/**
 * A seller's own additive offers, newest first, as their list says: the API's default order is the
 * market's (product, then price), which would put a new clone next to its original instead of on top.
 */
export const ownAdditiveOffersQuery = () =>
  $api.queryOptions(
    'get',
    '/api/v2/offers/additives',
    {
      params: {
        query: { pageNumber: 1, pageLimit: ADDITIVE_PAGE_LIMIT, sortBy: 'created', sortType: 'desc' },
      },
    },
    { retry: false },
  );

/** The account's additive delivery locations. */
export const locationsQuery = () => $api.queryOptions('get', '/api/metadata/locations');

/** The last empty-barrel return requests, newest first. */
export const emptyBarrelsQuery = () => $api.queryOptions('get', '/api/empty-barrels');

/** The prefix of every basket query, to reload the basket after adding to it. */
export const basketQueryPrefix = everyGet('/api/basket');

export type AdditiveOffer = Schemas['AdditiveOffer'];
export type AdditiveOffersResponse = Schemas['AdditiveOffersResponse'];
export type AdditiveLocation = Schemas['AdditiveDeliveryLocation'];
export type AdditiveLocationInput = Schemas['AdditiveDeliveryLocationInput'];
export type EmptyBarrelRequest = Schemas['EmptyBarrelRequest'];

/** What the table shows of an offer query: a failed load shows nothing of an earlier answer [H3]. */
export interface AdditiveOffersView {
  offers: AdditiveOffer[];
  filterOptions: Schemas['AdditiveOffersFilterOptions'];
  metadata: Schemas['OffersPaginationMetadata'] | null;
  isLoading: boolean;
  /** The HTTP status of a failed load (0 without an answer), `null` when it did not fail. */
  failedStatus: number | null;
}

const noFilterOptions: Schemas['AdditiveOffersFilterOptions'] = {
  products: [],
  buyers: [],
  purchaseUnits: [],
  offerAvailability: { min: 0, max: 0 },
};

/**
 * Spec §8 offer list failure: offers, filter options and paging are emptied, the loading state ends and
 * the failure carries the status [H3]. react-query keeps the last good `data` after a failed refetch,
 * so the view must not read it then.
 */
export function additiveOffersView(query: {
  data: AdditiveOffersResponse | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
}): AdditiveOffersView {
  if (query.isError) {
    const status = (query.error as { status?: unknown } | null)?.status;
    return {
      offers: [],
      filterOptions: noFilterOptions,
      metadata: null,
      isLoading: false,
      failedStatus: typeof status === 'number' ? status : 0,
    };
  }
  return {
    // Only an ACTIVE offer is for sale; PAUSED and REMOVED ones never reach the buyer's table [A1].
    offers: (query.data?.offers ?? []).filter((o) => o.status_type_id === 'ACTIVE'),
    filterOptions: query.data?.filterOptions ?? noFilterOptions,
    metadata: query.data?.metadata ?? null,
    isLoading: query.isFetching,
    failedStatus: null,
  };
}

/**
 * Additives are on offer to the account when it has the productAdditives feature and at least one
 * relationship is additives-enabled (both sides ENABLED and the seller side has additives on, which the
 * server derives as `additivesActive`) [E3].
 */
export function additivesAvailable(
  features: readonly Schemas['Feature'][],
  relationships: readonly Pick<Schemas['Relationship'], 'additivesActive'>[],
): boolean {
  return features.includes('productAdditives') && relationships.some((r) => r.additivesActive);
}
