/**
 * The pricing engine's settings on the real server: expiry rules and their roll of the future month,
 * the seller's product densities and conversion factors, and minimum prices (S4, V7, M5, M6), with their
 * effect on the prices a buyer meets and their record in the change log. Runs on the demo data with an
 * open market window: Südöl (acc-suedoel) sells to Nordheiz (acc-nordheiz).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { rollDueExpiryRules } from '../src/features/pricing/settings.js';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { localDateTime } from './helpers/localTime.js';
import { addItem, makeOffer, quotesAt, startBasketApp, type BasketTestApp } from './basket-support.js';
import { listen, openStream } from './market-support.js';

type ExpiryRule = components['schemas']['ExpiryRule'];
type Density = components['schemas']['ProductDensity'];
type MinimumPrice = components['schemas']['MinimumPrice'];
type AuditEntry = components['schemas']['AuditEntry'];

let t: BasketTestApp;
const cookies: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });

type Res = { statusCode: number; body: string; json: <T>() => T };

/** Field errors of a refused request as `path message` lines. */
function fieldErrors(res: Res): string[] {
  expect(res.statusCode, res.body).toBe(400);
  return res
    .json<{ errors: { path: string; message: string }[] }>()
    .errors.map((e) => `${e.path} ${e.message}`);
}

/** The price of an offer on the buyer's market, or undefined when it is not there. */
async function marketPrice(offerId: string): Promise<string | undefined> {
  const res = await call(demo.buyer, 'GET', '/api/v2/offers?pageLimit=1000');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offers: { id: string; price: string }[] }>().offers.find((o) => o.id === offerId)?.price;
}

/** A live offer of Südöl on the ICE gasoil future month `month`, no surcharge. */
async function liveOffer(month: string, spec: Parameters<typeof makeOffer>[1] = {}): Promise<string> {
  const id = await makeOffer(t, spec);
  await t.testDb.db.query(
    `UPDATE offers SET price_type = 'API', price = NULL, future_month = $2 WHERE id = $1`,
    [id, month],
  );
  return id;
}

const futureMonthOf = async (offerId: string) =>
  (
    await t.testDb.db.query<{ future_month: string }>(`SELECT future_month FROM offers WHERE id = $1`, [
      offerId,
    ])
  ).rows[0]!.future_month;

async function auditOf(entity: string): Promise<AuditEntry[]> {
  const res = await call(demo.seller, 'GET', `/api/seller/audit?entity=${entity}&pageLimit=100`);
  expect(res.statusCode, res.body).toBe(200);
  expectContract(res, 'listAuditEntries');
  return res.json<{ entries: AuditEntry[] }>().entries;
}

beforeAll(async () => {
  // The expiry roll runs when a test says so, not on the timer.
  t = await startBasketApp({ EXPIRY_ROLL_INTERVAL_MS: '0' });
  for (const who of [demo.seller, demo.seller2, demo.buyer]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());

describe('expiry rules', () => {
  const inDays = (days: number) => localDateTime(new Date(t.clock.now().getTime() + days * 86_400_000)).date;

  async function createRule(input: { date: string; time: string; direction: string }): Promise<ExpiryRule> {
    const res = await call(demo.seller, 'POST', '/api/pricing/expiry-rules', input);
    expect(res.statusCode, res.body).toBe(201);
    expectContract(res, 'createExpiryRule');
    return res.json<ExpiryRule>();
  }

  it('[S4] are listed active, changed with their version and deleted; another seller never sees them', async () => {
    const rule = await createRule({ date: inDays(20), time: '17:30', direction: 'MONTH_FORWARD' });
    expect(rule).toMatchObject({ date: inDays(20), time: '17:30', status: 'ACTIVE', version: 1 });
    const list = await call(demo.seller, 'GET', '/api/pricing/expiry-rules');
    expectContract(list, 'listExpiryRules');
    expect(list.json<ExpiryRule[]>()).toContainEqual(rule);
    const other = await call(demo.seller2, 'GET', '/api/pricing/expiry-rules');
    expect(other.json<ExpiryRule[]>().map((r) => r.id)).not.toContain(rule.id);
    expect((await call(demo.buyer, 'GET', '/api/pricing/expiry-rules')).statusCode).toBe(403);

    const changed = await call(demo.seller, 'PUT', `/api/pricing/expiry-rules/${rule.id}`, {
      date: inDays(21),
      time: '12:00',
      direction: 'MONTH_BACK',
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectContract(changed, 'updateExpiryRule');
    expect(changed.json()).toMatchObject({
      date: inDays(21),
      time: '12:00',
      direction: 'MONTH_BACK',
      version: 2,
    });
    const stale = await call(demo.seller, 'PUT', `/api/pricing/expiry-rules/${rule.id}`, {
      date: inDays(22),
      time: '12:00',
      direction: 'MONTH_BACK',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', context: { currentVersion: 2 } });
    expect(
      (await call(demo.seller2, 'DELETE', `/api/pricing/expiry-rules/${rule.id}?version=2`)).statusCode,
    ).toBe(404);
    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/expiry-rules/${rule.id}?version=2`)).statusCode,
    ).toBe(204);
  });

  it('[M6] refuses a second expiry rule for the same date and time', async () => {
    const rule = await createRule({ date: inDays(30), time: '17:30', direction: 'MONTH_FORWARD' });
    const again = await call(demo.seller, 'POST', '/api/pricing/expiry-rules', {
      date: inDays(30),
      time: '17:30',
      direction: 'MONTH_BACK',
    });
    expect(again.statusCode).toBe(409);
    expectContract(again, 'createExpiryRule');
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE_EXPIRY_RULE',
      context: { existingRuleId: rule.id },
    });
    // Another time of the same day, or the same date and time of another seller, is no duplicate.
    const later = await createRule({ date: inDays(30), time: '18:00', direction: 'MONTH_FORWARD' });
    const other = await call(demo.seller2, 'POST', '/api/pricing/expiry-rules', {
      date: inDays(30),
      time: '17:30',
      direction: 'MONTH_FORWARD',
    });
    expect(other.statusCode, other.body).toBe(201);
    const moved = await call(demo.seller, 'PUT', `/api/pricing/expiry-rules/${later.id}`, {
      date: inDays(30),
      time: '17:30',
      direction: 'MONTH_FORWARD',
      version: 1,
    });
    expect(moved.json()).toMatchObject({ code: 'DUPLICATE_EXPIRY_RULE' });
  });

  it('[V10] needs a date and time in the future', async () => {
    const past = localDateTime(new Date(t.clock.now().getTime() - 60_000));
    const res = await call(demo.seller, 'POST', '/api/pricing/expiry-rules', {
      ...past,
      direction: 'MONTH_FORWARD',
    });
    expect(fieldErrors(res)).toEqual(['/date not_in_future']);
    const malformed = await call(demo.seller, 'POST', '/api/pricing/expiry-rules', {
      date: inDays(3),
      time: '25:00',
      direction: 'MONTH_FORWARD',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('[S4] at its time rolls the seller’s live offers’ future month (forward, back, never past M00 or M06) and the buyer’s price with it', async () => {
    const now = t.clock.now();
    t.source.emit([...quotesAt(now), { symbol: 'ICE/GAS/M02', price: '750.5000', timestamp: now }]);
    await expect.poll(() => marketPrice('x')).toBeUndefined();
    const m01 = await liveOffer('M01');
    const m06 = await liveOffer('M06', { terminal: 'tm-karlsruhe' });
    const fixed = await makeOffer(t);
    const otherSeller = await liveOffer('M01', { seller: 'acc-rheintank' });
    await expect.poll(() => marketPrice(m01)).toBe('57.9026');

    const rule = await createRule({
      ...localDateTime(new Date(now.getTime() + 60_000)),
      direction: 'MONTH_FORWARD',
    });
    // Not yet due: nothing moves.
    expect(await rollDueExpiryRules(t.app.db, now)).toEqual([]);
    expect(await futureMonthOf(m01)).toBe('M01');

    t.clock.t = now.getTime() + 60_000;
    expect(await rollDueExpiryRules(t.app.db, t.clock.now())).toEqual(['acc-suedoel']);
    expect(await futureMonthOf(m01)).toBe('M02');
    expect(await futureMonthOf(m06)).toBe('M06');
    expect(await futureMonthOf(otherSeller)).toBe('M01');
    expect(
      (await t.testDb.db.query(`SELECT future_month FROM offers WHERE id = $1`, [fixed])).rows[0],
    ).toEqual({
      future_month: null,
    });
    // Once: a second run finds nothing.
    expect(await rollDueExpiryRules(t.app.db, t.clock.now())).toEqual([]);
    t.source.emit([
      ...quotesAt(t.clock.now()),
      { symbol: 'ICE/GAS/M02', price: '750.5000', timestamp: t.clock.now() },
    ]);
    // 750.50 / 1.0832 × 0.845 / 10
    await expect.poll(() => marketPrice(m01)).toBe('58.5462');

    const listed = await call(demo.seller, 'GET', '/api/pricing/expiry-rules');
    expect(listed.json<ExpiryRule[]>().find((r) => r.id === rule.id)).toMatchObject({ status: 'EXPIRED' });
    const edit = await call(demo.seller, 'PUT', `/api/pricing/expiry-rules/${rule.id}`, {
      date: inDays(5),
      time: '10:00',
      direction: 'MONTH_BACK',
      version: rule.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'EXPIRY_RULE_EXPIRED' });

    // Back: M02 -> M01; an offer on M00 stays there.
    const m00 = await liveOffer('M00', { terminal: 'tm-karlsruhe', product: 'diesel-b7' });
    await createRule({
      ...localDateTime(new Date(t.clock.now().getTime() + 60_000)),
      direction: 'MONTH_BACK',
    });
    t.clock.t += 60_000;
    expect(await rollDueExpiryRules(t.app.db, t.clock.now())).toEqual(['acc-suedoel']);
    expect(await futureMonthOf(m01)).toBe('M01');
    expect(await futureMonthOf(m06)).toBe('M05');
    expect(await futureMonthOf(m00)).toBe('M00');

    // The change log names the platform (no user) as the one who moved the offer.
    const offerLog = (await auditOf('offer')).filter((e) => e.entityId === m01 && e.action === 'updated');
    expect(offerLog[0]).toMatchObject({
      user: null,
      changes: [{ field: 'future_month', before: 'M02', after: 'M01' }],
    });
    // An expired rule may be deleted.
    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/expiry-rules/${rule.id}?version=1`)).statusCode,
    ).toBe(204);
  });
});

describe('the expiry roll timer', () => {
  it('[S4] applies a rule that came due without anyone asking', async () => {
    const app = await startBasketApp({ EXPIRY_ROLL_INTERVAL_MS: '50' });
    try {
      const offer = await makeOffer(app);
      await app.testDb.db.query(
        `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01' WHERE id = $1`,
        [offer],
      );
      const due = new Date(app.clock.now().getTime() - 1000);
      await app.testDb.db.query(
        `INSERT INTO expiry_rules (id, seller_account_id, date, time, due_at, direction, created_at, updated_at)
         VALUES ('exp-timer', 'acc-suedoel', $1::timestamptz::date, '00:00', $1, 'MONTH_FORWARD', $1, $1)`,
        [due.toISOString()],
      );
      await vi.waitFor(
        async () => {
          const r = await app.testDb.db.query<{ future_month: string }>(
            `SELECT future_month FROM offers WHERE id = $1`,
            [offer],
          );
          expect(r.rows[0]!.future_month).toBe('M02');
        },
        { timeout: 5_000 },
      );
    } finally {
      await app.close();
    }
  });
});

describe('product densities and conversion factors', () => {
  const densityOf = async (who: string, productId: string) => {
    const res = await call(who, 'GET', '/api/pricing/densities');
    expect(res.statusCode, res.body).toBe(200);
    expectContract(res, 'listProductDensities');
    return res.json<Density[]>().find((d) => d.product.id === productId)!;
  };

  it('[V7] needs both values, within 0.5 to 1.5; the conversion factor follows the density outside the Swiss platform', async () => {
    const put = (body: object) =>
      call(demo.seller, 'PUT', '/api/pricing/densities/diesel-b7', { version: 1, ...body });
    // Empty or malformed values are refused by the contract (a decimal), each with its field.
    const empty = await put({ density: '', conversionFactor: '0,8' });
    expect(fieldErrors(empty).map((e) => e.split(' ')[0])).toEqual(['/density', '/conversionFactor']);
    expect(fieldErrors(await put({ density: '2.0000', conversionFactor: '0.3' }))).toEqual([
      '/density out_of_range',
      '/conversionFactor out_of_range',
    ]);
    expect(fieldErrors(await put({ density: '0.84001', conversionFactor: '0.8400' }))).toEqual([
      '/density at_most_2_digits_4_decimals',
    ]);
    expect(fieldErrors(await put({ density: '0.8400', conversionFactor: '0.8500' }))).toEqual([
      '/conversionFactor conversion_factor_not_available',
    ]);
    expect(
      (
        await call(demo.seller, 'PUT', '/api/pricing/densities/nope', {
          version: 1,
          density: '0.8',
          conversionFactor: '0.8',
        })
      ).statusCode,
    ).toBe(404);
    expect(await densityOf(demo.seller, 'diesel-b7')).toEqual({
      product: { id: 'diesel-b7', name: 'Diesel B7' },
      density: '0.8360',
      conversionFactor: '0.8360',
      version: 1,
    });
  });

  it('[S4] a seller’s density prices that seller’s live offers (market, basket, customer prices), not another’s', async () => {
    t.source.emit(quotesAt(t.clock.now()));
    const mine = await liveOffer('M01');
    const theirs = await liveOffer('M01', { seller: 'acc-rheintank' });
    await expect.poll(() => marketPrice(mine)).toBe('57.9026');
    const before = await densityOf(demo.seller, 'heizoel-el');

    const res = await call(demo.seller, 'PUT', '/api/pricing/densities/heizoel-el', {
      version: before.version,
      density: '0.9000',
      conversionFactor: '0.9000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract(res, 'updateProductDensity');
    expect(res.json()).toMatchObject({
      density: '0.9000',
      conversionFactor: '0.9000',
      version: before.version + 1,
    });
    // 742.25 / 1.0832 × 0.9 / 10
    expect(await marketPrice(mine)).toBe('61.6714');
    expect(await marketPrice(theirs)).toBe('57.9026');
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: mine, quantity: 5000 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: mine, price: '61.6714' }),
    );
    const prices = await call(
      demo.seller,
      'GET',
      `/api/seller/offers/${mine}/customer-prices?customerId=acc-nordheiz`,
    );
    expect(
      prices.json<{ price: string; explanation: { code: string; value: string }[] }[]>()[0],
    ).toMatchObject({
      price: '61.6714',
      explanation: expect.arrayContaining([{ code: 'DENSITY', value: '0.9', unit: 'KG/L' }]),
    });

    const stale = await call(demo.seller, 'PUT', '/api/pricing/densities/heizoel-el', {
      version: before.version,
      density: '0.8450',
      conversionFactor: '0.8450',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: before.version + 1 },
    });
    const back = await call(demo.seller, 'PUT', '/api/pricing/densities/heizoel-el', {
      version: before.version + 1,
      density: '0.8450',
      conversionFactor: '0.8450',
    });
    expect(back.statusCode).toBe(200);
    expect(await marketPrice(mine)).toBe('57.9026');
    const log = (await auditOf('product_density')).filter((e) => e.entityId === 'heizoel-el');
    expect(log[0]).toMatchObject({
      user: { id: 'u-seller-1' },
      label: 'Heizöl EL schwefelarm',
      action: 'updated',
      changes: [
        { field: 'conversion_factor', before: '0.9000', after: '0.8450' },
        { field: 'density', before: '0.9000', after: '0.8450' },
      ],
    });
  });
});

describe('minimum prices', () => {
  const create = async (body: object): Promise<MinimumPrice> => {
    const res = await call(demo.seller, 'POST', '/api/pricing/min-prices', body);
    expect(res.statusCode, res.body).toBe(201);
    expectContract(res, 'createMinimumPrice');
    return res.json<MinimumPrice>();
  };

  it('[S4] floor the seller’s offers of the product at the terminal (the higher minimum counts) until removed', async () => {
    const hamburg = await makeOffer(t, { price: '92.4500' });
    const ownFloor = await makeOffer(t, { price: '92.4500' });
    await t.testDb.db.query(`UPDATE offers SET min_price = 97 WHERE id = $1`, [ownFloor]);
    const karlsruhe = await makeOffer(t, { price: '92.4500', terminal: 'tm-karlsruhe' });
    const diesel = await makeOffer(t, { price: '92.4500', product: 'diesel-b7' });

    const floor = await create({ productId: 'heizoel-el', terminalId: 'tm-hamburg', minPrice: '95.5000' });
    expect(floor).toMatchObject({
      product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
      terminal: { id: 'tm-hamburg' },
      minPrice: '95.5000',
      priceUnit: 'EUR/100L15',
      currency: 'EUR',
      version: 1,
    });
    expect(await marketPrice(hamburg)).toBe('95.5000');
    expect(await marketPrice(ownFloor)).toBe('97.0000');
    expect(await marketPrice(karlsruhe)).toBe('92.4500');
    expect(await marketPrice(diesel)).toBe('92.4500');
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: hamburg, quantity: 5000 });
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: hamburg, price: '95.5000' }),
    );

    const changed = await call(demo.seller, 'PUT', `/api/pricing/min-prices/${floor.id}`, {
      version: 1,
      minPrice: '96',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectContract(changed, 'updateMinimumPrice');
    expect(changed.json()).toMatchObject({ minPrice: '96.0000', version: 2 });
    expect(await marketPrice(hamburg)).toBe('96.0000');
    const stale = await call(demo.seller, 'PUT', `/api/pricing/min-prices/${floor.id}`, {
      version: 1,
      minPrice: '90',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call(demo.seller2, 'DELETE', `/api/pricing/min-prices/${floor.id}?version=2`)).statusCode,
    ).toBe(404);
    const listed = await call(demo.seller, 'GET', '/api/pricing/min-prices');
    expectContract(listed, 'listMinimumPrices');
    expect(listed.json<MinimumPrice[]>().map((m) => m.id)).toContain(floor.id);
    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/min-prices/${floor.id}?version=2`)).statusCode,
    ).toBe(204);
    expect(await marketPrice(hamburg)).toBe('92.4500');

    const log = (await auditOf('min_price')).filter((e) => e.entityId === floor.id);
    expect(log.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
    expect(log[0]!.label).toBe('Heizöl EL schwefelarm, Hamburg Blumensand');
  });

  it('[V11] a minimum price is a positive amount of a product and terminal of the platform, once per pair', async () => {
    const bad = await call(demo.seller, 'POST', '/api/pricing/min-prices', {
      productId: 'nope',
      terminalId: 'tm-basel',
      minPrice: '-1',
    });
    expect(fieldErrors(bad)).toEqual([
      '/minPrice positive_required',
      '/productId unknown_product',
      '/terminalId unknown_terminal',
    ]);
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/pricing/min-prices', {
          productId: 'diesel-b7',
          terminalId: 'tm-hamburg',
          minPrice: '0.0000',
        }),
      ),
    ).toEqual(['/minPrice positive_required']);
    const floor = await create({ productId: 'diesel-b7', terminalId: 'tm-hamburg', minPrice: '80' });
    const again = await call(demo.seller, 'POST', '/api/pricing/min-prices', {
      productId: 'diesel-b7',
      terminalId: 'tm-hamburg',
      minPrice: '81',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_MIN_PRICE', context: { existingId: floor.id } });
    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/min-prices/${floor.id}?version=1`)).statusCode,
    ).toBe(204);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    '[M5] a save that cannot get the offers it reprices in time fails with "retry later" and changes nothing (PostgreSQL)',
    async () => {
      const offer = await makeOffer(t, { product: 'diesel-winter' });
      const floor = await create({ productId: 'diesel-winter', terminalId: 'tm-hamburg', minPrice: '80' });
      // Another change of the offer (a CSV upload, an edit) holds it meanwhile.
      const res = await t.testDb.db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM offers WHERE id = $1 FOR UPDATE`, [offer]);
        return call(demo.seller, 'PUT', `/api/pricing/min-prices/${floor.id}`, {
          version: 1,
          minPrice: '99',
        });
      });
      expect(res.statusCode, res.body).toBe(503);
      expectContract(res, 'updateMinimumPrice');
      expect(res.json()).toMatchObject({ code: 'MIN_PRICE_UPDATE_FAILED' });
      const listed = (await call(demo.seller, 'GET', '/api/pricing/min-prices')).json<MinimumPrice[]>();
      expect(listed.find((m) => m.id === floor.id)).toMatchObject({ minPrice: '80.0000', version: 1 });
      // Once the other change is done, the same save goes through.
      const retry = await call(demo.seller, 'PUT', `/api/pricing/min-prices/${floor.id}`, {
        version: 1,
        minPrice: '99',
      });
      expect(retry.statusCode, retry.body).toBe(200);
    },
  );
});

describe('conversion factors on the Swiss platform', () => {
  let ch: BasketTestApp;
  beforeAll(async () => {
    ch = await startBasketApp({ BRAND: 'ch' });
  });
  afterAll(() => ch?.close());

  it('[B8] the seller sets a conversion factor apart from the density, and live prices convert with it', async () => {
    const cookie = await ch.login('verkauf@alpenbrennstoff.ch');
    const res = await ch.app.inject({
      method: 'PUT',
      url: '/api/pricing/densities/heizoel-el',
      headers: { ...CSRF, cookie },
      payload: { version: 1, density: '0.8450', conversionFactor: '0.9000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ density: '0.8450', conversionFactor: '0.9000', version: 2 });
    const offer = await makeOffer(ch, { seller: 'acc-alpenbrennstoff', terminal: 'tm-basel' });
    await ch.testDb.db.query(
      `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01' WHERE id = $1`,
      [offer],
    );
    const prices = await ch.app.inject({
      method: 'GET',
      url: `/api/seller/offers/${offer}/customer-prices`,
      headers: { ...CSRF, cookie },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    const first = prices.json<{ explanation: { code: string; value: string }[] }[]>()[0]!;
    expect(first.explanation).toContainEqual({ code: 'DENSITY', value: '0.9', unit: 'KG/L' });
  });
});

describe('maximum price fall', () => {
  it('[S4] a live price falls at most the offer’s maximum price fall below its price at the window’s opening (market, sort, basket, customer prices)', async () => {
    const offer = await liveOffer('M01');
    await t.testDb.db.query(`UPDATE offers SET max_price_fall = 1 WHERE id = $1`, [offer]);
    const free = await liveOffer('M01', { terminal: 'tm-karlsruhe' });
    // The window opened at 742.25 USD/t (57.9026); the future falls to 700 (54.6067).
    t.source.emit(
      quotesAt(t.clock.now()).map((q) => (q.symbol === 'ICE/GAS/M01' ? { ...q, price: '700.0000' } : q)),
    );
    await expect.poll(() => marketPrice(free)).toBe('54.6067');
    expect(await marketPrice(offer)).toBe('56.9026');
    // Sorted by its raised price.
    const sorted = await call(demo.buyer, 'GET', '/api/v2/offers?pageLimit=1000&sortBy=price&sortType=asc');
    const ids = sorted.json<{ offers: { id: string }[] }>().offers.map((o) => o.id);
    expect(ids.indexOf(free)).toBeLessThan(ids.indexOf(offer));
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: offer, quantity: 5000 });
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: offer, price: '56.9026' }),
    );
    const prices = await call(
      demo.seller,
      'GET',
      `/api/seller/offers/${offer}/customer-prices?customerId=acc-nordheiz`,
    );
    expect(
      prices.json<{ explanation: { code: string; value: string }[] }[]>()[0]!.explanation,
    ).toContainEqual({
      code: 'MAX_PRICE_FALL',
      value: '56.9026',
      unit: 'EUR/100L15',
    });
    // Back up within the fall: the live price again.
    t.source.emit(
      quotesAt(t.clock.now()).map((q) => (q.symbol === 'ICE/GAS/M01' ? { ...q, price: '740.0000' } : q)),
    );
    await expect.poll(() => marketPrice(offer)).toBe('57.7271');
  });
});

describe('prices follow a change at once', () => {
  it('[S4] a seller’s change sends an offers event to the open streams of that seller’s buyers only', async () => {
    const url = await listen(t.app);
    const buyerStream = await openStream(`${url}/api/events`, { cookie: cookies[demo.buyer]! });
    // Rheintank's own stream: not a buyer of Südöl.
    const otherStream = await openStream(`${url}/api/events`, { cookie: cookies[demo.seller2]! });
    const offerEvents = (s: typeof buyerStream) =>
      s
        .events()
        .filter((e) => e.event === 'offers')
        .map((e) => JSON.parse(e.data) as unknown);
    try {
      const res = await call(demo.seller, 'POST', '/api/pricing/min-prices', {
        productId: 'diesel-hvo',
        terminalId: 'tm-hamburg',
        minPrice: '70',
      });
      expect(res.statusCode, res.body).toBe(201);
      await vi.waitFor(() => expect(offerEvents(buyerStream)).toContainEqual({ sellerId: 'acc-suedoel' }), {
        timeout: 10_000,
      });
      expect(offerEvents(otherStream)).toEqual([]);
      const floor = res.json<MinimumPrice>();
      await call(demo.seller, 'DELETE', `/api/pricing/min-prices/${floor.id}?version=${floor.version}`);
    } finally {
      buyerStream.close();
      otherStream.close();
    }
  });
});
