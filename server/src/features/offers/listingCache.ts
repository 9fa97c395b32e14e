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
 * - at most `maxEntries` listings are kept (the oldest go first).
 */
import type { Db } from '../../db/types.js';

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class ListingCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries = 500) {}

  /** The listing under `key`: from memory while younger than `ttlMs`, else from `load`. */
  get(key: string, now: number, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    // A failed query is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every listing (after an order changed volumes). */
  forget(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database (one per server instance); writers that change listings call `forget()`. */
const caches = new WeakMap<Db, ListingCache<unknown>>();

export function listingCacheOf<T>(db: Db): ListingCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCache<unknown>();
    caches.set(db, cache);
  }
  return cache as ListingCache<T>;
}

/** Forgets the market listings of this instance (call after a write that changes offers or volumes). */
export function forgetMarketListings(db: Db): void {
  caches.get(db)?.forget();
}
