/**
 * Price alerts (features/price-alerts): the buyer user's own alerts, their evaluation on every price tick
 * (crossing down and up, exactly at the limit, stale quotes, lifting period TODAY vs ALL, once per trigger,
 * concurrently on PostgreSQL), the mail and the `priceAlert` event, and the brand gate [B9].
 *
 * The market of the demo buyer (Nordheiz) at Heizöl EL / Hamburg holds only the offers the tests make: the
 * seeded ones there are paused, and pricing rules and overrides are removed, so the price is the offer's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../src/features/market-window/priceSource.js';
import { evaluatePriceAlerts } from '../src/features/price-alerts/evaluate.js';
import { isoDay, makeOffer, quotesAt, startBasketApp, type BasketTestApp } from './basket-support.js';
import { CSRF, createTestApp, demo, expectContract } from './helpers/app.js';
import { listen, openStream } from './market-support.js';

interface PriceAlert {
  id: string;
  product: { id: string; name: string };
  terminal: { id: string; name: string };
  operator: 'ABOVE' | 'BELOW';
  value: string;
  liftingPeriodType: 'ALL' | 'TODAY';
  comment: string;
  status: 'ACTIVE' | 'TRIGGERED';
  created: string;
  triggeredAt: string | null;
  triggeredPrice: string | null;
}

const PRODUCT = 'heizoel-el';
const TERMINAL = 'tm-hamburg';

let t: BasketTestApp;
let buyer: string;
let colleague: string;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.testDb.db.query<T>(text, params)).rows;

async function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { ...CSRF, cookie }, ...(payload ? { payload } : {}) });
}

async function createAlert(
  body: Partial<{
    productId: string;
    terminalId: string;
    operator: 'ABOVE' | 'BELOW';
    value: string;
    liftingPeriodType: 'ALL' | 'TODAY';
    comment: string;
  }>,
  cookie = buyer,
): Promise<PriceAlert> {
  const res = await call(cookie, 'POST', '/api/price-alerts', {
    productId: PRODUCT,
    terminalId: TERMINAL,
    operator: 'BELOW',
    value: '90',
    liftingPeriodType: 'ALL',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  expectContract(res, 'createPriceAlert');
  return res.json<PriceAlert>();
}

async function alertOf(id: string): Promise<PriceAlert | undefined> {
  const res = await call(buyer, 'GET', '/api/price-alerts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceAlert[]>().find((a) => a.id === id);
}

/** A tick of fresh quotes at the test clock's time, handled by the market (and the alerts) of the app. */
async function tick(quotes: Quote[] = quotesAt(t.clock.now())): Promise<void> {
  const newest = quotes[0]!.timestamp.toISOString();
  t.source.emit(quotes);
  await vi.waitFor(async () => {
    const w = await t.app.market.currentWindow();
    expect(w?.prices.find((p) => p.symbol === quotes[0]!.symbol)?.timestamp).toBe(newest);
  });
}

const setPrice = (offerId: string, price: string) =>
  sql(`UPDATE offers SET price = $2 WHERE id = $1`, [offerId, price]);

beforeAll(async () => {
  t = await startBasketApp({}, { maxStreamMs: 60_000, keepAliveMs: 60_000 });
  await sql(`UPDATE offers SET status = 'PAUSED' WHERE product_id = $1 AND terminal_id = $2`, [
    PRODUCT,
    TERMINAL,
  ]);
  await sql(`DELETE FROM pricing_rules`);
  await sql(`DELETE FROM seller_min_prices`);
  await sql(`DELETE FROM offer_overrides`);
  await sql(
    `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
            terminal_selection_mode = 'ALL', product_selection_mode = 'ALL' WHERE id = 'rel-1'`,
  );
  buyer = await t.login(demo.buyer);
  colleague = await t.login(demo.buyer2);
});

afterAll(() => t?.close());

beforeEach(async () => {
  // Every test starts without alerts and without offers of its own at the watched product and terminal.
  await sql(`DELETE FROM price_alerts`);
  await sql(`DELETE FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`);
  await sql(`UPDATE offers SET status = 'PAUSED' WHERE id LIKE 'off-t-%'`);
});

describe('keeping price alerts', () => {
  it('[PA1] a new alert is ACTIVE, watches all lifting periods or today’s, and is listed with its settings', async () => {
    const all = await createAlert({ value: '90.5', comment: '  Lager Nord auffüllen ' });
    expect(all).toMatchObject({
      product: { id: PRODUCT, name: expect.any(String) as string },
      terminal: { id: TERMINAL, name: expect.any(String) as string },
      operator: 'BELOW',
      value: '90.5000',
      liftingPeriodType: 'ALL',
      comment: 'Lager Nord auffüllen',
      status: 'ACTIVE',
      triggeredAt: null,
      triggeredPrice: null,
    });
    t.clock.advance(1000);
    const today = await createAlert({ operator: 'ABOVE', value: '120', liftingPeriodType: 'TODAY' });
    expect(today).toMatchObject({ liftingPeriodType: 'TODAY', operator: 'ABOVE', status: 'ACTIVE' });
    const res = await call(buyer, 'GET', '/api/price-alerts');
    expectContract(res, 'listPriceAlerts');
    expect(res.json<PriceAlert[]>().map((a) => a.id)).toEqual([today.id, all.id]);
  });

  it('changes and deletes an alert; bad input is 400 with the fields named', async () => {
    const alert = await createAlert({});
    const put = await call(buyer, 'PUT', `/api/price-alerts/${alert.id}`, {
      productId: 'diesel-b7',
      terminalId: TERMINAL,
      operator: 'ABOVE',
      value: '101.25',
      liftingPeriodType: 'TODAY',
      comment: 'Nur heute',
    });
    expect(put.statusCode, put.body).toBe(200);
    expectContract(put, 'updatePriceAlert');
    expect(put.json()).toMatchObject({
      product: { id: 'diesel-b7' },
      value: '101.2500',
      comment: 'Nur heute',
    });

    const bad = await call(buyer, 'POST', '/api/price-alerts', {
      productId: 'adblue', // not a fuel, or not a product at all
      terminalId: 'tm-basel', // the Swiss platform's
      operator: 'BELOW',
      value: '0',
      liftingPeriodType: 'ALL',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      bad
        .json<{ errors: { path: string }[] }>()
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['/productId', '/terminalId', '/value']);
    for (const value of ['-1', '1.23456', '12345678901']) {
      const res = await call(buyer, 'POST', '/api/price-alerts', {
        productId: PRODUCT,
        terminalId: TERMINAL,
        operator: 'BELOW',
        value,
        liftingPeriodType: 'ALL',
      });
      expect(res.statusCode, value).toBe(400);
    }

    const del = await call(buyer, 'DELETE', `/api/price-alerts/${alert.id}`);
    expect(del.statusCode).toBe(204);
    expect(await alertOf(alert.id)).toBeUndefined();
    expect((await call(buyer, 'DELETE', `/api/price-alerts/${alert.id}`)).statusCode).toBe(404);
  });

  it('each user keeps their own alerts: a colleague neither sees nor changes them (404)', async () => {
    const alert = await createAlert({});
    const list = await call(colleague, 'GET', '/api/price-alerts');
    expect(list.json<PriceAlert[]>()).toEqual([]);
    const body = {
      productId: PRODUCT,
      terminalId: TERMINAL,
      operator: 'BELOW',
      value: '1',
      liftingPeriodType: 'ALL',
    };
    expect((await call(colleague, 'PUT', `/api/price-alerts/${alert.id}`, body)).statusCode).toBe(404);
    expect((await call(colleague, 'DELETE', `/api/price-alerts/${alert.id}`)).statusCode).toBe(404);
    expect(await alertOf(alert.id)).toMatchObject({ value: '90.0000' });
  });

  it('sellers have no price alerts (403)', async () => {
    const seller = await t.login(demo.seller);
    const res = await call(seller, 'GET', '/api/price-alerts');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('evaluating the alerts on every price tick', () => {
  it('[PA1] a price falling below a BELOW alert triggers it on the next tick, with the price, a mail and status TRIGGERED', async () => {
    const offer = await makeOffer(t, { price: '92.4500' });
    const alert = await createAlert({ operator: 'BELOW', value: '90', comment: 'Lager Nord' });
    await tick();
    expect(await evaluatePriceAlerts(t.app)).toEqual([]);
    expect((await alertOf(alert.id))?.status).toBe('ACTIVE');

    await setPrice(offer, '89.9900');
    t.clock.advance(5000);
    await tick();
    await vi.waitFor(async () => expect((await alertOf(alert.id))?.status).toBe('TRIGGERED'));
    const triggered = (await alertOf(alert.id))!;
    expect(triggered).toMatchObject({ triggeredPrice: '89.9900', triggeredAt: t.clock.now().toISOString() });
    const mails = await sql<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(demo.buyer);
    expect(mails[0]!.body).toContain('89,99');
    expect(mails[0]!.body).toContain('Lager Nord');
  });

  it('[PA1] a price rising above an ABOVE alert triggers it; a price on the wrong side does not', async () => {
    const offer = await makeOffer(t, { price: '92.4500' });
    const above = await createAlert({ operator: 'ABOVE', value: '95' });
    const below = await createAlert({ operator: 'BELOW', value: '80' });
    expect(await evaluatePriceAlerts(t.app)).toEqual([]);
    await setPrice(offer, '95.0100');
    const triggered = await evaluatePriceAlerts(t.app);
    expect(triggered.map((a) => a.id)).toEqual([above.id]);
    expect(triggered[0]).toMatchObject({ status: 'TRIGGERED', triggeredPrice: '95.0100' });
    expect((await alertOf(below.id))?.status).toBe('ACTIVE');
  });

  it('[PA1] a price exactly at the value triggers BELOW and ABOVE alike', async () => {
    await makeOffer(t, { price: '92.4500' });
    const below = await createAlert({ operator: 'BELOW', value: '92.45' });
    const above = await createAlert({ operator: 'ABOVE', value: '92.4500' });
    const justBelow = await createAlert({ operator: 'BELOW', value: '92.4499' });
    const justAbove = await createAlert({ operator: 'ABOVE', value: '92.4501' });
    const triggered = (await evaluatePriceAlerts(t.app)).map((a) => a.id).sort();
    expect(triggered).toEqual([below.id, above.id].sort());
    expect((await alertOf(justBelow.id))?.status).toBe('ACTIVE');
    expect((await alertOf(justAbove.id))?.status).toBe('ACTIVE');
  });

  it('[PA1] the lowest of several offers counts', async () => {
    await makeOffer(t, { price: '92.4500' });
    await makeOffer(t, { price: '88.1000', seller: 'acc-suedoel' });
    const alert = await createAlert({ operator: 'BELOW', value: '90' });
    const [triggered] = await evaluatePriceAlerts(t.app);
    expect(triggered).toMatchObject({ id: alert.id, triggeredPrice: '88.1000' });
  });

  it('[T6] a stale quote never triggers: a live offer counts only while its quotes are at most two minutes old', async () => {
    const offer = await makeOffer(t, {});
    await sql(
      `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01', surcharge = 0,
              surcharge_unit = 'USD/METRIC_TONNE' WHERE id = $1`,
      [offer],
    );
    // ICE M01 742.25 USD/t at EUR/USD 1.0832: about 58 EUR/100 L, far below the value.
    const alert = await createAlert({ operator: 'BELOW', value: '200' });
    const quoted = t.clock.now().getTime();
    t.clock.advance(2 * 60_000 + 1000);
    // A tick whose quotes were taken before the two minutes: stale on arrival.
    await tick(quotesAt(new Date(quoted + 1)));
    expect(await evaluatePriceAlerts(t.app)).toEqual([]);
    expect((await alertOf(alert.id))?.status).toBe('ACTIVE');
    // The next fresh tick triggers it.
    await tick();
    await vi.waitFor(async () => expect((await alertOf(alert.id))?.status).toBe('TRIGGERED'));
  });

  it('[PA1] lifting period TODAY counts only offers collectable today; ALL counts every offer', async () => {
    const offer = await makeOffer(t, { price: '80.0000' });
    const tomorrow = isoDay(t.clock.now().getTime() + 86_400_000);
    await sql(`UPDATE offers SET collection_start = $2, collection_end = $2 WHERE id = $1`, [
      offer,
      tomorrow,
    ]);
    const today = await createAlert({ operator: 'BELOW', value: '85', liftingPeriodType: 'TODAY' });
    const all = await createAlert({ operator: 'BELOW', value: '85', liftingPeriodType: 'ALL' });
    expect((await evaluatePriceAlerts(t.app)).map((a) => a.id)).toEqual([all.id]);
    expect((await alertOf(today.id))?.status).toBe('ACTIVE');
    await sql(`UPDATE offers SET collection_start = NULL, collection_end = NULL WHERE id = $1`, [offer]);
    expect((await evaluatePriceAlerts(t.app)).map((a) => a.id)).toEqual([today.id]);
  });

  it('[PA1] an alert triggers once: the next ticks neither notify nor mail again, until it is changed', async () => {
    const base = await listen(t.app);
    const own = await openStream(`${base}/api/events`, { cookie: buyer });
    const other = await openStream(`${base}/api/events`, { cookie: colleague });
    try {
      const offer = await makeOffer(t, { price: '89.0000' });
      const alert = await createAlert({ operator: 'BELOW', value: '90' });
      await tick();
      const alertEvents = (s: typeof own) => s.events().filter((e) => e.event === 'priceAlert');
      await vi.waitFor(() => expect(alertEvents(own)).toHaveLength(1));
      const event = JSON.parse(alertEvents(own)[0]!.data) as PriceAlert;
      expect(event).toMatchObject({ id: alert.id, status: 'TRIGGERED', triggeredPrice: '89.0000' });
      const first = (await alertOf(alert.id))!.triggeredAt;

      await setPrice(offer, '88.0000');
      t.clock.advance(5000);
      await tick();
      expect(await evaluatePriceAlerts(t.app)).toEqual([]);
      await new Promise((r) => setTimeout(r, 200));
      expect(alertEvents(own)).toHaveLength(1);
      expect(alertEvents(other)).toHaveLength(0);
      expect((await alertOf(alert.id))!).toMatchObject({ triggeredAt: first, triggeredPrice: '89.0000' });
      expect(await sql(`SELECT 1 FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`)).toHaveLength(1);

      // Changing it makes it ACTIVE again, and the next tick triggers it anew.
      const put = await call(buyer, 'PUT', `/api/price-alerts/${alert.id}`, {
        productId: PRODUCT,
        terminalId: TERMINAL,
        operator: 'BELOW',
        value: '88.5',
        liftingPeriodType: 'ALL',
      });
      expect(put.json()).toMatchObject({ status: 'ACTIVE', triggeredAt: null, triggeredPrice: null });
      t.clock.advance(5000);
      await tick();
      await vi.waitFor(() => expect(alertEvents(own)).toHaveLength(2));
      expect(await sql(`SELECT 1 FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`)).toHaveLength(2);
    } finally {
      own.close();
      other.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '[PA1] evaluations running at once trigger an alert exactly once (PostgreSQL)',
    async () => {
      await makeOffer(t, { price: '85.0000' });
      const alerts = await Promise.all([1, 2, 3].map(() => createAlert({ operator: 'BELOW', value: '90' })));
      await sql(`DELETE FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`);
      const runs = await Promise.all(Array.from({ length: 8 }, () => evaluatePriceAlerts(t.app)));
      const triggered = runs.flat().map((a) => a.id);
      expect(triggered.sort()).toEqual(alerts.map((a) => a.id).sort());
      const mails = await sql(`SELECT 1 FROM mail_outbox WHERE subject LIKE 'Preisalarm%'`);
      expect(mails).toHaveLength(3);
    },
  );
});

describe('[B9] price alerts exist on the default brand only', () => {
  it('[B9] a Swiss buyer cannot keep price alerts (403), and a Swiss alert is never evaluated', async () => {
    // An alert of a Swiss buyer in the database (as if made elsewhere), whose market has an offer it meets.
    const [ch] = await sql<{ account_id: string; user_id: string; product_id: string; terminal_id: string }>(
      `SELECT u.account_id, u.id AS user_id, o.product_id, o.terminal_id
         FROM users u JOIN relationships r ON r.buyer_account_id = u.account_id
         JOIN offers o ON o.seller_account_id = r.seller_account_id AND o.status = 'ACTIVE'
         JOIN products p ON p.id = o.product_id AND p.type = 'fuel'
        WHERE lower(u.email) = $1 AND o.terminal_id IS NOT NULL AND o.price_type = 'FIXED'
        LIMIT 1`,
      [demo.chBuyer],
    );
    expect(ch, 'a fixed-price offer on the Swiss buyer’s market').toBeTruthy();
    await sql(
      `INSERT INTO price_alerts (id, user_id, account_id, product_id, terminal_id, operator, value,
                                 lifting_period_type, created_at)
       VALUES ('pa-ch', $1, $2, $3, $4, 'ABOVE', 0.0001, 'ALL', now())`,
      [ch!.user_id, ch!.account_id, ch!.product_id, ch!.terminal_id],
    );
    // The same alert for the German buyer is triggered: only the platform differs.
    await makeOffer(t, { price: '92.4500' });
    const de = await createAlert({ operator: 'ABOVE', value: '0.0001' });
    expect((await evaluatePriceAlerts(t.app)).map((a) => a.id)).toEqual([de.id]);
    expect(await sql(`SELECT status FROM price_alerts WHERE id = 'pa-ch'`)).toEqual([{ status: 'ACTIVE' }]);

    const swiss = await createTestApp({ env: { BRAND: 'ch' } });
    try {
      const cookie = await swiss.login(demo.chBuyer);
      for (const [method, url] of [
        ['GET', '/api/price-alerts'],
        ['POST', '/api/price-alerts'],
        ['PUT', '/api/price-alerts/pa-ch'],
        ['DELETE', '/api/price-alerts/pa-ch'],
      ] as const) {
        const res = await swiss.app.inject({
          method,
          url,
          headers: { ...CSRF, cookie },
          ...(method === 'POST' || method === 'PUT'
            ? {
                payload: {
                  productId: ch!.product_id,
                  terminalId: ch!.terminal_id,
                  operator: 'BELOW',
                  value: '90',
                  liftingPeriodType: 'ALL',
                },
              }
            : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'NOT_ON_PLATFORM' });
      }
    } finally {
      await swiss.close();
    }
  });
});
