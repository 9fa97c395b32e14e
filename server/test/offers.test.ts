/**
 * The buyer's fuel market: GET /api/v2/offers and GET /api/offers/childAccount/{id}.
 * The seeded offers are paused; each test works on offers it inserts itself, so the assertions are exact.
 * The market window is the real one where it matters (none open -> 503) and otherwise a window with
 * quotes the test chooses (the market service's `currentWindow`, which the route reads).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { PriceSource, Quote } from '../src/features/market-window/priceSource.js';
import type { MarketWindowDto } from '../src/features/market-window/dto.js';
import { findOrderableOffer } from '../src/features/offers/repository.js';
import { createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { insertLargeMarket, type LargeMarketOffer } from '../bench/offersScenario.js';

/** A price source that never quotes: the real market stays without a window. */
class SilentSource implements PriceSource {
  start(): void {}
  stop(): void {}
}

let t: TestApp;
/** A Swiss instance (BRAND=ch) on the same database: users log in on their own platform's instance only. */
let ch: TestApp;
const cookies: Record<string, string> = {};
const db = () => t.testDb.db;

/** The test's "now": 09:00 UTC = 10:00 in Berlin and Zurich (winter time), on the day the suite runs. */
const base = new Date();
base.setUTCHours(9, 0, 0, 0);
const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = isoDate(base.getTime());
const dayOffset = (n: number) => isoDate(base.getTime() + n * DAY);
// Europe/Berlin is UTC+1 in winter and UTC+2 in summer.
const berlinOffsetHours =
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      base,
    ),
  ) - 9;

let quotes: Quote[] | 'real' = [];
let realCurrentWindow: () => Promise<MarketWindowDto | null>;
const WINDOW_EXPIRES = () => new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();

const freshQuotes = (at: Date = t.clock.now()): Quote[] => [
  { symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: at },
  { symbol: 'ICE/GAS/M01', price: '738.5000', timestamp: at },
  { symbol: 'ICE/BRN/M00', price: '78.1200', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
  { symbol: 'EUR/CHF', price: '0.9412', timestamp: at },
];

interface OfferFixture {
  seller: string;
  product: string;
  terminal: string | null;
  priceType: 'FIXED' | 'API' | 'TRACKING';
  price: string | null;
  futureMonth: string | null;
  surcharge: string | null;
  surchargeUnit: string | null;
  available: number;
  min: number;
  max: number;
  from: string;
  to: string;
  dailyStart: string;
  dailyEnd: string;
  collectionStart: string | null;
  collectionEnd: string | null;
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED';
}

const fixture = (over: Partial<OfferFixture>): OfferFixture => ({
  seller: 'acc-suedoel',
  product: 'heizoel-el',
  terminal: 'tm-hamburg',
  priceType: 'FIXED',
  price: '92.4500',
  futureMonth: null,
  surcharge: null,
  surchargeUnit: null,
  available: 100_000,
  min: 1_000,
  max: 30_000,
  from: dayOffset(-7),
  to: dayOffset(30),
  dailyStart: '07:00',
  dailyEnd: '18:00',
  collectionStart: dayOffset(1),
  collectionEnd: dayOffset(5),
  status: 'ACTIVE',
  ...over,
});

async function insertOffer(id: string, over: Partial<OfferFixture> = {}): Promise<void> {
  const o = fixture(over);
  await db().query(
    `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, future_month,
       surcharge, surcharge_unit, total_volume, available_volume, min_order_volume, max_order_volume,
       available_from, available_to, daily_start, daily_end, collection_start, collection_end, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      id,
      o.seller,
      o.product,
      o.terminal,
      o.priceType,
      o.price,
      o.futureMonth,
      o.surcharge,
      o.surchargeUnit,
      Math.max(o.available, 1),
      o.available,
      o.min,
      o.max,
      o.from,
      o.to,
      o.dailyStart,
      o.dailyEnd,
      o.collectionStart,
      o.collectionEnd,
      o.status,
    ],
  );
}

/** The three offers every test starts from (the buyer acc-nordheiz sees all three). */
const HH_FIXED = 'mo-hh-fixed';
const HH_LIVE = 'mo-hh-live';
const DU_FIXED = 'mo-du-fixed';
const BASE_OFFERS = [HH_FIXED, HH_LIVE, DU_FIXED];

type OffersBody = {
  offers: (Record<string, unknown> & { id: string; price: string })[];
  filterOptions: {
    deliveryAddress: { id?: string; street: string; zipCode: string; name?: string }[];
    terminals: { id: string; name: string }[];
    products: { id: string; name: string }[];
    sellers: { id: string; name: string }[];
  };
  metadata: { pageCount: number; pageLimit: number; pageNumber: number; total: number };
  livePricesAvailable: boolean;
};

async function market(who: string, query = '', url = '/api/v2/offers'): Promise<LightMyRequestResponse> {
  const app = who === 'chBuyer' ? ch.app : t.app;
  const res = await app.inject({
    url: `${url}${query ? `?${query}` : ''}`,
    headers: { cookie: cookies[who]! },
  });
  expectContract(res, url.startsWith('/api/v2') ? 'getOffers' : 'getChildAccountOffers');
  return res;
}
async function body(who = 'buyer', query = ''): Promise<OffersBody> {
  const res = await market(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OffersBody;
}
const ids = async (who = 'buyer', query = '') => (await body(who, query)).offers.map((o) => o.id).sort();

/** Runs fn with SQL applied, then undoes it. */
async function withChange(change: string, undo: string, fn: () => Promise<void>): Promise<void> {
  await db().query(change);
  try {
    await fn();
  } finally {
    await db().query(undo);
  }
}

/** The market service reads the window the test chooses (`quotes`), or the real one (`'real'`). */
function controlWindow(app: TestApp): void {
  const real = app.app.market.currentWindow.bind(app.app.market);
  if (app === t) realCurrentWindow = real;
  vi.spyOn(app.app.market, 'currentWindow').mockImplementation(async () => {
    if (quotes === 'real') return real();
    const now = t.clock.now().toISOString();
    return {
      prices: quotes.map((q) => ({
        symbol: q.symbol,
        price: q.price,
        live: true,
        timestamp: q.timestamp.toISOString(),
      })),
      currentTime: now,
      created: now,
      expires: WINDOW_EXPIRES(),
      marketChange: {},
    };
  });
}

beforeAll(async () => {
  const deps = { withMarket: true, market: { priceSourceFactory: () => new SilentSource() } };
  t = await createTestApp({ deps });
  t.clock.t = base.getTime();
  ch = await createTestApp({ deps: { ...deps, clock: t.clock.now }, env: { BRAND: 'ch' }, testDb: t.testDb });
  for (const k of ['buyer', 'seller', 'parent', 'child', 'admin'] as const) {
    cookies[k] = await t.login(demo[k]);
  }
  cookies.chBuyer = await ch.login(demo.chBuyer);
  controlWindow(t);
  controlWindow(ch);

  await db().query(`UPDATE offers SET status = 'PAUSED'`);
  await db().query(`DELETE FROM offer_overrides`);
  await insertOffer(HH_FIXED, { price: '92.4500' });
  await insertOffer(HH_LIVE, {
    product: 'diesel-b7',
    priceType: 'API',
    price: null,
    futureMonth: 'M00',
    surcharge: '15.0000',
    surchargeUnit: 'USD/METRIC_TONNE',
    available: 60_000,
    min: 2_000,
    max: 38_000,
  });
  await insertOffer(DU_FIXED, {
    seller: 'acc-rheintank',
    terminal: 'tm-duisburg',
    price: '95.1000',
    collectionStart: null,
    collectionEnd: null,
  });
});

/** Moves the clock (and logs the buyer in again: a session idle for hours has ended). */
async function setClock(ms: number): Promise<void> {
  t.clock.t = ms;
  quotes = freshQuotes();
  cookies.buyer = await t.login(demo.buyer);
}

beforeEach(async () => {
  if (t.clock.t !== base.getTime()) await setClock(base.getTime());
  quotes = freshQuotes();
});

afterAll(async () => {
  await ch?.close();
  await t?.close();
});

describe('GET /api/v2/offers: who may ask', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/v2/offers' });
    expect(res.statusCode).toBe(401);
    expectContract(res, 'getOffers');
  });

  it('[R3] refuses sellers and admins with 403 FORBIDDEN', async () => {
    for (const who of ['seller', 'admin']) {
      const res = await market(who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/v2/offers: the market window', () => {
  it('[T3] answers 503 SERVICE_UNAVAILABLE while no market window is open', async () => {
    quotes = 'real';
    expect(await realCurrentWindow()).toBeNull();
    const res = await market('buyer');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('[T6] [M5] withholds live offers when no fresh /GAS quote exists, keeps the fixed ones and says so', async () => {
    const fresh = await body();
    expect(fresh.livePricesAvailable).toBe(true);
    expect(fresh.offers.map((o) => o.id).sort()).toEqual([...BASE_OFFERS].sort());

    quotes = freshQuotes(new Date(t.clock.now().getTime() - 2 * 60_000)); // exactly 2 minutes: still live
    expect((await body()).offers.map((o) => o.id)).toContain(HH_LIVE);

    quotes = freshQuotes(new Date(t.clock.now().getTime() - 2 * 60_000 - 1));
    const stale = await body();
    expect(stale.livePricesAvailable).toBe(false);
    expect(stale.offers.map((o) => o.id).sort()).toEqual([DU_FIXED, HH_FIXED]);
    expect(stale.metadata.total).toBe(2);
  });

  it('[T6] withholds a live offer whose own future month has no quote', async () => {
    quotes = freshQuotes().filter((q) => q.symbol !== 'ICE/GAS/M00');
    const res = await body();
    expect(res.livePricesAvailable).toBe(true); // M01 is fresh
    expect(res.offers.map((o) => o.id)).not.toContain(HH_LIVE);
  });

  it('[K4] prices live offers from the window in EUR/100L15, fixed ones as stored', async () => {
    const res = await body();
    const byId = new Map(res.offers.map((o) => [o.id, o]));
    // (742.25 + 15) / 1.0832 × 0.836 / 10 = 58.44357...
    expect(byId.get(HH_LIVE)).toMatchObject({ priceType: 'API', price: '58.4436', priceUnit: 'EUR/100L15' });
    expect(byId.get(HH_FIXED)).toMatchObject({
      priceType: 'FIXED',
      price: '92.4500',
      currency: 'EUR',
      vat: '19.00',
    });
    expect(byId.get(HH_FIXED)?.validUntil).toBe(WINDOW_EXPIRES());
  });
});

describe('GET /api/v2/offers: which offers a buyer sees', () => {
  it('[E2] [E1] shows its connected sellers’ offers with selectedQuantity 0 and the chosen delivery address', async () => {
    await db().query(
      `INSERT INTO delivery_addresses (id, account_id, company, street, zip_code, city)
       VALUES ('da-mo-1', 'acc-nordheiz', 'Nordheiz', 'Billstraße 112', '20539', 'Hamburg')`,
    );
    const res = await body('buyer', 'deliveryAddressId=da-mo-1');
    expect(res.offers).toHaveLength(3);
    for (const o of res.offers) {
      expect(o.selectedQuantity).toBe(0);
      expect(o.deliveryAddress).toEqual({
        id: 'da-mo-1',
        street: 'Billstraße 112',
        zipCode: '20539',
        name: 'Billstraße 112 (20539)',
      });
    }
    expect(res.filterOptions.deliveryAddress).toContainEqual({
      id: 'da-mo-1',
      street: 'Billstraße 112',
      zipCode: '20539',
      name: 'Billstraße 112 (20539)',
    });
    // Without a delivery address: self pickup.
    expect((await body()).offers.every((o) => o.deliveryAddress === null)).toBe(true);
  });

  it('answers 400 VALIDATION_FAILED for a delivery address of another account', async () => {
    await db().query(
      `INSERT INTO delivery_addresses (id, account_id, company, street, zip_code, city)
       VALUES ('da-mo-other', 'acc-aviat-nord', 'Aviat', 'Weg 1', '22111', 'Hamburg')`,
    );
    const res = await market('buyer', 'deliveryAddressId=da-mo-other');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('[RS1] shows a seller only while the relationship is RELEASED with both sides ENABLED', async () => {
    const rheintank = `buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-rheintank'`;
    const restore = `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED' WHERE ${rheintank}`;
    for (const change of [
      `state = 'IN_REVIEW'`,
      `state = 'REQUESTED'`,
      `state = 'DECLINED'`,
      `state = 'CANCELLED'`,
      `seller_status = 'DISABLED'`,
      `seller_status = 'NEW'`,
      `buyer_status = 'DISABLED'`,
      `buyer_status = 'NEW'`,
    ]) {
      await withChange(`UPDATE relationships SET ${change} WHERE ${rheintank}`, restore, async () => {
        expect(await ids(), change).toEqual([HH_FIXED, HH_LIVE].sort());
      });
    }
    expect(await ids()).toEqual([...BASE_OFFERS].sort());
  });

  it('[P6] respects the relationship’s manual terminal and product approvals', async () => {
    const suedoel = `buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-suedoel'`;
    await withChange(
      `UPDATE relationships SET terminal_selection_mode = 'MANUAL', terminal_ids = '{tm-bremen}' WHERE ${suedoel}`,
      `UPDATE relationships SET terminal_selection_mode = 'ALL', terminal_ids = '{}' WHERE ${suedoel}`,
      async () => expect(await ids()).toEqual([DU_FIXED]),
    );
    await withChange(
      `UPDATE relationships SET terminal_selection_mode = 'MANUAL', terminal_ids = '{tm-hamburg}' WHERE ${suedoel}`,
      `UPDATE relationships SET terminal_selection_mode = 'ALL', terminal_ids = '{}' WHERE ${suedoel}`,
      async () => expect(await ids()).toEqual([...BASE_OFFERS].sort()),
    );
    await withChange(
      `UPDATE relationships SET product_selection_mode = 'MANUAL', product_ids = '{diesel-b7}' WHERE ${suedoel}`,
      `UPDATE relationships SET product_selection_mode = 'ALL', product_ids = '{}' WHERE ${suedoel}`,
      async () => expect(await ids()).toEqual([DU_FIXED, HH_LIVE].sort()),
    );
    // A list without effect while the mode is ALL.
    await withChange(
      `UPDATE relationships SET product_ids = '{diesel-b7}' WHERE ${suedoel}`,
      `UPDATE relationships SET product_ids = '{}' WHERE ${suedoel}`,
      async () => expect(await ids()).toEqual([...BASE_OFFERS].sort()),
    );
  });

  it('shows only ACTIVE fuel offers priced FIXED or API with volume left', async () => {
    await insertOffer('mo-paused', { status: 'PAUSED' });
    await insertOffer('mo-removed', { status: 'REMOVED' });
    await insertOffer('mo-tracking', { priceType: 'TRACKING', price: null, futureMonth: 'M00' });
    await insertOffer('mo-additive', { product: 'add-adblue', terminal: null, price: '0.6900' });
    await insertOffer('mo-empty', { available: 0 });
    await insertOffer('mo-below-min', { available: 900, min: 1000 });
    await db().query(`UPDATE accounts SET blocked = true WHERE id = 'acc-rheintank'`);
    try {
      expect(await ids()).toEqual([HH_FIXED, HH_LIVE].sort());
    } finally {
      await db().query(`UPDATE accounts SET blocked = false WHERE id = 'acc-rheintank'`);
      await db().query(`DELETE FROM offers WHERE id LIKE 'mo-%' AND id <> ALL ($1)`, [BASE_OFFERS]);
    }
  });

  it('shows only offers whose availability dates include today', async () => {
    await insertOffer('mo-ends-today', { to: today });
    await insertOffer('mo-starts-today', { from: today });
    await insertOffer('mo-ended', { to: dayOffset(-1) });
    await insertOffer('mo-future', { from: dayOffset(1) });
    try {
      expect(await ids()).toEqual([...BASE_OFFERS, 'mo-ends-today', 'mo-starts-today'].sort());
    } finally {
      await db().query(`DELETE FROM offers WHERE id LIKE 'mo-%' AND id <> ALL ($1)`, [BASE_OFFERS]);
    }
  });

  it('shows offers within their daily trading hours in Berlin time (start inclusive, end exclusive)', async () => {
    const at = (hourBerlin: number, minute = 0) =>
      setClock(
        Date.UTC(
          base.getUTCFullYear(),
          base.getUTCMonth(),
          base.getUTCDate(),
          hourBerlin - berlinOffsetHours,
          minute,
        ),
      );
    await at(7, 0);
    expect(await ids()).toEqual([...BASE_OFFERS].sort());
    await at(6, 59);
    expect(await ids()).toEqual([]);
    await at(17, 59);
    expect(await ids()).toEqual([...BASE_OFFERS].sort());
    await at(18, 0);
    expect(await ids()).toEqual([]);
  });

  it('judges “today” in the platform’s local time, not in UTC', async () => {
    // 23:30 UTC is already the next day in Berlin.
    await insertOffer('mo-tomorrow', { from: dayOffset(1), dailyStart: '00:00', dailyEnd: '23:59' });
    try {
      await setClock(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 23, 30));
      expect(await ids()).toEqual(['mo-tomorrow']);
    } finally {
      await db().query(`DELETE FROM offers WHERE id = 'mo-tomorrow'`);
    }
  });

  it('keeps platforms apart: a Swiss buyer sees the Swiss market in CHF', async () => {
    await insertOffer('mo-ch-fixed', {
      seller: 'acc-alpenbrennstoff',
      terminal: 'tm-basel',
      price: '98.6000',
    });
    await insertOffer('mo-ch-live', {
      seller: 'acc-alpenbrennstoff',
      terminal: 'tm-basel',
      priceType: 'API',
      price: null,
      futureMonth: 'M00',
    });
    try {
      const res = await body('chBuyer');
      const byId = new Map(res.offers.map((o) => [o.id, o]));
      expect([...byId.keys()].filter((id) => id.startsWith('mo-')).sort()).toEqual([
        'mo-ch-fixed',
        'mo-ch-live',
      ]);
      expect(byId.get('mo-ch-fixed')).toMatchObject({ currency: 'CHF', price: '98.6000', vat: '8.10' });
      // 742.25 / 1.0832 × 0.845 / 10 × 0.9412 = 54.49799...
      expect(byId.get('mo-ch-live')).toMatchObject({ currency: 'CHF', price: '54.4980' });
      expect(await ids()).toEqual([...BASE_OFFERS].sort());
    } finally {
      await db().query(`DELETE FROM offers WHERE id LIKE 'mo-ch-%'`);
    }
  });
});

describe('GET /api/v2/offers: overrides and quantities', () => {
  it('[V8] caps the maximum order quantity at the available volume', async () => {
    await withChange(
      `UPDATE offers SET available_volume = 12000 WHERE id = '${HH_FIXED}'`,
      `UPDATE offers SET available_volume = 100000 WHERE id = '${HH_FIXED}'`,
      async () => {
        const o = (await body()).offers.find((x) => x.id === HH_FIXED)!;
        expect(o).toMatchObject({
          minimumOrderQuantity: 1000,
          maximumOrderQuantity: 12000,
          maximumAvailable: 12000,
          offerAvailability: 12000,
          overrides: null,
        });
      },
    );
  });

  it('[V8] [K5] applies a per-offer override of the buyer: collection period and maximum quantity', async () => {
    await withChange(
      `INSERT INTO offer_overrides (buyer_account_id, offer_id, collection_days, max_order_volume)
       VALUES ('acc-nordheiz', '${HH_FIXED}', 3, 20000)`,
      `DELETE FROM offer_overrides`,
      async () => {
        const res = await body();
        const o = res.offers.find((x) => x.id === HH_FIXED)!;
        expect(o.maximumOrderQuantity).toBe(20000);
        expect(o.overrides).toEqual({
          current: {
            collectionTime: 3,
            collectionStartDate: dayOffset(1),
            collectionEndDate: dayOffset(3),
            maximumOrderQuantity: 20000,
          },
          original: {
            collectionTime: 5,
            collectionStartDate: dayOffset(1),
            collectionEndDate: dayOffset(5),
            maximumOrderQuantity: 30000,
          },
        });
        // Other offers and other buyers are untouched.
        expect(res.offers.find((x) => x.id === HH_LIVE)?.overrides).toBeNull();
        const child = (await body('child')).offers.find((x) => x.id === HH_FIXED);
        expect(child).toMatchObject({ overrides: null, maximumOrderQuantity: 30000 });
      },
    );
  });

  it('[V8] applies a seller-wide override; the offer’s own override wins; the available volume still caps', async () => {
    await withChange(
      `INSERT INTO offer_overrides (buyer_account_id, seller_account_id, collection_start, collection_end, max_order_volume)
       VALUES ('acc-nordheiz', 'acc-suedoel', '${dayOffset(2)}', '${dayOffset(4)}', 25000),
              ('acc-nordheiz', 'acc-rheintank', NULL, NULL, 500000)`,
      `DELETE FROM offer_overrides`,
      async () => {
        await db().query(
          `INSERT INTO offer_overrides (buyer_account_id, offer_id, max_order_volume)
           VALUES ('acc-nordheiz', '${HH_LIVE}', 10000)`,
        );
        const byId = new Map((await body()).offers.map((o) => [o.id, o]));
        expect(byId.get(HH_FIXED)).toMatchObject({
          maximumOrderQuantity: 25000,
          overrides: {
            current: {
              collectionTime: 3,
              collectionStartDate: dayOffset(2),
              collectionEndDate: dayOffset(4),
            },
          },
        });
        expect(byId.get(HH_LIVE)).toMatchObject({
          maximumOrderQuantity: 10000,
          overrides: { current: { maximumOrderQuantity: 10000, collectionStartDate: dayOffset(2) } },
        });
        // Override above the available volume: the available volume is the maximum.
        expect(byId.get(DU_FIXED)).toMatchObject({
          maximumOrderQuantity: 100000,
          overrides: {
            // Without collection dates the period runs from today to the end of availability.
            original: { collectionStartDate: today, collectionEndDate: dayOffset(30), collectionTime: 31 },
            current: { maximumOrderQuantity: 500000 },
          },
        });
      },
    );
  });

  it('names the payment term of the relationship for the product', async () => {
    const byId = new Map((await body()).offers.map((o) => [o.id, o]));
    const seeded = await db().query<{ days: number }>(
      `SELECT pt.days FROM relationship_payment_terms pt JOIN relationships r ON r.id = pt.relationship_id
        WHERE r.buyer_account_id = 'acc-nordheiz' AND r.seller_account_id = 'acc-suedoel' AND pt.product_id = 'heizoel-el'`,
    );
    expect(byId.get(HH_FIXED)?.paymentTermDays).toBe(seeded.rows[0]?.days);
  });
});

describe('GET /api/v2/offers: filters, sorting, pages', () => {
  it('filters by products, terminals and sellers (several values each)', async () => {
    expect(await ids('buyer', 'productIds=diesel-b7')).toEqual([HH_LIVE]);
    expect(await ids('buyer', 'productIds=diesel-b7&productIds=heizoel-el')).toEqual([...BASE_OFFERS].sort());
    expect(await ids('buyer', 'terminalIds=tm-duisburg')).toEqual([DU_FIXED]);
    expect(await ids('buyer', 'sellerIds=acc-suedoel')).toEqual([HH_FIXED, HH_LIVE].sort());
    expect(await ids('buyer', 'sellerIds=acc-suedoel&productIds=heizoel-el')).toEqual([HH_FIXED]);
    expect(await ids('buyer', 'terminalIds=tm-leuna')).toEqual([]);
  });

  it('filters by a favourites list of the own account (its regions count as terminals)', async () => {
    await db().query(
      `INSERT INTO favourites (id, account_id, name, products, regions, terminals, sellers) VALUES
        ('fav-mo-1', 'acc-nordheiz', 'Heizöl', '{heizoel-el}', '{}', '{}', '{}'),
        ('fav-mo-2', 'acc-nordheiz', 'West', '{}', '{reg-west}', '{}', '{}'),
        ('fav-mo-3', 'acc-nordheiz', 'Hamburg Südöl', '{}', '{}', '{tm-hamburg}', '{acc-suedoel}'),
        ('fav-mo-x', 'acc-aviat-nord', 'Fremd', '{}', '{}', '{}', '{}')`,
    );
    expect(await ids('buyer', 'favouritesListId=fav-mo-1')).toEqual([DU_FIXED, HH_FIXED].sort());
    expect(await ids('buyer', 'favouritesListId=fav-mo-2')).toEqual([DU_FIXED]);
    expect(await ids('buyer', 'favouritesListId=fav-mo-3')).toEqual([HH_FIXED, HH_LIVE].sort());
    const other = await market('buyer', 'favouritesListId=fav-mo-x');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('offers the filter choices of every visible offer, whatever the query filters', async () => {
    const res = await body('buyer', 'productIds=diesel-b7');
    expect(res.offers.map((o) => o.id)).toEqual([HH_LIVE]);
    expect(res.filterOptions.terminals).toEqual([
      { id: 'tm-duisburg', name: 'Duisburg Ruhrort' },
      { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    ]);
    // K11: Heizöl before Diesel.
    expect(res.filterOptions.products).toEqual([
      { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
      { id: 'diesel-b7', name: 'Diesel B7' },
    ]);
    expect(res.filterOptions.sellers.map((s) => s.id)).toEqual(['acc-rheintank', 'acc-suedoel']);
    // Withheld live offers leave the choices too.
    quotes = [];
    const stale = await body();
    expect(stale.filterOptions.products.map((p) => p.id)).toEqual(['heizoel-el']);
  });

  it('sorts by price, product, seller and quantities, both directions', async () => {
    const order = async (q: string) => (await body('buyer', q)).offers.map((o) => o.id);
    expect(await order('sortBy=price&sortType=asc')).toEqual([HH_LIVE, HH_FIXED, DU_FIXED]);
    expect(await order('sortBy=price&sortType=desc')).toEqual([DU_FIXED, HH_FIXED, HH_LIVE]);
    expect(await order('sortBy=maximumAvailable&sortType=asc')).toEqual([HH_LIVE, DU_FIXED, HH_FIXED]);
    expect(await order('sortBy=minimumOrderQuantity&sortType=desc')).toEqual([HH_LIVE, DU_FIXED, HH_FIXED]);
    expect(await order('sortBy=maximumOrderQuantity&sortType=desc')).toEqual([HH_LIVE, DU_FIXED, HH_FIXED]);
    expect(await order('sortBy=seller&sortType=asc')).toEqual([DU_FIXED, HH_FIXED, HH_LIVE]);
    expect(await order('sortBy=terminal&sortType=desc')).toEqual([HH_FIXED, HH_LIVE, DU_FIXED]);
    expect(await order('sortBy=product&sortType=asc')).toEqual([HH_LIVE, DU_FIXED, HH_FIXED]);
    // Default: product category order (K11), product, price.
    expect(await order('')).toEqual([HH_FIXED, DU_FIXED, HH_LIVE]);
  });

  it('pages with pageNumber and pageLimit and reports the metadata', async () => {
    const p1 = await body('buyer', 'pageLimit=2&pageNumber=1&sortBy=price&sortType=asc');
    expect(p1.offers.map((o) => o.id)).toEqual([HH_LIVE, HH_FIXED]);
    expect(p1.metadata).toEqual({ pageCount: 2, pageLimit: 2, pageNumber: 1, total: 3 });
    const p2 = await body('buyer', 'pageLimit=2&pageNumber=2&sortBy=price&sortType=asc');
    expect(p2.offers.map((o) => o.id)).toEqual([DU_FIXED]);
    expect(p2.metadata).toEqual({ pageCount: 2, pageLimit: 2, pageNumber: 2, total: 3 });
    const past = await body('buyer', 'pageLimit=2&pageNumber=5');
    expect(past.offers).toEqual([]);
    expect(past.metadata).toEqual({ pageCount: 2, pageLimit: 2, pageNumber: 5, total: 3 });
    expect((await body()).metadata).toEqual({ pageCount: 1, pageLimit: 100, pageNumber: 1, total: 3 });
  });

  it('answers a bad query with 400 VALIDATION_FAILED', async () => {
    for (const q of [
      'sortBy=colour',
      'pageLimit=0',
      'pageLimit=5001',
      'pageNumber=0',
      'sortType=up',
      'pageNumber=x',
    ]) {
      const res = await market('buyer', q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/offers/childAccount/{id}', () => {
  it('[C3] gives the parent shareholder the market of its child account', async () => {
    // acc-aviat-nord is connected to acc-suedoel only.
    const res = await market('parent', '', '/api/offers/childAccount/acc-aviat-nord');
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as OffersBody;
    expect(b.offers.map((o) => o.id).sort()).toEqual([HH_FIXED, HH_LIVE].sort());
    expect(b.filterOptions.sellers.map((s) => s.id)).toEqual(['acc-suedoel']);
    // Query parameters work as on the own market.
    const filtered = await market(
      'parent',
      'productIds=diesel-b7',
      '/api/offers/childAccount/acc-aviat-nord',
    );
    expect((filtered.json() as OffersBody).offers.map((o) => o.id)).toEqual([HH_LIVE]);
    // The child's own view is the same.
    expect(await ids('child')).toEqual([HH_FIXED, HH_LIVE].sort());
  });

  it('answers 404 for an unknown account', async () => {
    const res = await market('parent', '', '/api/offers/childAccount/acc-nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 403 for an account that is not a child of the caller’s account', async () => {
    for (const [who, id] of [
      ['parent', 'acc-nordheiz'],
      ['buyer', 'acc-aviat-nord'],
      ['child', 'acc-aviat-sued'],
    ] as const) {
      const res = await market(who, '', `/api/offers/childAccount/${id}`);
      expect(res.statusCode, `${who} ${id}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const seller = await market('seller', '', '/api/offers/childAccount/acc-aviat-nord');
    expect(seller.statusCode).toBe(403);
  });
});

describe('findOrderableOffer', () => {
  it('[V8] returns the offer with relationship and override while the buyer may order it, else null', async () => {
    const now = t.clock.now();
    const row = await findOrderableOffer(db(), 'acc-nordheiz', HH_LIVE, now);
    expect(row).toMatchObject({
      id: HH_LIVE,
      seller_id: 'acc-suedoel',
      price_type: 'API',
      future_month: 'M00',
      density: '0.8360',
      available_volume: 60000,
      max_order_quantity: 38000,
    });
    expect(row?.relationship_id).toBeTruthy();
    // Another seller's buyer, outside the trading hours, or a paused offer: not orderable.
    expect(await findOrderableOffer(db(), 'acc-aviat-nord', DU_FIXED, now)).toBeNull();
    expect(
      await findOrderableOffer(db(), 'acc-nordheiz', HH_LIVE, new Date(now.getTime() + 12 * 3600_000)),
    ).toBeNull();
    await withChange(
      `UPDATE offers SET status = 'PAUSED' WHERE id = '${HH_FIXED}'`,
      `UPDATE offers SET status = 'ACTIVE' WHERE id = '${HH_FIXED}'`,
      async () => expect(await findOrderableOffer(db(), 'acc-nordheiz', HH_FIXED, now)).toBeNull(),
    );
    // Inside a transaction, locking the row.
    const locked = await db().transaction((tx) =>
      findOrderableOffer(tx, 'acc-nordheiz', HH_FIXED, now, { forUpdate: true }),
    );
    expect(locked?.id).toBe(HH_FIXED);
  });
});

describe('GET /api/v2/offers: a market of thousands of offers', () => {
  const COUNT = 5000;
  let large: LargeMarketOffer[] = [];
  /** The scenario's offers on the market: live ones of M02 are withheld (the window quotes M00, M01 only). */
  let visible: LargeMarketOffer[] = [];
  const baseOffers = [
    { id: HH_FIXED, product: 'heizoel-el', terminal: 'tm-hamburg', seller: 'acc-suedoel' },
    { id: HH_LIVE, product: 'diesel-b7', terminal: 'tm-hamburg', seller: 'acc-suedoel' },
    { id: DU_FIXED, product: 'heizoel-el', terminal: 'tm-duisburg', seller: 'acc-rheintank' },
  ];

  beforeAll(async () => {
    large = await insertLargeMarket(db(), { count: COUNT, now: t.clock.now(), prefix: 'mo-big' });
    visible = large.filter((o) => o.futureMonth !== 'M02');
  });
  afterAll(async () => {
    await db().query(`DELETE FROM offers WHERE id LIKE 'mo-big-%'`);
  });

  it('pages through all of them with exact totals, page counts and filter choices', async () => {
    expect(visible.length).toBeGreaterThan(4000);
    expect(visible.length).toBeLessThan(COUNT); // some live offers are withheld
    const all = [...visible, ...baseOffers];
    const first = await body('buyer', '');
    expect(first.offers).toHaveLength(100);
    expect(first.metadata).toEqual({
      pageCount: Math.ceil(all.length / 100),
      pageLimit: 100,
      pageNumber: 1,
      total: all.length,
    });
    // Every page of 1,000, together: each visible offer exactly once.
    const seen: string[] = [];
    const pages = Math.ceil(all.length / 1000);
    for (let n = 1; n <= pages; n++) {
      const page = await body('buyer', `pageLimit=1000&pageNumber=${n}`);
      expect(page.metadata).toEqual({ pageCount: pages, pageLimit: 1000, pageNumber: n, total: all.length });
      expect(page.offers).toHaveLength(n < pages ? 1000 : all.length - (pages - 1) * 1000);
      seen.push(...page.offers.map((o) => o.id));
    }
    expect(seen.sort()).toEqual(all.map((o) => o.id).sort());

    const names = async (table: string, ids: string[], order: string) =>
      (
        await db().query<{ id: string; name: string }>(
          `SELECT id, name FROM ${table} WHERE id = ANY ($1::text[]) ORDER BY ${order}`,
          [[...new Set(ids)]],
        )
      ).rows;
    expect(first.filterOptions.terminals).toEqual(
      await names(
        'terminals',
        all.map((o) => o.terminal),
        'name, id',
      ),
    );
    expect(first.filterOptions.products).toEqual(
      await names(
        'products',
        all.map((o) => o.product),
        'sort_order, name, id',
      ),
    );
    expect(first.filterOptions.sellers).toEqual(
      await names(
        'accounts',
        all.map((o) => o.seller),
        'name, id',
      ),
    );
    expect(first.filterOptions.terminals).toHaveLength(6);
    expect(first.filterOptions.products).toHaveLength(5);
  });

  it('beyond one page of 5,000 the page says so: the total counts every match, the page count the pages', async () => {
    const more = await insertLargeMarket(db(), { count: 1500, now: t.clock.now(), prefix: 'mo-bigx' });
    try {
      const all = [...visible, ...more.filter((o) => o.futureMonth !== 'M02'), ...baseOffers];
      expect(all.length).toBeGreaterThan(5000);
      const first = await body('buyer', 'pageLimit=5000&pageNumber=1&sortBy=product');
      expect(first.offers).toHaveLength(5000);
      expect(first.metadata).toEqual({ pageCount: 2, pageLimit: 5000, pageNumber: 1, total: all.length });
      const rest = await body('buyer', 'pageLimit=5000&pageNumber=2&sortBy=product');
      expect(rest.offers).toHaveLength(all.length - 5000);
      expect(rest.metadata.total).toBe(all.length);
    } finally {
      await db().query(`DELETE FROM offers WHERE id LIKE 'mo-bigx-%'`);
    }
  });

  it('filters and sorts them: the total counts the matches, the choices stay those of the whole market', async () => {
    const matches = [...visible, ...baseOffers].filter(
      (o) => ['diesel-b7', 'super-e10'].includes(o.product) && o.seller === 'acc-rheintank',
    );
    const query =
      'productIds=diesel-b7&productIds=super-e10&sellerIds=acc-rheintank&sortBy=price&sortType=desc';
    const last = Math.ceil(matches.length / 100);
    const p1 = await body('buyer', `${query}&pageNumber=1`);
    const pl = await body('buyer', `${query}&pageNumber=${last}`);
    expect(p1.metadata).toEqual({ pageCount: last, pageLimit: 100, pageNumber: 1, total: matches.length });
    expect(pl.offers).toHaveLength(matches.length - (last - 1) * 100);
    for (const page of [p1, pl]) {
      const prices = page.offers.map((o) => Number(o.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(page.offers.every((o) => matches.some((m) => m.id === o.id))).toBe(true);
    }
    expect(Number(p1.offers.at(-1)!.price)).toBeGreaterThanOrEqual(Number(pl.offers[0]!.price));
    expect(p1.filterOptions.products).toHaveLength(5);
    expect(p1.filterOptions.sellers.map((s) => s.id)).toEqual(['acc-rheintank', 'acc-suedoel']);
    const past = await body('buyer', `${query}&pageNumber=${last + 1}`);
    expect(past.offers).toEqual([]);
    expect(past.metadata.total).toBe(matches.length);
    expect(past.filterOptions.terminals).toHaveLength(6);
  });
});
