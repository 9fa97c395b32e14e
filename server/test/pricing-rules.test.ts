/**
 * The seller's pricing rules on the real server: their checks (V10, V11), conflicts (M6), and their effect
 * on every price a buyer meets (market list, basket) and on the customer prices the seller sees (S4).
 * Runs on the demo data with an open market window: Südöl (acc-suedoel) sells to Nordheiz (acc-nordheiz).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { localDateTime } from './helpers/localTime.js';
import { addItem, makeOffer, quotesAt, startBasketApp, type BasketTestApp } from './basket-support.js';

type Rule = components['schemas']['PricingRule'];
type RuleInput = components['schemas']['PricingRuleInput'];
type CustomerPrice = components['schemas']['CustomerPrice'];

let t: BasketTestApp;
const cookies: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });

const customerRule = (over: Partial<RuleInput> = {}): RuleInput => ({
  name: 'Fracht Nordheiz',
  kind: 'FREIGHT',
  scope: 'ACCOUNT',
  priceUnit: 'EUR/100L15',
  currency: 'EUR',
  value: '0.8500',
  productIds: ['heizoel-el'],
  terminalIds: ['tm-hamburg'],
  customerIds: ['acc-nordheiz'],
  groupId: null,
  ...over,
});

async function create(input: RuleInput): Promise<Rule> {
  const res = await call(demo.seller, 'POST', '/api/pricing/rules', input);
  expect(res.statusCode, res.body).toBe(201);
  expectContract(res, 'createPricingRule');
  return res.json<Rule>();
}

const remove = (rule: Rule) =>
  call(demo.seller, 'DELETE', `/api/pricing/rules/${rule.id}?version=${rule.version}`);

/** Field errors of a refused rule as `path message` lines. */
function fieldErrors(res: { statusCode: number; body: string; json: <T>() => T }): string[] {
  expect(res.statusCode, res.body).toBe(400);
  return res
    .json<{ errors: { path: string; message: string }[] }>()
    .errors.map((e) => `${e.path} ${e.message}`);
}

/** The price of an offer on the buyer's market, or undefined when it is not there. */
async function marketPrice(who: string, offerId: string): Promise<string | undefined> {
  const res = await call(who, 'GET', '/api/v2/offers?pageLimit=1000');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ offers: { id: string; price: string }[] }>();
  return body.offers.find((o) => o.id === offerId)?.price;
}

beforeAll(async () => {
  t = await startBasketApp();
  for (const who of [demo.seller, demo.seller2, demo.buyer, demo.child]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());

describe('pricing rules: checks', () => {
  it('[V10] needs a customer, a terminal and a product (but GLOBAL rules only where the brand has them)', async () => {
    const res = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      customerRule({ productIds: [], terminalIds: [], customerIds: [] }),
    );
    expect(fieldErrors(res)).toEqual([
      '/customerIds at_least_one',
      '/terminalIds at_least_one',
      '/productIds at_least_one',
    ]);
    const global = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      customerRule({ scope: 'GLOBAL', productIds: [], terminalIds: [], customerIds: [] }),
    );
    expect(fieldErrors(global)).toEqual(['/scope global_rules_not_available']);
  });

  it('[V10] names unknown products, terminals, customers and a foreign currency; refuses the kinds it cannot apply', async () => {
    const res = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      customerRule({
        kind: 'DENSITY',
        currency: 'CHF',
        productIds: ['heizoel-el', 'nope'],
        terminalIds: ['tm-basel'],
        customerIds: ['acc-heizoel-zuerich'],
      }),
    );
    expect(fieldErrors(res)).toEqual([
      '/kind kind_not_supported',
      '/currency platform_currency_required',
      '/productIds/1 unknown_product',
      '/terminalIds/0 unknown_terminal',
      '/customerIds/0 unknown_customer',
    ]);
  });

  it('[V11] a discount is negative', async () => {
    for (const value of ['0.3000', '0', '0.0000']) {
      const res = await call(
        demo.seller,
        'POST',
        '/api/pricing/rules',
        customerRule({ kind: 'DISCOUNT', value }),
      );
      expect(fieldErrors(res)).toEqual(['/value negative_required']);
    }
    const ok = await create(customerRule({ kind: 'DISCOUNT', value: '-0.3000', name: 'Rabatt' }));
    expect((await remove(ok)).statusCode).toBe(204);
  });

  it('[M6] refuses a second rule of one kind on the same customer, terminal and product', async () => {
    const first = await create(customerRule());
    const res = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      customerRule({ name: 'Noch eine Fracht', productIds: ['diesel-b7', 'heizoel-el'] }),
    );
    expect(res.statusCode).toBe(409);
    expectContract(res, 'createPricingRule');
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_RULE', context: { existingRuleId: first.id } });
    // Another kind, or another product, is no duplicate.
    const margin = await create(customerRule({ kind: 'MARGIN', name: 'Marge' }));
    const diesel = await create(customerRule({ productIds: ['diesel-b7'], name: 'Fracht Diesel' }));
    for (const rule of [first, margin, diesel]) expect((await remove(rule)).statusCode).toBe(204);
  });

  it('[M6] an edit or deletion of a rule another user changed or deleted meanwhile is a conflict', async () => {
    const rule = await create(customerRule());
    const { id, version, updated: _u, ...input } = rule;
    const edited = await call(demo.seller, 'PUT', `/api/pricing/rules/${id}`, {
      ...input,
      value: '0.9000',
      version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expectContract(edited, 'updatePricingRule');
    expect(edited.json<Rule>()).toMatchObject({ value: '0.9000', version: version + 1 });

    const stale = await call(demo.seller, 'PUT', `/api/pricing/rules/${id}`, { ...input, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: version + 1 },
    });
    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/rules/${id}?version=${version}`)).statusCode,
    ).toBe(409);

    expect(
      (await call(demo.seller, 'DELETE', `/api/pricing/rules/${id}?version=${version + 1}`)).statusCode,
    ).toBe(204);
    const gone = await call(demo.seller, 'PUT', `/api/pricing/rules/${id}`, {
      ...input,
      version: version + 1,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps rules to their seller: another seller neither lists nor changes them', async () => {
    const rule = await create(customerRule());
    const other = await call(demo.seller2, 'GET', '/api/pricing/rules');
    expectContract(other, 'listPricingRules');
    expect(other.json<Rule[]>().map((r) => r.id)).not.toContain(rule.id);
    expect((await call(demo.seller2, 'DELETE', `/api/pricing/rules/${rule.id}?version=1`)).statusCode).toBe(
      404,
    );
    expect((await call(demo.buyer, 'GET', '/api/pricing/rules')).statusCode).toBe(403);
    const mine = await call(demo.seller, 'GET', '/api/pricing/rules?scope=ACCOUNT&kind=FREIGHT');
    expect(mine.json<Rule[]>().map((r) => r.id)).toContain(rule.id);
    expect((await remove(rule)).statusCode).toBe(204);
  });

  it('groups rules; a group name is the seller’s once', async () => {
    const res = await call(demo.seller, 'POST', '/api/pricing/rule-groups', { name: 'Region Nord' });
    expect(res.statusCode, res.body).toBe(201);
    expectContract(res, 'createPricingRuleGroup');
    const group = res.json<{ id: string }>();
    const again = await call(demo.seller, 'POST', '/api/pricing/rule-groups', { name: 'region nord' });
    expect(again.statusCode).toBe(409);
    const rule = await create(customerRule({ groupId: group.id }));
    const groups = await call(demo.seller, 'GET', '/api/pricing/rule-groups');
    expectContract(groups, 'listPricingRuleGroups');
    expect(groups.json()).toContainEqual({ id: group.id, name: 'Region Nord', ruleCount: 1, version: 1 });
    const foreign = await call(
      demo.seller2,
      'POST',
      '/api/pricing/rules',
      customerRule({ groupId: group.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect((await remove(rule)).statusCode).toBe(204);
  });
});

describe('pricing rules: prices', () => {
  it('[S4] a customer rule changes that customer’s market and basket price at once, and no one else’s', async () => {
    const offer = await makeOffer(t, { price: '92.4500' });
    expect(await marketPrice(demo.buyer, offer)).toBe('92.4500');

    const freight = await create(customerRule({ value: '0.8500' }));
    const discount = await create(
      customerRule({ kind: 'DISCOUNT', name: 'Rabatt', priceUnit: 'EUR/CUBIC_METRE', value: '-3.0000' }),
    );
    // 92.45 + 0.85 - 3.00 / 10
    expect(await marketPrice(demo.buyer, offer)).toBe('93.0000');
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: offer, quantity: 5000 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: offer, price: '93.0000' }),
    );

    const prices = await call(demo.seller, 'GET', `/api/seller/offers/${offer}/customer-prices`);
    expect(prices.statusCode, prices.body).toBe(200);
    expectContract(prices, 'getCustomerPrices');
    const list = prices.json<CustomerPrice[]>();
    const nordheiz = list.find((p) => p.customer.id === 'acc-nordheiz')!;
    expect(nordheiz).toMatchObject({
      price: '93.0000',
      basePrice: '92.4500',
      adjustment: '0.5500',
      currency: 'EUR',
    });
    expect(nordheiz.explanation).toEqual([
      { code: 'FIXED_PRICE', value: '92.4500', unit: 'EUR/100L15' },
      {
        code: 'RULE',
        value: '0.8500',
        unit: 'EUR/100L15',
        rule: { id: freight.id, name: 'Fracht Nordheiz', kind: 'FREIGHT' },
      },
      {
        code: 'RULE',
        value: '-0.3000',
        unit: 'EUR/100L15',
        rule: { id: discount.id, name: 'Rabatt', kind: 'DISCOUNT' },
      },
      { code: 'FINAL_PRICE', value: '93.0000', unit: 'EUR/100L15' },
    ]);
    // Other customers of the seller pay the offer's own price.
    const others = list.filter((p) => p.customer.id !== 'acc-nordheiz');
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect(p).toMatchObject({ price: '92.4500', adjustment: '0.0000' });
    const one = await call(
      demo.seller,
      'GET',
      `/api/seller/offers/${offer}/customer-prices?customerId=acc-nordheiz`,
    );
    expect(one.json<CustomerPrice[]>().map((p) => p.customer.id)).toEqual(['acc-nordheiz']);

    for (const rule of [freight, discount]) expect((await remove(rule)).statusCode).toBe(204);
    expect(await marketPrice(demo.buyer, offer)).toBe('92.4500');
  });

  it('[V11] a rule that brings the price to zero or below takes the offer off that customer’s market', async () => {
    const offer = await makeOffer(t, { price: '1.2000' });
    const discount = await create(
      customerRule({ kind: 'DISCOUNT', value: '-1.2000', name: 'Zu viel Rabatt' }),
    );
    expect(await marketPrice(demo.buyer, offer)).toBeUndefined();
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: offer, quantity: 5000 });
    expect(added.statusCode).toBe(422);
    expect((await remove(discount)).statusCode).toBe(204);
    expect(await marketPrice(demo.buyer, offer)).toBe('1.2000');
  });

  it('raises an offer’s own price to its minimum price on the market, in the sort and in the basket', async () => {
    const offer = await makeOffer(t, { price: '92.4500' });
    await t.testDb.db.query(`UPDATE offers SET min_price = 95 WHERE id = $1`, [offer]);
    expect(await marketPrice(demo.buyer, offer)).toBe('95.0000');
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: offer, quantity: 5000 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: offer, price: '95.0000' }),
    );
    const cheaper = await makeOffer(t, { price: '94.0000', terminal: 'tm-karlsruhe' });
    const res = await call(demo.buyer, 'GET', '/api/v2/offers?pageLimit=1000&sortBy=price&sortType=asc');
    const ids = res.json<{ offers: { id: string }[] }>().offers.map((o) => o.id);
    expect(ids.indexOf(cheaper)).toBeLessThan(ids.indexOf(offer));
  });

  it('[S4] sorts the market by the customer’s price', async () => {
    const cheap = await makeOffer(t, { price: '90.0000', terminal: 'tm-hamburg' });
    const dear = await makeOffer(t, { price: '90.5000', terminal: 'tm-karlsruhe' });
    const rule = await create(customerRule({ value: '1.0000' }));
    const res = await call(demo.buyer, 'GET', '/api/v2/offers?pageLimit=1000&sortBy=price&sortType=asc');
    const ids = res.json<{ offers: { id: string }[] }>().offers.map((o) => o.id);
    expect(ids.indexOf(dear)).toBeLessThan(ids.indexOf(cheap));
    expect((await remove(rule)).statusCode).toBe(204);
  });

  it('answers customer prices for the seller’s own offers only', async () => {
    const offer = await makeOffer(t);
    expect((await call(demo.seller2, 'GET', `/api/seller/offers/${offer}/customer-prices`)).statusCode).toBe(
      404,
    );
    expect((await call(demo.buyer, 'GET', `/api/seller/offers/${offer}/customer-prices`)).statusCode).toBe(
      403,
    );
  });
});

describe('FX and exchange rules', () => {
  /** Today from an hour ago to an hour ahead (the test clock is 09:00 UTC, mid-morning in Berlin). */
  const aroundNow = () => {
    const now = t.clock.now().getTime();
    const from = localDateTime(new Date(now - 3_600_000));
    const until = localDateTime(new Date(now + 3_600_000));
    return { date: from.date, startTime: from.time, endTime: until.time };
  };
  const fxRule = (over: Partial<RuleInput> = {}): RuleInput =>
    customerRule({
      name: 'Tageskurs',
      kind: 'FX',
      value: '0',
      exchangeRate: '1.2500',
      ...aroundNow(),
      ...over,
    });

  async function liveOffer(): Promise<string> {
    const id = await makeOffer(t);
    await t.testDb.db.query(
      `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01' WHERE id = $1`,
      [id],
    );
    return id;
  }

  it('[V10] an FX rule needs an exchange rate, a date and a start and end time, the end after the start', async () => {
    const missing = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      customerRule({ name: 'Kurs', kind: 'FX', value: '0' }),
    );
    expect(fieldErrors(missing)).toEqual([
      '/exchangeRate required',
      '/date required',
      '/startTime required',
      '/endTime required',
    ]);
    const backwards = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      fxRule({ exchangeRate: '0', startTime: '12:00', endTime: '11:59' }),
    );
    expect(fieldErrors(backwards)).toEqual(['/exchangeRate positive_required', '/endTime before_start']);
  });

  it('[V10] exchange rules (an ICE month) only where sellers choose the month', async () => {
    const res = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      fxRule({ kind: 'ICE_GASOIL', exchangeRate: undefined, futureMonth: 'M02' }),
    );
    expect(fieldErrors(res)).toEqual(['/kind ice_rules_not_available']);
  });

  it('[S4] an FX rule fixes EUR/USD of its customer’s live prices during its period only', async () => {
    const offer = await liveOffer();
    t.source.emit(quotesAt(t.clock.now()));
    // 742.25 / 1.0832 × 0.845 / 10
    await expect.poll(() => marketPrice(demo.buyer, offer)).toBe('57.9026');
    const rule = await create(fxRule());
    expect(rule).toMatchObject({ kind: 'FX', exchangeRate: '1.250000', ...aroundNow() });
    // 742.25 / 1.25 × 0.845 / 10
    expect(await marketPrice(demo.buyer, offer)).toBe('50.1761');
    const added = await addItem(t, cookies[demo.buyer]!, { offerId: offer, quantity: 5000 });
    expect(added.json<{ items: { offerId: string; price: string }[] }>().items).toContainEqual(
      expect.objectContaining({ offerId: offer, price: '50.1761' }),
    );
    const prices = await call(
      demo.seller,
      'GET',
      `/api/seller/offers/${offer}/customer-prices?customerId=acc-nordheiz`,
    );
    expect(prices.json<CustomerPrice[]>()[0]!.explanation).toContainEqual({
      code: 'FX',
      value: '1.25',
      unit: 'USD/EUR',
      rule: { id: rule.id, name: 'Tageskurs', kind: 'FX' },
    });

    // Two hours later its period is over: the market's rate again.
    const { id, version, updated: _u, ...input } = rule;
    const later = await call(demo.seller, 'PUT', `/api/pricing/rules/${id}`, {
      ...input,
      startTime: localDateTime(new Date(t.clock.now().getTime() + 3_600_000)).time,
      endTime: localDateTime(new Date(t.clock.now().getTime() + 7_200_000)).time,
      version,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await marketPrice(demo.buyer, offer)).toBe('57.9026');
    expect((await remove(later.json<Rule>())).statusCode).toBe(204);
  });

  it('[M6] FX rules of the same customers meet only when their periods overlap', async () => {
    const first = await create(fxRule());
    const overlapping = await call(
      demo.seller,
      'POST',
      '/api/pricing/rules',
      fxRule({ name: 'Zweiter Kurs' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      code: 'DUPLICATE_RULE',
      context: { existingRuleId: first.id },
    });
    const tomorrow = localDateTime(new Date(t.clock.now().getTime() + 86_400_000)).date;
    const next = await create(fxRule({ name: 'Kurs morgen', date: tomorrow }));
    for (const r of [first, next]) expect((await remove(r)).statusCode).toBe(204);
  });
});

describe('exchange rules on the Swiss platform', () => {
  let ch: BasketTestApp;
  beforeAll(async () => {
    ch = await startBasketApp({ BRAND: 'ch' });
  });
  afterAll(() => ch?.close());

  it('[S4] an exchange rule prices its customer’s live offers on its ICE month during its period', async () => {
    const cookie = await ch.login('verkauf@alpenbrennstoff.ch');
    const offer = await makeOffer(ch, { seller: 'acc-alpenbrennstoff', terminal: 'tm-basel' });
    await ch.testDb.db.query(
      `UPDATE offers SET price_type = 'API', price = NULL, future_month = 'M01' WHERE id = $1`,
      [offer],
    );
    const now = ch.clock.now();
    ch.source.emit([...quotesAt(now), { symbol: 'ICE/GAS/M02', price: '750.5000', timestamp: now }]);
    const from = localDateTime(new Date(now.getTime() - 3_600_000), 'Europe/Zurich');
    const res = await ch.app.inject({
      method: 'POST',
      url: '/api/pricing/rules',
      headers: { ...CSRF, cookie },
      payload: {
        ...customerRule({
          name: 'Kontrakt Februar',
          kind: 'ICE_GASOIL',
          currency: 'CHF',
          value: '0',
          productIds: ['heizoel-el'],
          terminalIds: ['tm-basel'],
          customerIds: ['acc-heizoel-zuerich'],
        }),
        futureMonth: 'M02',
        date: from.date,
        startTime: from.time,
        endTime: localDateTime(new Date(now.getTime() + 3_600_000), 'Europe/Zurich').time,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const prices = await ch.app.inject({
      method: 'GET',
      url: `/api/seller/offers/${offer}/customer-prices?customerId=acc-heizoel-zuerich`,
      headers: { ...CSRF, cookie },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    // 750.50 / 1.0832 × 0.845 / 10 × 0.9415 CHF/EUR
    expect(prices.json<CustomerPrice[]>()[0]).toMatchObject({
      price: '55.1213',
      explanation: expect.arrayContaining([
        expect.objectContaining({
          code: 'FUTURE',
          value: '750.5',
          rule: expect.objectContaining({ kind: 'ICE_GASOIL' }),
        }),
      ]),
    });
  });
});

describe('pricing rules on the Austrian platform', () => {
  let at: BasketTestApp;
  beforeAll(async () => {
    at = await startBasketApp({ BRAND: 'at' });
  });
  afterAll(() => at?.close());

  it('[B11] hides the calculation explanation of customer prices', async () => {
    const cookie = await at.login('verkauf@donauoel.at');
    const offer = await makeOffer(at, { seller: 'acc-donauoel', terminal: 'tm-wien' });
    const res = await at.app.inject({
      method: 'GET',
      url: `/api/seller/offers/${offer}/customer-prices`,
      headers: { ...CSRF, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<CustomerPrice[]>();
    expect(list.map((p) => p.customer.id)).toContain('acc-waerme-wien');
    for (const p of list) {
      expect(p.price).toBe('92.4500');
      expect(p).not.toHaveProperty('explanation');
    }
  });
});
