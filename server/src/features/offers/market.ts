/**
 * A buyer's fuel market in two steps, so that a price tick costs one computation per buyer however many
 * pages, filters, sorts and tabs of that market are open:
 * 1. The snapshot (`marketSnapshot`): every offer on the buyer's market priced at the open window's quotes,
 *    in lean rows with their sort ranks (repository.ts `snapshot`), kept in this instance's memory under
 *    the buyer, an Aviat's settings, the window and its newest quote (listingCache.ts: as long as
 *    MARKET_LISTING_CACHE_MS, forgotten on an order, a seller's change and a price event).
 * 2. The page (`marketPage`): filters, sort and page chosen in memory from the snapshot by ids and ranks
 *    (the database's own order for names and prices), then only the page's offers read in full (repository.ts `details`) and
 *    priced by the one definition (pricing/buyerPrice.ts). An offer that left the market since the snapshot
 *    was taken is missing from its page; the order transaction re-checks everything anyway.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { marketPricing, type MarketPricing } from '../pricing/buyerPrice.js';
import { liveInputs, openingInputs, type Currency } from '../pricing/index.js';
import type { MarketWindowDto } from '../market-window/dto.js';
import { adjustmentPerPriceUnit, type SubAccountTerms } from '../sub-accounts/rules.js';
import { marketMemoryOf } from './listingCache.js';
import {
  offersRepo,
  type DeliveryAddressRow,
  type MarketOfferRow,
  type SnapshotOptions,
  type SnapshotRow,
} from './repository.js';

/** Sort fields of the market list (contract: getOffers `sortBy`) and the snapshot column each sorts by. */
export const OFFER_SORT_FIELDS = {
  price: 'price_rank',
  product: 'product_rank',
  terminal: 'terminal_rank',
  seller: 'seller_rank',
  offerAvailability: 'available_volume',
  maximumAvailable: 'available_volume',
  minimumOrderQuantity: 'min_order_volume',
  maximumOrderQuantity: 'max_order_quantity',
} as const satisfies Record<string, keyof SnapshotRow>;
export type OfferSortField = keyof typeof OFFER_SORT_FIELDS;

export const isSortField = (s: string): s is OfferSortField => Object.hasOwn(OFFER_SORT_FIELDS, s);

export interface MarketFilters {
  productIds?: readonly string[] | undefined;
  terminalIds?: readonly string[] | undefined;
  sellerIds?: readonly string[] | undefined;
  /** A favourites list: each non-empty list restricts (terminals: the listed ones and those of the regions). */
  favourites?: { products: string[]; terminals: string[]; sellers: string[] } | undefined;
}

/** Whose market: the buyer, and for an Aviat its settings (null: no Aviat, or one without settings). */
export interface MarketBuyer {
  id: string;
  terms: SubAccountTerms | null;
}

export interface MarketSnapshot {
  rows: readonly SnapshotRow[];
  currency: Currency;
  /** The platform's VAT rate (decimal string). */
  vat: string;
  pricing: MarketPricing;
  /** Filter choices: terminals, products and sellers of every offer on the market, and the addresses. */
  options: SnapshotOptions & { deliveryAddresses: DeliveryAddressRow[] };
}

/** Most offers kept in snapshots per instance (~35 MB at ~350 bytes an offer). */
export const SNAPSHOT_MAX_OFFERS = 100_000;

/** The instance's snapshots, weighed by their offers. */
export const snapshotsOf = (db: Db) =>
  marketMemoryOf<MarketSnapshot | null>(db, 'snapshots', {
    maxWeight: SNAPSHOT_MAX_OFFERS,
    weigh: (s) => s?.rows.length ?? 0,
  });

/** The buyer's market snapshot at the open `window`, from memory while young; null for an unknown buyer. */
export function marketSnapshot(
  app: FastifyInstance,
  buyer: MarketBuyer,
  window: MarketWindowDto,
): Promise<MarketSnapshot | null> {
  const newestQuote = window.prices.reduce((t, p) => (p.timestamp > t ? p.timestamp : t), '');
  const aviat = buyer.terms && [buyer.terms.terminalIds, buyer.terms.priceAdjustment];
  const key = JSON.stringify([buyer.id, aviat, window.created, newestQuote]);
  return snapshotsOf(app.db).get(key, app.clock().getTime(), app.config.marketListingCacheMs, () =>
    buildSnapshot(app, buyer, window),
  );
}

async function buildSnapshot(
  app: FastifyInstance,
  buyer: MarketBuyer,
  window: MarketWindowDto,
): Promise<MarketSnapshot | null> {
  const repo = offersRepo(app.db);
  const platform = await repo.buyerPlatform(buyer.id);
  if (!platform) return null;
  const now = app.clock();
  const pricing = marketPricing(app, window, platform.currency, now);
  const { terms } = buyer;
  const [{ rows, options }, deliveryAddresses] = await Promise.all([
    repo.snapshot({
      buyerAccountId: buyer.id,
      now,
      live: liveInputs(pricing.quotes, platform.currency, now),
      opening: openingInputs(pricing.opening, platform.currency),
      aviat: terms && { terminalIds: terms.terminalIds, priceShift: adjustmentPerPriceUnit(terms, 'fuel') },
    }),
    repo.deliveryAddresses(buyer.id),
  ]);
  return {
    rows,
    currency: platform.currency,
    vat: platform.vat,
    pricing,
    options: { ...options, deliveryAddresses },
  };
}

export interface MarketPageQuery {
  filters: MarketFilters;
  sort: { field: OfferSortField | null; direction: 'asc' | 'desc' };
  page: { number: number; limit: number };
}

/** The snapshot's rows matching `filters`. */
function filtered(rows: readonly SnapshotRow[], filters: MarketFilters): SnapshotRow[] {
  const sets: [keyof SnapshotRow, Set<string>][] = [];
  const restrict = (
    column: 'product_id' | 'terminal_id' | 'seller_id',
    ids: readonly string[] | undefined,
  ) => {
    if (ids?.length) sets.push([column, new Set(ids)]);
  };
  restrict('product_id', filters.productIds);
  restrict('terminal_id', filters.terminalIds);
  restrict('seller_id', filters.sellerIds);
  restrict('product_id', filters.favourites?.products);
  restrict('terminal_id', filters.favourites?.terminals);
  restrict('seller_id', filters.favourites?.sellers);
  if (sets.length === 0) return [...rows];
  return rows.filter((row) => sets.every(([column, ids]) => ids.has(row[column] as string)));
}

const byId = (a: SnapshotRow, b: SnapshotRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The order of the market list: by the sort field in its direction, then by offer id; without one, by
 * product (its sort order, then name), then the lowest price first.
 */
function comparator(sort: MarketPageQuery['sort']): (a: SnapshotRow, b: SnapshotRow) => number {
  if (!sort.field) {
    return (a, b) =>
      a.product_sort - b.product_sort ||
      a.product_rank - b.product_rank ||
      a.price_rank - b.price_rank ||
      byId(a, b);
  }
  const column = OFFER_SORT_FIELDS[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => sign * (a[column] - b[column]) || byId(a, b);
}

/**
 * One page of the buyer's market from its snapshot: the page's offers in full (in the page's order) and
 * the number of offers matching the filters.
 */
export async function marketPage(
  app: FastifyInstance,
  buyerAccountId: string,
  snapshot: MarketSnapshot,
  query: MarketPageQuery,
): Promise<{ rows: MarketOfferRow[]; total: number }> {
  const matching = filtered(snapshot.rows, query.filters);
  const { number, limit } = query.page;
  const start = (number - 1) * limit;
  // Only the page is ordered in full: a partial selection would do, a sort of thousands costs ~2 ms.
  const page = matching.sort(comparator(query.sort)).slice(start, start + limit);
  const details = await offersRepo(app.db).details(
    buyerAccountId,
    app.clock(),
    page.map((r) => r.id),
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  const rows: MarketOfferRow[] = [];
  for (const r of page) {
    const detail = byId.get(r.id);
    if (detail) rows.push(detail);
  }
  return { rows, total: matching.length };
}
