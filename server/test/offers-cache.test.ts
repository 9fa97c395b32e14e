/**
 * The market listing memory (server/src/features/offers/listingCache.ts): repeated listings are answered
 * from memory for at most MARKET_LISTING_CACHE_MS, an order through the instance forgets them at once,
 * concurrent requests share one query, failures are not remembered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListingCache } from '../src/features/offers/listingCache.js';
import { CSRF, demo } from './helpers/app.js';
import { addedItem, makeOffer, startBasketApp, type BasketTestApp } from './basket-support.js';

describe('ListingCache', () => {
  it('answers from memory while younger than the time to live, then loads again', async () => {
    const cache = new ListingCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', 0, 1000, load)).toBe(1);
    expect(await cache.get('k', 999, 1000, load)).toBe(1);
    expect(await cache.get('k', 1000, 1000, load)).toBe(2);
    expect(await cache.get('other', 1000, 1000, load)).toBe(3);
  });

  it('shares one load among concurrent requests and never remembers a failure', async () => {
    const cache = new ListingCache<string>();
    let loads = 0;
    let release!: (v: string) => void;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const a = cache.get('k', 0, 1000, slow);
    const b = cache.get('k', 10, 1000, slow);
    release('listing');
    expect(await Promise.all([a, b])).toEqual(['listing', 'listing']);
    expect(loads).toBe(1);

    const failing = cache.get('bad', 0, 1000, () => Promise.reject(new Error('db down')));
    await expect(failing).rejects.toThrow('db down');
    expect(await cache.get('bad', 1, 1000, async () => 'recovered')).toBe('recovered');
  });

  it('with a time to live of 0 always loads; keeps at most its maximum of listings', async () => {
    const off = new ListingCache<number>();
    let loads = 0;
    await off.get('k', 0, 0, async () => ++loads);
    await off.get('k', 0, 0, async () => ++loads);
    expect(loads).toBe(2);
    expect(off.size).toBe(0);
    const small = new ListingCache<number>({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await small.get(k, 0, 1000, async () => 1);
    expect(small.size).toBe(2);
  });

  it('keeps at most its maximum weight, dropping the oldest first, and the newest however heavy', async () => {
    const cache = new ListingCache<string>({ maxWeight: 10, weigh: (s) => s.length });
    await cache.get('a', 0, 1000, async () => 'aaaa');
    await cache.get('b', 0, 1000, async () => 'bbbb');
    expect([cache.size, cache.weight]).toEqual([2, 8]);
    await cache.get('c', 0, 1000, async () => 'cccc');
    expect([cache.size, cache.weight]).toEqual([2, 8]);
    let loads = 0;
    expect(await cache.get('a', 1, 1000, async () => `${++loads}`)).toBe('1');
    await cache.get('huge', 1, 1000, async () => 'x'.repeat(50));
    expect([cache.size, cache.weight]).toEqual([1, 50]);
    cache.forget();
    expect([cache.size, cache.weight]).toEqual([0, 0]);
  });
});

describe('GET /api/v2/offers from memory', () => {
  let t: BasketTestApp;
  let offerId: string;
  let cookie: string;

  const availability = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/offers?pageLimit=5000',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const offer = (res.json() as { offers: { id: string; offerAvailability: number }[] }).offers.find(
      (o) => o.id === offerId,
    );
    return offer?.offerAvailability;
  };

  beforeAll(async () => {
    t = await startBasketApp({ MARKET_LISTING_CACHE_MS: '1000' });
    offerId = await makeOffer(t, { available: 50_000 });
    cookie = await t.login(demo.buyer);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a repeated listing for at most the time to live', async () => {
    expect(await availability()).toBe(50_000);
    await t.testDb.db.query(`UPDATE offers SET available_volume = 40000 WHERE id = $1`, [offerId]);
    expect(await availability()).toBe(50_000);
    t.clock.advance(1000);
    expect(await availability()).toBe(40_000);
  });

  it('prices the market once per buyer and tick: every page, filter and sort of it shares the snapshot', async () => {
    t.clock.advance(1000);
    const snapshots = vi.spyOn(t.app.db, 'query');
    const built = () => snapshots.mock.calls.filter(([sql]) => String(sql).includes('AS price_rank')).length;
    const queries = [
      'pageLimit=1',
      'pageLimit=1&pageNumber=2',
      'pageLimit=5&sortBy=price&sortType=desc',
      'pageLimit=5&sortBy=seller&sortType=asc',
      `pageLimit=5&sellerIds=acc-suedoel`,
    ];
    try {
      for (const query of queries) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v2/offers?${query}`,
          headers: { cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(built()).toBe(1);
      t.clock.advance(1000);
      await t.app.inject({ method: 'GET', url: '/api/v2/offers?pageLimit=1', headers: { cookie } });
      expect(built()).toBe(2);
    } finally {
      snapshots.mockRestore();
    }
  });

  it('forgets the listings when an order is placed through the instance', async () => {
    expect(await availability()).toBe(40_000);
    const itemId = await addedItem(t, cookie, { offerId, quantity: 5000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...CSRF, cookie },
      payload: { basketItemIds: [itemId] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await availability()).toBe(35_000);
  });
});
