/**
 * Price triggers of the contract management (features/contracts): who may use them [B9][R5], when a tick
 * executes one (price <= limit, never on stale prices), that an execution is an order of the order
 * transaction and a refusal is recorded with its order error (spec §8), the seller's rejection, the
 * buyer's cancel and change, and expiry. The race of two ticks on PostgreSQL: contracts-race.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, CSRF, demo, expectContract } from './helpers/app.js';
import './helpers/setup.js';
import { basketRepo } from '../src/features/basket/repository.js';
import { evaluateTriggers } from '../src/features/contracts/service.js';
import { marketPricing, offerPriceForBuyer } from '../src/features/pricing/buyerPrice.js';
import { makeOffer, query, resetOrdering, startBasketApp, type BasketTestApp } from './basket-support.js';

let t: BasketTestApp;
let buyer: string;
let seller: string;

interface TriggerBody {
  id: string;
  status: string;
  version: number;
  orderId: string | null;
  executedPrice: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  rejectionComment: string | null;
}

/** A price tick at the test clock's now (ICE gasoil M01 at `ice` USD/mt); resolves once it is applied. */
async function tick(ice = '742.2500'): Promise<void> {
  const at = t.clock.now();
  t.source.emit([
    { symbol: 'ICE/GAS/M01', price: ice, timestamp: at },
    { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
    { symbol: 'EUR/CHF', price: '0.9415', timestamp: at },
  ]);
  await vi.waitFor(async () => {
    const w = await t.app.market.currentWindow();
    const gas = w?.prices.find((p) => p.symbol === 'ICE/GAS/M01');
    expect(gas?.timestamp).toBe(at.toISOString());
    expect(gas?.price).toBe(ice);
  });
}

/** A live (ICE gasoil M01) Heizöl offer of Südöl at Karlsruhe. */
async function liveOffer(): Promise<string> {
  const id = await makeOffer(t, { terminal: 'tm-karlsruhe', max: 50_000 });
  await query(
    t,
    `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01', surcharge = 0,
            surcharge_unit = 'USD/METRIC_TONNE' WHERE id = $1`,
    [id],
  );
  return id;
}

/** The offer's price for Nordheiz now, as the market and the basket compute it. */
async function priceNow(offerId: string): Promise<string> {
  const [offer] = await basketRepo(t.app.db).offers([offerId], 'acc-nordheiz');
  const window = await t.app.market.currentWindow();
  const priced = offerPriceForBuyer(offer!, marketPricing(t.app, window!, 'EUR', t.clock.now()), null);
  expect(priced, 'the offer has a price').not.toBeNull();
  return priced!.quoted;
}

const inAWeek = () => new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();

async function createTrigger(body: Record<string, unknown>, cookie = buyer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contracts/triggers',
    headers: { ...CSRF, cookie },
    payload: { volume: 10_000, validUntil: inAWeek(), ...body },
  });
}

async function created(offerId: string, triggerPrice: string, extra: Record<string, unknown> = {}) {
  const res = await createTrigger({ offerId, triggerPrice, ...extra });
  expectContract(res, 'createTrigger');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TriggerBody>();
}

async function list(cookie: string): Promise<TriggerBody[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/contracts/triggers', headers: { cookie } });
  expectContract(res, 'listTriggers');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TriggerBody[]>();
}

async function one(cookie: string, id: string): Promise<TriggerBody> {
  const found = (await list(cookie)).find((x) => x.id === id);
  expect(found, `trigger ${id} listed`).toBeDefined();
  return found!;
}

const ordersOf = async (offerId: string) =>
  query<{ id: string; price: string; volume: string; buyer_user_id: string; payment_days: number }>(
    t,
    `SELECT id, price::text AS price, volume::text AS volume, buyer_user_id, payment_days FROM orders
      WHERE offer_id = $1`,
    [offerId],
  );

beforeAll(async () => {
  t = await startBasketApp();
  buyer = await t.login(demo.buyer);
  seller = await t.login(demo.seller);
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetOrdering(t);
  await query(t, `DELETE FROM price_triggers`);
  await query(
    t,
    `UPDATE users SET roles = '{MyRelationships_View,MyOffers_Purchase}' WHERE id = 'u-buyer-1'`,
  );
  await query(
    t,
    `UPDATE accounts SET features = '{productAdditives,newsBox,triggers}' WHERE id = 'acc-suedoel'`,
  );
  await tick();
});

describe('who may use price triggers', () => {
  it('[B9] triggers exist only on the default brand: a buyer of the Swiss or Austrian platform is refused', async () => {
    for (const [brand, user] of [
      ['ch', demo.chBuyer],
      ['at', demo.atBuyer],
    ] as const) {
      const other = await createTestApp({ env: { BRAND: brand } });
      try {
        const cookie = await other.login(user);
        const res = await other.app.inject({
          method: 'GET',
          url: '/api/contracts/triggers',
          headers: { cookie },
        });
        expectContract(res, 'listTriggers');
        expect(res.statusCode, brand).toBe(403);
      } finally {
        await other.close();
      }
    }
    // The default platform's buyer is served.
    expect(await list(buyer)).toEqual([]);
  });

  it('[R5] a seller without the account feature triggers is refused', async () => {
    const rheintank = await t.login(demo.seller2);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contracts/triggers',
      headers: { cookie: rheintank },
    });
    expect(res.statusCode).toBe(403);
  });

  it('[R5] a trigger can only be set on an offer of a seller with the account feature triggers', async () => {
    const offerId = await makeOffer(t, { seller: 'acc-rheintank', terminal: 'tm-duisburg' });
    const res = await createTrigger({ offerId, triggerPrice: '999' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/offerId', message: 'triggers_not_offered' }],
    });
  });

  it('a buyer user without purchase rights cannot set a trigger', async () => {
    await query(t, `UPDATE users SET roles = '{MyRelationships_View}' WHERE id = 'u-buyer-1'`);
    const res = await createTrigger({ offerId: await liveOffer(), triggerPrice: '999' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a limit that is not a positive price and a validity in the past', async () => {
    const offerId = await liveOffer();
    const res = await createTrigger({
      offerId,
      triggerPrice: '0',
      validUntil: new Date(t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([
      '/triggerPrice',
      '/validUntil',
    ]);
  });
});

describe('evaluation on a price tick', () => {
  it.each([
    { name: 'exactly at the limit', limit: (p: string) => p, executes: true },
    { name: 'below the limit', limit: (p: string) => (Number(p) + 1).toFixed(4), executes: true },
    {
      name: 'above the limit (price > limit)',
      limit: (p: string) => (Number(p) - 0.0001).toFixed(4),
      executes: false,
    },
  ])('a buy trigger with the price $name: executes = $executes', async ({ limit, executes }) => {
    const offerId = await liveOffer();
    const price = await priceNow(offerId);
    const trigger = await created(offerId, limit(price));
    await evaluateTriggers(t.app);
    const after = await one(buyer, trigger.id);
    const orders = await ordersOf(offerId);
    if (executes) {
      expect(after).toMatchObject({ status: 'EXECUTED', executedPrice: price, failureCode: null });
      expect(orders).toEqual([
        { id: after.orderId, price, volume: '10000', buyer_user_id: 'u-buyer-1', payment_days: 14 },
      ]);
    } else {
      expect(after).toMatchObject({ status: 'ACTIVE', orderId: null, executedPrice: null });
      expect(orders).toEqual([]);
    }
  });

  it('a price crossing down to the limit executes the trigger on that tick, once', async () => {
    const offerId = await liveOffer();
    const before = await priceNow(offerId);
    const trigger = await created(offerId, (Number(before) - 0.5).toFixed(4));
    await evaluateTriggers(t.app);
    expect((await one(buyer, trigger.id)).status).toBe('ACTIVE');

    await tick('700.0000'); // the tick's own evaluation runs too: at most one order either way
    const after = await priceNow(offerId);
    expect(Number(after)).toBeLessThan(Number(before) - 0.5);
    await evaluateTriggers(t.app);
    await vi.waitFor(async () => expect((await one(buyer, trigger.id)).status).toBe('EXECUTED'));
    await evaluateTriggers(t.app);
    const done = await one(buyer, trigger.id);
    expect(done.executedPrice).toBe(after);
    expect((await ordersOf(offerId)).map((o) => o.id)).toEqual([done.orderId]);
  });

  it('[T6] stale prices (older than two minutes) never trigger, not even a fixed-price offer', async () => {
    const live = await liveOffer();
    const fixed = await makeOffer(t, { terminal: 'tm-karlsruhe', price: '92.4500' });
    const onLive = await created(live, '9999');
    const onFixed = await created(fixed, '9999');
    t.clock.advance(2 * 60_000 + 1000);
    await evaluateTriggers(t.app);
    expect((await one(buyer, onLive.id)).status).toBe('ACTIVE');
    expect((await one(buyer, onFixed.id)).status).toBe('ACTIVE');
    expect([...(await ordersOf(live)), ...(await ordersOf(fixed))]).toEqual([]);

    await tick(); // fresh prices again: both execute
    await evaluateTriggers(t.app);
    expect((await one(buyer, onLive.id)).status).toBe('EXECUTED');
    expect((await one(buyer, onFixed.id)).status).toBe('EXECUTED');
  });

  it('a price tick of the market runs the evaluation by itself', async () => {
    const offerId = await liveOffer();
    const trigger = await created(offerId, '9999');
    await tick('741.0000');
    await vi.waitFor(async () => expect((await one(buyer, trigger.id)).status).toBe('EXECUTED'), {
      timeout: 5000,
    });
    expect(await ordersOf(offerId)).toHaveLength(1);
  });

  it('a trigger past its validity becomes EXPIRED and never orders', async () => {
    const offerId = await liveOffer();
    const trigger = await created(offerId, '9999', {
      validUntil: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    t.clock.advance(61_000);
    await evaluateTriggers(t.app);
    expect((await one(buyer, trigger.id)).status).toBe('EXPIRED');
    await tick();
    await evaluateTriggers(t.app);
    expect(await ordersOf(offerId)).toEqual([]);
  });
});

describe('[M3] refusals of the order transaction are recorded for both sides', () => {
  it('an insufficient credit limit fails the trigger with its code and message; nothing is ordered', async () => {
    await query(
      t,
      `UPDATE relationships SET credit_limit_mode = 'MANUAL', credit_limit = 100 WHERE id = 'rel-1'`,
    );
    const offerId = await liveOffer();
    const available = async () =>
      (
        await query<{ available_volume: string }>(
          t,
          `SELECT available_volume::text FROM offers WHERE id = $1`,
          [offerId],
        )
      )[0]!.available_volume;
    const before = await available();
    const trigger = await created(offerId, '9999');
    await evaluateTriggers(t.app);
    const failed = await one(buyer, trigger.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      orderId: null,
      failureCode: 'INSUFFICIENT_CREDIT_LIMIT',
      failureMessage: 'Ihr Kreditlimit reicht für diese Bestellung nicht aus.',
    });
    expect(failed.executedPrice).toBe(await priceNow(offerId));
    expect(await ordersOf(offerId)).toEqual([]);
    const after = await available();
    expect(after).toBe(before);
    // The seller sees the same outcome on their offer.
    expect(await one(seller, trigger.id)).toMatchObject({
      status: 'FAILED',
      failureCode: 'INSUFFICIENT_CREDIT_LIMIT',
    });
    // A failed trigger is settled: a later tick does not try again.
    await query(t, `UPDATE relationships SET credit_limit_mode = 'NONE' WHERE id = 'rel-1'`);
    await evaluateTriggers(t.app);
    expect((await one(buyer, trigger.id)).status).toBe('FAILED');
  });

  it('a disabled relationship and a volume the offer does not have are refused with their codes', async () => {
    const small = await makeOffer(t, { terminal: 'tm-karlsruhe', available: 5000, max: 50_000 });
    const onSmall = await created(small, '9999', { volume: 6000 });
    await evaluateTriggers(t.app);
    expect(await one(buyer, onSmall.id)).toMatchObject({
      status: 'FAILED',
      failureCode: 'NOT_ENOUGH_VOLUME',
    });

    const offerId = await liveOffer();
    const trigger = await created(offerId, '9999');
    await query(t, `UPDATE relationships SET seller_status = 'DISABLED' WHERE id = 'rel-1'`);
    await evaluateTriggers(t.app);
    expect(await one(buyer, trigger.id)).toMatchObject({
      status: 'FAILED',
      failureCode: 'RELATIONSHIP_DISABLED',
    });
  });
});

describe('the seller and the buyer act on a trigger', () => {
  it('the seller rejects an active trigger on their offer; both see it and it never executes', async () => {
    const offerId = await liveOffer();
    const trigger = await created(offerId, '1');
    expect((await list(seller)).map((x) => x.id)).toContain(trigger.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/triggers/${trigger.id}/reject`,
      headers: { ...CSRF, cookie: seller },
      payload: { version: trigger.version, comment: 'Menge derzeit nicht lieferbar.' },
    });
    expectContract(res, 'rejectTrigger');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      rejectionComment: 'Menge derzeit nicht lieferbar.',
    });
    expect(await one(buyer, trigger.id)).toMatchObject({ status: 'REJECTED' });

    await query(t, `UPDATE price_triggers SET trigger_price = 9999 WHERE id = $1`, [trigger.id]);
    await evaluateTriggers(t.app);
    expect(await ordersOf(offerId)).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/triggers/${trigger.id}/reject`,
      headers: { ...CSRF, cookie: seller },
      payload: { version: trigger.version + 1 },
    });
    expectContract(again, 'rejectTrigger');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TRIGGER_STATE_CONFLICT', context: { status: 'REJECTED' } });
  });

  it('the buyer changes and cancels an active trigger of the version read; a stale version is 409', async () => {
    const offerId = await liveOffer();
    const trigger = await created(offerId, '1');
    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/contracts/triggers/${trigger.id}`,
        headers: { ...CSRF, cookie: buyer },
        payload: {
          version,
          volume: 12_000,
          triggerPrice: '2.5',
          validUntil: inAWeek(),
          contractNumber: 'KV-1',
        },
      });
    const changed = await put(trigger.version);
    expectContract(changed, 'updateTrigger');
    expect(changed.json()).toMatchObject({
      volume: 12_000,
      triggerPrice: '2.5000',
      contractNumber: 'KV-1',
      version: 2,
    });
    const stale = await put(trigger.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', context: { currentVersion: 2 } });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/triggers/${trigger.id}?version=2`,
      headers: { ...CSRF, cookie: buyer },
    });
    expectContract(del, 'deleteTrigger');
    expect(del.statusCode).toBe(204);
    expect(await one(buyer, trigger.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await one(seller, trigger.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('another seller does not learn of a trigger (404)', async () => {
    const trigger = await created(await liveOffer(), '1');
    await query(t, `UPDATE accounts SET features = '{triggers}' WHERE id = 'acc-rheintank'`);
    try {
      const rheintank = await t.login(demo.seller2);
      expect((await list(rheintank)).map((x) => x.id)).not.toContain(trigger.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/contracts/triggers/${trigger.id}/reject`,
        headers: { ...CSRF, cookie: rheintank },
        payload: { version: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await query(t, `UPDATE accounts SET features = '{productAdditives}' WHERE id = 'acc-rheintank'`);
    }
  });
});
