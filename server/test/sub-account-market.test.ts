/**
 * An Aviat's market (GET /api/v2/offers as the Aviat, GET /api/offers/childAccount/{id} as its parent)
 * shows what its basket and orders will do with the settings its parent set (rule S6): offers at the
 * allowed terminals only (filter choices included), prices with the Aviat's adjustment per litre, the price
 * the order is then placed at, and no offer whose adjusted price is zero or below (V11). The listing memory
 * is on here: a change of the settings shows at once all the same, and tells the open event streams.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMarketListings } from '../src/features/offers/listingCache.js';
import { CSRF, demo, expectContract } from './helpers/app.js';
import './helpers/setup.js';
import {
  addItem,
  makeOffer,
  placeOrder,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';
import { listen, openStream } from './market-support.js';

interface Named {
  id: string;
  name: string;
}

interface MarketBody {
  offers: { id: string; price: string; terminal: Named }[];
  filterOptions: { terminals: Named[]; products: Named[]; sellers: Named[] };
  metadata: { total: number };
}

const NORD = 'acc-aviat-nord';

let t: BasketTestApp;
const cookies: Record<string, string> = {};
const cookie = async (who: keyof typeof demo) => (cookies[who] ??= await t.login(demo[who]));

/** A market: the Aviat's own, its parent's view of it, or another buyer's. */
async function market(who: 'child' | 'parent' | 'buyer', search = 'pageLimit=5000'): Promise<MarketBody> {
  const url = who === 'parent' ? `/api/offers/childAccount/${NORD}?${search}` : `/api/v2/offers?${search}`;
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: await cookie(who) } });
  expectContract(res, who === 'parent' ? 'getChildAccountOffers' : 'getOffers');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarketBody>();
}

const priceOf = (body: MarketBody, offerId: string) => body.offers.find((o) => o.id === offerId)?.price;

/** The parent saves the Aviat's settings (no daily limit, the platform's payment term unless said). */
async function saveSettings(change: { priceAdjustment?: string; terminalIds?: string[] }) {
  const parent = await cookie('parent');
  const current = await t.app.inject({
    method: 'GET',
    url: `/api/sub-accounts/${NORD}`,
    headers: { cookie: parent },
  });
  expect(current.statusCode, current.body).toBe(200);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/sub-accounts/${NORD}`,
    headers: { ...CSRF, cookie: parent },
    payload: {
      version: current.json<{ version: number }>().version,
      paymentTermDays: 30,
      dailyPurchaseLimit: null,
      collectionShorteningDays: null,
      priceAdjustment: '0',
      terminalIds: [],
      ...change,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new offer; inserted by hand, so the listings forget it like a seller's change makes them. */
async function offer(spec: Parameters<typeof makeOffer>[1] = {}): Promise<string> {
  const id = await makeOffer(t, spec);
  forgetMarketListings(t.app.db);
  return id;
}

/** A live (API) offer on the ICE month M01. */
async function liveOffer(spec: Parameters<typeof makeOffer>[1] = {}): Promise<string> {
  const id = await makeOffer(t, spec);
  await query(t, `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01' WHERE id = $1`, [
    id,
  ]);
  forgetMarketListings(t.app.db);
  return id;
}

beforeAll(async () => {
  // The listing memory on, at its longest: nothing here waits for it to expire.
  t = await startBasketApp({ MARKET_LISTING_CACHE_MS: '10000' });
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetOrdering(t);
  await saveSettings({});
});

describe('an Aviat’s market', () => {
  it('[S6] lists offers at the terminals its parent allowed only, in the filter choices too; the parent sees the same', async () => {
    const hamburg = await offer({ terminal: 'tm-hamburg' });
    const karlsruhe = await offer({ terminal: 'tm-karlsruhe' });
    const duisburg = await offer({ terminal: 'tm-duisburg' });
    // Without a list every terminal the seller approved.
    const all = await market('child');
    expect(all.offers.map((o) => o.id)).toEqual(expect.arrayContaining([hamburg, karlsruhe, duisburg]));

    await saveSettings({ terminalIds: ['tm-hamburg'] });
    for (const who of ['child', 'parent'] as const) {
      const body = await market(who);
      const ids = body.offers.map((o) => o.id);
      expect(ids, who).toContain(hamburg);
      expect(ids, who).not.toContain(karlsruhe);
      expect(ids, who).not.toContain(duisburg);
      expect(new Set(body.offers.map((o) => o.terminal.id)), who).toEqual(new Set(['tm-hamburg']));
      expect(
        body.filterOptions.terminals.map((x) => x.id),
        who,
      ).toEqual(['tm-hamburg']);
      expect(body.metadata.total, who).toBe(body.offers.length);
    }
    // Asking for another terminal finds nothing; another buyer's market is untouched.
    expect((await market('child', 'terminalIds=tm-karlsruhe')).offers).toEqual([]);
    expect((await market('buyer')).offers.map((o) => o.id)).toEqual(
      expect.arrayContaining([hamburg, karlsruhe, duisburg]),
    );
  });

  it('[S6] [V11] lists the price plus the adjustment per litre, the price its basket and order then take', async () => {
    const fixed = await offer({ price: '92.4500' });
    const live = await liveOffer({ terminal: 'tm-karlsruhe' });
    const before = await market('child');
    const liveBefore = priceOf(before, live)!;
    expect(priceOf(before, fixed)).toBe('92.4500');

    await saveSettings({ priceAdjustment: '-0.0150' });
    const child = await market('child');
    // 100 l move by 100 × −0.0150 = −1.50.
    expect(priceOf(child, fixed)).toBe('90.9500');
    expect(priceOf(child, live)).toBe((Math.round(Number(liveBefore) * 10_000 - 15_000) / 10_000).toFixed(4));
    expect(await market('parent')).toEqual(child);
    // Another buyer sees the seller's price.
    expect(priceOf(await market('buyer'), fixed)).toBe('92.4500');
    // Sorted by the adjusted price, as listed.
    const sorted = (await market('child', 'pageLimit=5000&sortBy=price&sortType=asc')).offers.map((o) =>
      Number(o.price),
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // The basket shows it and the order is placed at it.
    for (const offerId of [fixed, live]) {
      const added = await addItem(t, await cookie('child'), { offerId, quantity: 5000 });
      expect(added.statusCode, added.body).toBe(201);
      const item = added
        .json<{ items: { id: string; offerId: string; price: string }[] }>()
        .items.find((i) => i.offerId === offerId)!;
      expect(item.price).toBe(priceOf(child, offerId));
      const placed = await placeOrder(t, await cookie('child'), { basketItemIds: [item.id] });
      expect(placed.statusCode, placed.body).toBe(201);
      const [row] = await query<{ price: string }>(
        t,
        `SELECT price::text AS price FROM orders WHERE id = $1`,
        [placed.json<{ orders: { id: string }[] }>().orders[0]!.id],
      );
      expect(row!.price).toBe(priceOf(child, offerId));
    }
  });

  it('[V11] does not list an offer whose adjusted price is zero or below, nor count it or offer its terminal', async () => {
    await saveSettings({ terminalIds: ['tm-bremen', 'tm-hamburg'] });
    const zero = await offer({ price: '1.5000', terminal: 'tm-bremen' });
    const cent = await offer({ price: '1.5001', terminal: 'tm-hamburg' });
    expect(priceOf(await market('child'), zero)).toBe('1.5000');

    await saveSettings({ terminalIds: ['tm-bremen', 'tm-hamburg'], priceAdjustment: '-0.0150' });
    for (const who of ['child', 'parent'] as const) {
      const body = await market(who);
      expect(priceOf(body, zero), who).toBeUndefined();
      expect(priceOf(body, cent), who).toBe('0.0001');
      expect(
        body.filterOptions.terminals.map((x) => x.id),
        who,
      ).toEqual(['tm-hamburg']);
      expect(body.metadata.total, who).toBe(body.offers.length);
    }
    // The basket agrees: the offer is not available to the Aviat.
    const add = await addItem(t, await cookie('child'), { offerId: zero, quantity: 5000 });
    expect(add.statusCode).toBe(422);
    expect(add.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE' });
    expect(priceOf(await market('buyer'), zero)).toBe('1.5000');
  });

  it('[S6] shows a change of the settings at once, though the listing is remembered', async () => {
    const offerId = await offer({ price: '92.4500', terminal: 'tm-hamburg' });
    expect(priceOf(await market('child'), offerId)).toBe('92.4500');
    expect(priceOf(await market('parent'), offerId)).toBe('92.4500');
    // Remembered: an offer inserted behind the listing's back is not seen yet.
    const unseen = await makeOffer(t, { terminal: 'tm-hamburg' });
    expect(priceOf(await market('child'), unseen)).toBeUndefined();

    await saveSettings({ priceAdjustment: '-0.0200' });
    expect(priceOf(await market('child'), offerId)).toBe('90.4500');
    expect(priceOf(await market('parent'), offerId)).toBe('90.4500');
    await saveSettings({ priceAdjustment: '-0.0200', terminalIds: ['tm-karlsruhe'] });
    expect(priceOf(await market('child'), offerId)).toBeUndefined();
    expect(priceOf(await market('parent'), offerId)).toBeUndefined();
    await saveSettings({});
    expect(priceOf(await market('child'), offerId)).toBe('92.4500');
  });

  it('a change of the settings tells the open streams of the Aviat and its parent, no one else’s', async () => {
    const url = await listen(t.app);
    const streams = {
      child: await openStream(`${url}/api/events`, { cookie: await cookie('child') }),
      parent: await openStream(`${url}/api/events`, { cookie: await cookie('parent') }),
      buyer: await openStream(`${url}/api/events`, { cookie: await cookie('buyer') }),
    };
    const offerEvents = (who: keyof typeof streams) =>
      streams[who]
        .events()
        .filter((e) => e.event === 'offers')
        .map((e) => JSON.parse(e.data) as unknown);
    try {
      await saveSettings({ priceAdjustment: '-0.0100' });
      await vi.waitFor(
        () => {
          expect(offerEvents('child')).toContainEqual({ accountId: NORD });
          expect(offerEvents('parent')).toContainEqual({ accountId: 'acc-aviaten' });
        },
        { timeout: 10_000 },
      );
      expect(offerEvents('buyer')).toEqual([]);
    } finally {
      for (const s of Object.values(streams)) s.close();
    }
  });
});
