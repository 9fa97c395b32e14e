/**
 * The demo seed lets every demo buyer trade, and shows the order errors the README promises by hand:
 * the nearly used credit line, the Aviat's daily limit and the nearly sold-out offers. Runs at the real
 * time (the seed's dates and daily limits are relative to it), with a market window open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';
import { ManualPriceSource } from './basket-support.js';
import { evaluateTriggers } from '../src/features/contracts/service.js';
import type { Quote } from '../src/features/market-window/priceSource.js';
import { evaluatePriceAlerts } from '../src/features/price-alerts/evaluate.js';
import { creditHeadroom, dailyLimitHeadroom } from '../src/seed/data/limits.js';
import { nearlySoldOutLitres } from '../src/seed/data/offers.js';
import { priceAlerts } from '../src/seed/data/priceAlerts.js';
import { priceTriggers } from '../src/seed/data/priceTriggers.js';

interface MarketOffer {
  id: string;
  seller: { id: string };
  product: { id: string };
  terminal: { id: string };
  priceType: string;
  price: string;
  offerAvailability: number;
}

let current: TestApp | undefined;

/** Fresh quotes for every gasoil month the seed's live offers follow, and the FX rates. */
const quotes = (at: Date): Quote[] => [
  ...['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'].map((m) => ({
    symbol: `ICE/GAS/${m}`,
    price: '742.2500',
    timestamp: at,
  })),
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
  { symbol: 'EUR/CHF', price: '0.9415', timestamp: at },
];

/** A fresh seeded database and an app of `brand` with a market window open at the real time. */
async function startAt(brand: string): Promise<TestApp> {
  const source = new ManualPriceSource();
  const t = await createTestApp({
    env: { BRAND: brand },
    deps: { withMarket: true, market: { priceSourceFactory: () => source } },
  });
  current = t;
  source.emit(quotes(t.clock.now()));
  await vi.waitFor(async () => expect(await t.app.market.currentWindow()).not.toBeNull(), {
    timeout: 10_000,
  });
  return t;
}

async function get<T>(t: TestApp, cookie: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function order(t: TestApp, cookie: string, offerId: string, quantity: number) {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers: { ...CSRF, cookie },
    payload: { offerId, quantity, deliveryAddressId: null },
  });
  expect(added.statusCode, added.body).toBe(201);
  const item = (added.json() as { items: { id: string; offerId: string }[] }).items.find(
    (i) => i.offerId === offerId,
  )!;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...CSRF, cookie },
    payload: { basketItemIds: [item.id] },
  });
}

afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('demo seed for trading', () => {
  it.each([
    ['default', demo.buyer],
    ['default', demo.child],
    ['ch', demo.chBuyer],
    ['at', demo.atBuyer],
  ])('gives the %s buyer %s fixed and live fuel offers and additive offers', async (brand, buyer) => {
    const t = await startAt(brand);
    const cookie = await t.login(buyer);
    const fuel = await get<{ offers: MarketOffer[] }>(t, cookie, '/api/v2/offers?pageLimit=1000');
    expect(fuel.offers.some((o) => o.priceType === 'FIXED')).toBe(true);
    expect(fuel.offers.some((o) => o.priceType === 'API')).toBe(true);
    // Live prices come out near the fixed ones (duty and margin are in the surcharge).
    for (const o of fuel.offers) expect(Number(o.price)).toBeGreaterThan(80);
    const additives = await get<{ offers: unknown[] }>(t, cookie, '/api/v2/offers/additives');
    expect(additives.offers.length).toBeGreaterThan(0);
  });

  it('[M3] refuses a large order on the nearly used credit line of Nordheiz with Rheintank', async () => {
    const t = await startAt('default');
    const cookie = await t.login(demo.buyer2);
    const { offers } = await get<{ offers: MarketOffer[] }>(
      t,
      cookie,
      '/api/v2/offers?pageLimit=1000&sellerIds=acc-rheintank',
    );
    const free = Number(creditHeadroom.find(([rel]) => rel === 'rel-2')![1]);
    const offer = offers.find((o) => o.offerAvailability >= 30_000)!;
    // Gross of 30,000 l at ~90 EUR/100 L is far above the free credit.
    expect(Number(offer.price) * 300 * 1.19).toBeGreaterThan(free);
    const res = await order(t, cookie, offer.id, 30_000);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDIT_LIMIT' });
  });

  it('[K2] refuses Aviat Nord more Heizöl today than its daily limit leaves', async () => {
    const t = await startAt('default');
    const cookie = await t.login(demo.child);
    const [, product, free] = dailyLimitHeadroom.find(([, p]) => p === 'heizoel-el')!;
    const { offers } = await get<{ offers: MarketOffer[] }>(
      t,
      cookie,
      `/api/v2/offers?pageLimit=1000&productIds=${product}`,
    );
    const offer = offers.find((o) => o.offerAvailability >= free + 5000)!;
    const res = await order(t, cookie, offer.id, free + 5000);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DAILY_PURCHASE_LIMIT_REACHED' });
  });

  it('[M3] has a nearly sold-out Heizöl offer per seller that refuses more than is left', async () => {
    const t = await startAt('default');
    const cookie = await t.login(demo.buyer);
    const { offers } = await get<{ offers: MarketOffer[] }>(t, cookie, '/api/v2/offers?pageLimit=1000');
    const scarce = offers.filter((o) => o.offerAvailability === nearlySoldOutLitres);
    expect(new Set(scarce.map((o) => o.seller.id))).toEqual(new Set(['acc-suedoel', 'acc-rheintank']));
    // A colleague in another browser takes most of it; the first then gets "not enough volume" with what is left.
    const other = await t.login(demo.buyer2);
    const first = scarce.find((o) => o.seller.id === 'acc-suedoel')!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: { ...CSRF, cookie },
      payload: { offerId: first.id, quantity: nearlySoldOutLitres, deliveryAddressId: null },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await order(t, other, first.id, 3000)).statusCode).toBe(201);
    const itemId = (added.json() as { items: { id: string; offerId: string }[] }).items.find(
      (i) => i.offerId === first.id,
    )!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...CSRF, cookie },
      payload: { basketItemIds: [itemId] },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_VOLUME', context: { newAvailableVolume: 1000 } });
  });

  it('gives the default buyer price alerts and price triggers that the seeded prices do not set off', async () => {
    const t = await startAt('default');
    const buyer = await t.login(demo.buyer);
    const { offers } = await get<{ offers: MarketOffer[] }>(t, buyer, '/api/v2/offers?pageLimit=1000');
    const listed = (product: string, terminal: string) =>
      offers.filter((o) => o.product.id === product && o.terminal.id === terminal);

    // A tick evaluates both on the seeded prices: nothing triggers, nothing orders.
    expect(await evaluatePriceAlerts(t.app)).toEqual([]);
    await evaluateTriggers(t.app);

    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/price-alerts',
      headers: { cookie: buyer },
    });
    expectContract(alerts, 'listPriceAlerts');
    const byId = new Map(
      alerts.json<{ id: string; status: string; triggeredPrice: string | null }[]>().map((a) => [a.id, a]),
    );
    for (const seeded of priceAlerts) {
      expect(byId.get(seeded.id), seeded.id).toMatchObject({
        status: seeded.triggered ? 'TRIGGERED' : 'ACTIVE',
        triggeredPrice: seeded.triggered?.price ?? null,
      });
      // An active one watches a product and terminal the market lists, at prices that miss its value.
      if (seeded.triggered) continue;
      const prices = listed(seeded.product, seeded.terminal).map((o) => Number(o.price));
      expect(prices.length, seeded.id).toBeGreaterThan(0);
      const lowest = Math.min(...prices);
      if (seeded.operator === 'BELOW') expect(lowest).toBeGreaterThan(Number(seeded.value) + 5);
      else expect(lowest).toBeLessThan(Number(seeded.value) - 5);
    }

    const seller = await t.login(demo.seller);
    for (const cookie of [buyer, seller]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/contracts/triggers', headers: { cookie } });
      expectContract(res, 'listTriggers');
      const triggers = res.json<{ id: string; status: string; offerId: string; triggerPrice: string }[]>();
      expect(triggers.map((x) => x.id).sort()).toEqual(priceTriggers.map((p) => p.id).sort());
      for (const trigger of triggers) {
        expect(trigger.status).toBe('ACTIVE');
        // Far below the offer's price on the buyer's market.
        const offer = offers.find((o) => o.id === trigger.offerId)!;
        expect(Number(offer.price)).toBeGreaterThan(Number(trigger.triggerPrice) + 5);
      }
    }
  });
});
