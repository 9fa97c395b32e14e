/**
 * A short-lived, per-instance memory of market listings (`GET /api/v2/offers`, child-account markets).
 *
 * Building a buyer's market means finding and pricing every offer the buyer may see (thousands in a large
 * market); the market page asks for the same listing again on every price tick and from many buyers'
 * tabs. A listing is a view, never a promise: the basket and the order transaction re-check the offer,
 * its volume, the relationship and the price under locks. So an instance may answer a repeated request
 * from memory while it is young:
 * - at most `MARKET_LISTING_CACHE_MS` old (default 1 s; 0 turns the memory off);
 * - the key holds the buyer, the query, the market window and the newest quote's time, so a new window or
 *   a price tick is a new listing at once;
 * - an order placed through this instance forgets every listing at once (`forget()`), so the buyer who
 *   just ordered sees the new volume; other instances learn it within the time above;
 * - concurrent requests for one key wait for the same query instead of each running it;
 * - at most `maxEntries` listings and at most `maxWeight` of their weight (`weigh`: rows, characters) are
 *   kept; the oldest go first.
 *
 * Two memories per instance (`marketMemoryOf`): the market snapshots (each buyer's priced offers of one
 * price tick, shared by every page, filter and sort of that buyer's market: offers/market.ts) and the
 * answers built from them (the JSON text of one query: offers/routes.ts), each bounded.
 */
import type { Db } from '../../db/types.js';

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** Known once the value has resolved. */
  weight: number;
}

export interface ListingCacheLimits<T> {
  /** @default 500 */
  maxEntries?: number;
  /** Most total weight kept (Infinity: no bound). @default Infinity */
  maxWeight?: number;
  /** The weight of one value (e.g. its rows or characters). @default 1 */
  weigh?: (value: T) => number;
}

export class ListingCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: T) => number;
  private totalWeight = 0;

  constructor(limits: ListingCacheLimits<T> = {}) {
    this.maxEntries = limits.maxEntries ?? 500;
    this.maxWeight = limits.maxWeight ?? Infinity;
    this.weigh = limits.weigh ?? (() => 1);
  }

  /** The listing under `key`: from memory while younger than `ttlMs`, else from `load`. */
  get(key: string, now: number, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    this.remove(key);
    const entry: Entry<T> = { at: now, value, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        if (this.entries.get(key) !== entry) return;
        entry.weight = this.weigh(resolved);
        this.totalWeight += entry.weight;
        this.evict();
      },
      // A failed query is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return value;
  }

  /** Forgets every listing (after an order changed volumes). */
  forget(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  /** The weight of the resolved values kept. */
  get weight(): number {
    return this.totalWeight;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  /** Drops the oldest entries while over a bound (the newest entry stays, however heavy). */
  private evict(): void {
    while (
      this.entries.size > 1 &&
      (this.entries.size > this.maxEntries || this.totalWeight > this.maxWeight)
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The market memories of each server instance (one per database), by name. */
const memories = new WeakMap<Db, Map<string, ListingCache<unknown>>>();

/**
 * The instance's market memory `name` (created with `limits` on first use): 'snapshots' (offers/market.ts)
 * and 'answers' (offers/routes.ts). `forgetMarketListings` forgets every one of them.
 */
export function marketMemoryOf<T>(db: Db, name: string, limits: ListingCacheLimits<T>): ListingCache<T> {
  let named = memories.get(db);
  if (!named) {
    named = new Map();
    memories.set(db, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new ListingCache<T>(limits) as ListingCache<unknown>;
    named.set(name, cache);
  }
  return cache as ListingCache<T>;
}

/** Forgets the market listings of this instance (call after a write that changes offers or volumes). */
export function forgetMarketListings(db: Db): void {
  for (const cache of memories.get(db)?.values() ?? []) cache.forget();
}
