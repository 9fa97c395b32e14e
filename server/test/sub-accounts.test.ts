/**
 * The shareholder parent's child accounts (Aviaten): GET/PUT /api/sub-accounts (rule S6) with their
 * validation (V11, K5, K1), who may see and change them, optimistic concurrency, the utilisation figures
 * (K2), and what the settings do to an Aviat's basket and orders: the daily limit of all products (K2,
 * also under concurrent orders on PostgreSQL), the terminals, the price adjustment (V11), the collection
 * shortening (K5) and the payment term.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedDemo } from '../src/seed/index.js';
import { adjustedPrice, DEFAULT_SUB_ACCOUNT_TERMS } from '../src/features/sub-accounts/rules.js';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { localDateTime } from './helpers/localTime.js';
import { TEST_HASH_COST } from './helpers/template.js';
import './helpers/setup.js';
import {
  addItem,
  addedItem,
  isoDay,
  makeOffer,
  placeOrder,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';
import { createFreshDatabase, postgresAdminUrl } from './market-support.js';

interface SubAccount {
  id: string;
  name: string;
  paymentTermDays: number;
  dailyPurchaseLimit: number | null;
  dailyPurchaseUtilisation: number;
  utilisationHistory: { date: string; volume: number }[];
  collectionShorteningDays: number | null;
  priceAdjustment: string;
  terminalIds: string[];
  version: number;
}

const NORD = 'acc-aviat-nord';
const SUED = 'acc-aviat-sued';
/** A child of the demo parent without settings (created here), for defaults and utilisation. */
const WEST = 'acc-aviat-west';
/** A child of the demo parent on another platform: never the parent's business on this one. */
const CH_CHILD = 'acc-aviat-schweiz';
/** Another shareholder group. */
const OTHER_PARENT = 'acc-other-group';
const OTHER_CHILD = 'acc-other-child';

let t: BasketTestApp;
const cookies: Record<string, string> = {};

async function api(who: keyof typeof demo | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  const headers: Record<string, string> = { ...CSRF };
  if (who) headers.cookie = cookies[who] ??= await t.login(demo[who]);
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const getOne = async (id: string) => {
  const res = await api('parent', 'GET', `/api/sub-accounts/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubAccount>();
};

const settings = (version: number, change: Partial<Omit<SubAccount, 'id' | 'name'>> = {}) => ({
  version,
  paymentTermDays: 30,
  dailyPurchaseLimit: null,
  collectionShorteningDays: null,
  priceAdjustment: '0',
  terminalIds: [],
  ...change,
});

/** Saves settings for a child as the parent, at its current version; returns the answer. */
async function save(id: string, change: Partial<Omit<SubAccount, 'id' | 'name' | 'version'>>) {
  const { version } = await getOne(id);
  const res = await api('parent', 'PUT', `/api/sub-accounts/${id}`, settings(version, change));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubAccount>();
}

/** The instant of a local time (`HH:mm`) on a local date in Berlin. */
async function berlin(date: string, time: string): Promise<Date> {
  const [row] = await query<{ at: Date }>(
    t,
    `SELECT (($1::date + $2::time)::timestamp AT TIME ZONE 'Europe/Berlin') AS at`,
    [date, time],
  );
  return row!.at;
}

let orderSeq = 0;
async function insertOrder(buyer: string, volume: number, at: Date, status = 'INCOMPLETE') {
  orderSeq++;
  await query(
    t,
    `INSERT INTO orders (id, order_number, buyer_account_id, seller_account_id, product_id, volume, price,
       net_amount, vat_amount, gross_amount, status, payment_days, created_at)
     VALUES ($1, $2, $3, 'acc-suedoel', 'heizoel-el', $4, 90, 0, 0, 0, $5, 30, $6)`,
    [`ord-subacc-${orderSeq}`, `FM-SUBACC-${orderSeq}`, buyer, volume, status, at],
  );
}

/** Litres the account ordered (not cancelled) today in Berlin, at the test clock. */
async function litresToday(account: string): Promise<number> {
  const [row] = await query<{ litres: string }>(
    t,
    `SELECT COALESCE(sum(volume), 0)::text AS litres FROM orders
      WHERE buyer_account_id = $1 AND status <> 'CANCELLED'
        AND created_at >= (date_trunc('day', $2::timestamptz AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`,
    [account, t.clock.now()],
  );
  return Number(row!.litres);
}

beforeAll(async () => {
  t = await startBasketApp();
  const accounts: [string, string, string, string | null, boolean][] = [
    [WEST, 'default', 'Aviat West GmbH', 'acc-aviaten', false],
    [CH_CHILD, 'ch', 'Aviat Schweiz AG', 'acc-aviaten', false],
    [OTHER_PARENT, 'default', 'Andere Gruppe AG', null, true],
    [OTHER_CHILD, 'default', 'Andere Tochter GmbH', OTHER_PARENT, false],
  ];
  for (const [id, platform, name, parent, isParent] of accounts) {
    await query(
      t,
      `INSERT INTO accounts (id, platform_id, type, name, parent_account_id, is_shareholder_parent)
       VALUES ($1, $2, 'buyer', $3, $4, $5)`,
      [id, platform, name, parent, isParent],
    );
  }
});
afterAll(async () => t?.close());

describe('GET /api/sub-accounts', () => {
  it('[S6] lists the parent’s own children on its platform with their settings, by name', async () => {
    const res = await api('parent', 'GET', '/api/sub-accounts');
    expectContract(res, 'listSubAccounts');
    expect(res.statusCode).toBe(200);
    const list = res.json<SubAccount[]>();
    // Not the parent itself, not the Swiss child, not another group's child.
    expect(list.map((a) => a.id)).toEqual([NORD, SUED, WEST]);
    expect(list[0]).toMatchObject({
      name: 'Aviat Nord GmbH',
      paymentTermDays: 30,
      collectionShorteningDays: 2,
      priceAdjustment: '0.0000',
      terminalIds: ['tm-bremen', 'tm-hamburg', 'tm-ingolstadt', 'tm-karlsruhe'],
    });
    expect(list[0]!.dailyPurchaseLimit).toBeGreaterThan(0);
    expect(list[1]).toMatchObject({
      name: 'Aviat Süd GmbH',
      paymentTermDays: 14,
      dailyPurchaseLimit: null,
      priceAdjustment: '-0.0150',
      terminalIds: ['tm-duisburg', 'tm-koeln'],
    });
  });

  it('[S6] gives a child nobody has set up the defaults at version 1', async () => {
    expect(await getOne(WEST)).toMatchObject({
      paymentTermDays: 30,
      dailyPurchaseLimit: null,
      collectionShorteningDays: null,
      priceAdjustment: '0.0000',
      terminalIds: [],
      version: 1,
    });
  });

  it('[S6] [P1] is for shareholder parents with ChildAccounts_View (the list also with ChildAccounts_Offers_View)', async () => {
    for (const who of ['buyer', 'seller', 'child', 'admin', 'operator'] as const) {
      const res = await api(who, 'GET', '/api/sub-accounts');
      expectContract(res, 'listSubAccounts');
      expect(res.statusCode, who).toBe(403);
    }
    expect((await api(null, 'GET', '/api/sub-accounts')).statusCode).toBe(401);
    // The role alone does not make an account a parent.
    await query(t, `UPDATE users SET roles = roles || '{ChildAccounts_View}' WHERE id = 'u-buyer-1'`);
    try {
      expect((await api('buyer', 'GET', '/api/sub-accounts')).statusCode).toBe(403);
    } finally {
      await query(
        t,
        `UPDATE users SET roles = array_remove(roles, 'ChildAccounts_View') WHERE id = 'u-buyer-1'`,
      );
    }
    // A parent's user with ChildAccounts_Offers_View alone lists the children to pick a market [P1], but
    // neither reads nor changes their settings; without either role nothing.
    await query(t, `UPDATE users SET roles = '{ChildAccounts_Offers_View}' WHERE id = 'u-parent-1'`);
    try {
      expect((await api('parent', 'GET', '/api/sub-accounts')).statusCode).toBe(200);
      expect((await api('parent', 'GET', '/api/sub-accounts/acc-aviat-nord')).statusCode).toBe(403);
      await query(t, `UPDATE users SET roles = '{}' WHERE id = 'u-parent-1'`);
      expect((await api('parent', 'GET', '/api/sub-accounts')).statusCode).toBe(403);
    } finally {
      await query(
        t,
        `UPDATE users SET roles = '{ChildAccounts_View,ChildAccounts_Offers_View}' WHERE id = 'u-parent-1'`,
      );
    }
  });
});

describe('GET /api/sub-accounts/{id}', () => {
  it('[S6] answers 404 for any account but the parent’s own children', async () => {
    for (const id of ['acc-aviaten', OTHER_CHILD, CH_CHILD, 'acc-nordheiz', 'acc-suedoel', 'acc-nope']) {
      const res = await api('parent', 'GET', `/api/sub-accounts/${id}`);
      expectContract(res, 'getSubAccount');
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('[S6] an Aviat cannot read its own, its sibling’s or its parent’s settings; sellers and other buyers neither', async () => {
    for (const [who, id] of [
      ['child', NORD],
      ['child', SUED],
      ['child', 'acc-aviaten'],
      ['seller', NORD],
      ['buyer', NORD],
    ] as const) {
      const res = await api(who, 'GET', `/api/sub-accounts/${id}`);
      expectContract(res, 'getSubAccount');
      expect(res.statusCode, `${who} ${id}`).toBe(403);
    }
  });

  it('[K2] counts the litres of the platform-local day: today’s not cancelled orders and 14 days oldest first', async () => {
    const today = localDateTime(t.clock.now()).date;
    const dayMs = 86_400_000;
    const daysAgo = (n: number) => isoDay(Date.parse(`${today}T12:00:00Z`) - n * dayMs);
    await insertOrder(WEST, 1000, await berlin(today, '00:10'));
    await insertOrder(WEST, 2500, await berlin(today, '09:30'));
    await insertOrder(WEST, 7000, await berlin(today, '08:00'), 'CANCELLED');
    await insertOrder(WEST, 4000, await berlin(daysAgo(1), '23:30'));
    await insertOrder(WEST, 3000, await berlin(daysAgo(13), '00:00'));
    await insertOrder(WEST, 9000, await berlin(daysAgo(14), '23:59'));
    await insertOrder(SUED, 6000, await berlin(today, '09:00'));

    const west = await getOne(WEST);
    expect(west.dailyPurchaseUtilisation).toBe(3500);
    expect(west.utilisationHistory).toHaveLength(14);
    expect(west.utilisationHistory.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => daysAgo(13 - i)),
    );
    const volumes = Object.fromEntries(west.utilisationHistory.map((d) => [d.date, d.volume]));
    expect(volumes).toMatchObject({ [daysAgo(13)]: 3000, [daysAgo(1)]: 4000, [today]: 3500 });
    expect(west.utilisationHistory.filter((d) => d.volume > 0)).toHaveLength(3);
    // The list says the same.
    const list = (await api('parent', 'GET', '/api/sub-accounts')).json<SubAccount[]>();
    expect(list.find((a) => a.id === WEST)).toEqual(west);
  });
});

describe('PUT /api/sub-accounts/{id}', () => {
  it('[S6] saves every setting of the version read and counts the version up', async () => {
    const before = await getOne(SUED);
    const res = await api(
      'parent',
      'PUT',
      `/api/sub-accounts/${SUED}`,
      settings(before.version, {
        paymentTermDays: 45,
        dailyPurchaseLimit: 60_000,
        collectionShorteningDays: 3,
        priceAdjustment: '-0.02',
        terminalIds: ['tm-koeln', 'tm-bremen', 'tm-koeln'],
      }),
    );
    expectContract(res, 'updateSubAccount');
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<SubAccount>();
    expect(saved).toMatchObject({
      id: SUED,
      paymentTermDays: 45,
      dailyPurchaseLimit: 60_000,
      collectionShorteningDays: 3,
      priceAdjustment: '-0.0200',
      terminalIds: ['tm-bremen', 'tm-koeln'],
      version: before.version + 1,
    });
    expect(await getOne(SUED)).toEqual(saved);
  });

  it('[S6] answers 409 VERSION_CONFLICT for a stale version and keeps what the other user saved', async () => {
    const first = await save(SUED, { paymentTermDays: 21 });
    const stale = await api(
      'parent',
      'PUT',
      `/api/sub-accounts/${SUED}`,
      settings(first.version - 1, { paymentTermDays: 7 }),
    );
    expectContract(stale, 'updateSubAccount');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: first.version },
    });
    expect(await getOne(SUED)).toEqual(first);
    // A version from the future is no better.
    const ahead = await api('parent', 'PUT', `/api/sub-accounts/${SUED}`, settings(first.version + 5));
    expect(ahead.statusCode).toBe(409);
    // A version beyond any the database holds is refused by the contract's bounds.
    const huge = await api('parent', 'PUT', `/api/sub-accounts/${SUED}`, settings(2 ** 40));
    expect(huge.statusCode).toBe(400);
    expect(await getOne(SUED)).toEqual(first);
  });

  it('[S6] the first save of a child without settings starts from version 1', async () => {
    await query(
      t,
      `INSERT INTO accounts (id, platform_id, type, name, parent_account_id) VALUES ('acc-aviat-ost', 'default', 'buyer', 'Aviat Ost GmbH', 'acc-aviaten')`,
    );
    const wrong = await api('parent', 'PUT', '/api/sub-accounts/acc-aviat-ost', settings(2));
    expect(wrong.statusCode).toBe(409);
    const res = await api(
      'parent',
      'PUT',
      '/api/sub-accounts/acc-aviat-ost',
      settings(1, { paymentTermDays: 7 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentTermDays: 7, version: 2 });
  });

  /** Sends settings at Aviat Süd's current version expecting 400 VALIDATION_FAILED; the field errors. */
  async function invalid(change: Record<string, unknown>): Promise<{ path: string; message: string }[]> {
    const { version } = await getOne(SUED);
    const res = await api('parent', 'PUT', `/api/sub-accounts/${SUED}`, { ...settings(version), ...change });
    expectContract(res, 'updateSubAccount');
    expect(res.statusCode, JSON.stringify(change)).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await getOne(SUED)).version, 'nothing saved').toBe(version);
    return res.json<{ errors: { path: string; message: string }[] }>().errors;
  }

  it('[V11] takes a price adjustment of zero or below only: a positive one is 400 naming the field', async () => {
    for (const priceAdjustment of ['0.0001', '1', '0.5000']) {
      expect(await invalid({ priceAdjustment })).toEqual([
        { path: '/priceAdjustment', code: 'negative_or_zero_required', message: 'negative_or_zero_required' },
      ]);
    }
    expect((await invalid({ priceAdjustment: '-0.00001' })).map((e) => e.path)).toEqual(['/priceAdjustment']);
    for (const [priceAdjustment, stored] of [
      ['0', '0.0000'],
      ['-0', '0.0000'],
      ['-0.0150', '-0.0150'],
      ['-12.5', '-12.5000'],
    ] as const) {
      expect((await save(SUED, { priceAdjustment })).priceAdjustment, priceAdjustment).toBe(stored);
    }
  });

  it('[K5] [V11] takes a collection shortening of at least 1 calendar day, or none', async () => {
    for (const collectionShorteningDays of [0, -1, -30, 366]) {
      const paths = (await invalid({ collectionShorteningDays })).map((e) => e.path);
      expect(paths, String(collectionShorteningDays)).toContain('/collectionShorteningDays');
    }
    expect((await save(SUED, { collectionShorteningDays: 1 })).collectionShorteningDays).toBe(1);
    expect((await save(SUED, { collectionShorteningDays: null })).collectionShorteningDays).toBeNull();
  });

  it('[K1] [K2] takes the payment terms 7, 14, 21, 30, 45 and a limit in whole litres or none', async () => {
    for (const bad of [
      { paymentTermDays: 10 },
      { paymentTermDays: 0 },
      { dailyPurchaseLimit: -1 },
      { dailyPurchaseLimit: 1.5 },
    ]) {
      await invalid(bad);
    }
    for (const days of [7, 14, 21, 30, 45]) {
      expect((await save(SUED, { paymentTermDays: days })).paymentTermDays).toBe(days);
    }
    expect((await save(SUED, { dailyPurchaseLimit: 0 })).dailyPurchaseLimit).toBe(0);
    expect((await save(SUED, { dailyPurchaseLimit: null })).dailyPurchaseLimit).toBeNull();
  });

  it('[S6] refuses terminals the platform does not have, naming each', async () => {
    expect(await invalid({ terminalIds: ['tm-koeln', 'tm-nirgendwo', 'tm-zuerich'] })).toEqual([
      { path: '/terminalIds/1', code: 'unknown_terminal', message: 'unknown_terminal' },
      { path: '/terminalIds/2', code: 'unknown_terminal', message: 'unknown_terminal' },
    ]);
  });

  it('[S6] an Aviat never changes its own, its sibling’s or its parent’s settings, even with the role', async () => {
    const before = await getOne(SUED);
    const attempts = async (expected: number) => {
      for (const id of [NORD, SUED, 'acc-aviaten']) {
        const res = await api('child', 'PUT', `/api/sub-accounts/${id}`, settings(1, { paymentTermDays: 7 }));
        expectContract(res, 'updateSubAccount');
        expect(res.statusCode, id).toBe(expected);
      }
    };
    await attempts(403);
    await query(t, `UPDATE users SET roles = roles || '{ChildAccounts_View}' WHERE id = 'u-child-1'`);
    try {
      await attempts(403);
    } finally {
      await query(
        t,
        `UPDATE users SET roles = array_remove(roles, 'ChildAccounts_View') WHERE id = 'u-child-1'`,
      );
    }
    expect(await getOne(SUED)).toEqual(before);
  });

  it('[S6] sellers and other buyers are refused; the parent cannot change itself or another group’s child', async () => {
    for (const who of ['seller', 'buyer', 'admin', 'operator'] as const) {
      const res = await api(who, 'PUT', `/api/sub-accounts/${NORD}`, settings(1));
      expectContract(res, 'updateSubAccount');
      expect(res.statusCode, who).toBe(403);
    }
    expect((await api(null, 'PUT', `/api/sub-accounts/${NORD}`, settings(1))).statusCode).toBe(401);
    for (const id of ['acc-aviaten', OTHER_CHILD, CH_CHILD, 'acc-nordheiz']) {
      const res = await api('parent', 'PUT', `/api/sub-accounts/${id}`, settings(1));
      expectContract(res, 'updateSubAccount');
      expect(res.statusCode, id).toBe(404);
    }
    const [row] = await query<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM sub_account_settings WHERE account_id = ANY($1::text[])`,
      [['acc-aviaten', OTHER_CHILD, CH_CHILD, 'acc-nordheiz']],
    );
    expect(row!.n).toBe(0);
  });
});

describe('an Aviat’s basket and orders', () => {
  let child: string;
  let buyer: string;

  beforeAll(async () => {
    child = await t.login(demo.child);
    buyer = await t.login(demo.buyer);
  });

  beforeEach(async () => {
    await resetOrdering(t);
    await save(NORD, {});
  });

  async function ordersCount(): Promise<number> {
    const [row] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders`);
    return row!.n;
  }

  /** Places the order expecting a refusal with this status and problem; nothing is written. */
  async function expectRefused(itemIds: string[], status: number, problem: Record<string, unknown>) {
    const before = await ordersCount();
    const res = await placeOrder(t, child, { basketItemIds: itemIds });
    expectContract(res, 'placeOrder');
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(problem);
    expect(await ordersCount()).toBe(before);
    const [basket] = await query<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM basket_items WHERE id = ANY($1::text[])`,
      [itemIds],
    );
    expect(basket!.n).toBe(itemIds.length);
  }

  async function orderRow(id: string) {
    const [row] = await query<{
      price: string;
      net_amount: string;
      payment_days: number;
      collection_start: string | null;
      collection_end: string | null;
    }>(
      t,
      `SELECT price::text, net_amount::text, payment_days, collection_start, collection_end FROM orders WHERE id = $1`,
      [id],
    );
    return row!;
  }

  const placed = async (itemIds: string[]) => {
    const res = await placeOrder(t, child, { basketItemIds: itemIds });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orders: { id: string }[] }>().orders.map((o) => o.id);
  };

  it('[K2] refuses an order that takes the day’s litres of all products above the Aviat’s daily limit', async () => {
    const heizoel = await makeOffer(t, { product: 'heizoel-el' });
    const diesel = await makeOffer(t, { product: 'diesel-b7', price: '118.0000' });
    const earlier = await litresToday(NORD);
    const limit = earlier + 20_000;
    await save(NORD, { dailyPurchaseLimit: limit });
    await placed([await addedItem(t, child, { offerId: heizoel, quantity: 12_000 })]);
    // Another product: the per-product limits know nothing of it, the account's limit does.
    const tooMuch = await addedItem(t, child, { offerId: diesel, quantity: 8001 });
    await expectRefused([tooMuch], 422, {
      code: 'DAILY_PURCHASE_LIMIT_REACHED',
      context: { dailyPurchaseLimit: limit, utilisation: earlier + 12_000, allProducts: true },
    });
    const exact = await addedItem(t, child, { offerId: diesel, quantity: 8000 });
    await placed([exact]);
    expect((await getOne(NORD)).dailyPurchaseUtilisation).toBe(limit);
    // Without a limit, the Aviat buys on.
    await save(NORD, { dailyPurchaseLimit: null });
    await placed([await addedItem(t, child, { offerId: diesel, quantity: 5000 })]);
  });

  it('[K2] counts both items of one order against the limit, and keeps the per-product limits', async () => {
    const heizoel = await makeOffer(t, { product: 'heizoel-el' });
    const diesel = await makeOffer(t, { product: 'diesel-b7', price: '118.0000' });
    const earlier = await litresToday(NORD);
    await save(NORD, { dailyPurchaseLimit: earlier + 15_000 });
    const a = await addedItem(t, child, { offerId: heizoel, quantity: 8000 });
    const b = await addedItem(t, child, { offerId: diesel, quantity: 8000 });
    await expectRefused([a, b], 422, { code: 'DAILY_PURCHASE_LIMIT_REACHED' });
    // A product's own limit below the account's still refuses first, naming the product.
    await save(NORD, { dailyPurchaseLimit: earlier + 100_000 });
    const [heizoelToday] = await query<{ litres: string }>(
      t,
      `SELECT COALESCE(sum(volume), 0)::text AS litres FROM orders
        WHERE buyer_account_id = $1 AND product_id = 'heizoel-el' AND status <> 'CANCELLED'
          AND created_at >= (date_trunc('day', $2::timestamptz AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`,
      [NORD, t.clock.now()],
    );
    const productLimit = Number(heizoelToday!.litres) + 5000;
    await query(
      t,
      `INSERT INTO daily_purchase_limits (account_id, product_id, litres) VALUES ($1, 'heizoel-el', $2)`,
      [NORD, productLimit],
    );
    await expectRefused([a], 422, {
      code: 'DAILY_PURCHASE_LIMIT_REACHED',
      context: { productName: 'Heizöl EL schwefelarm', dailyPurchaseLimit: productLimit },
    });
    await placed([b]);
  });

  it('[S6] refuses terminals the parent has not allowed, in the basket and at the order', async () => {
    const hamburg = await makeOffer(t, { terminal: 'tm-hamburg' });
    const karlsruhe = await makeOffer(t, { terminal: 'tm-karlsruhe' });
    const reserved = await addedItem(t, child, { offerId: hamburg, quantity: 5000 });
    await save(NORD, { terminalIds: ['tm-karlsruhe'] });
    const add = await addItem(t, child, { offerId: hamburg, quantity: 5000 });
    expectContract(add, 'addBasketItem');
    expect(add.statusCode).toBe(422);
    expect(add.json()).toMatchObject({ code: 'ANTITRUST_ANONYMITY' });
    await expectRefused([reserved], 422, { code: 'ANTITRUST_ANONYMITY' });
    await placed([await addedItem(t, child, { offerId: karlsruhe, quantity: 5000 })]);
    // An empty list allows every terminal again.
    await save(NORD, { terminalIds: [] });
    await placed([reserved]);
  });

  it('[V11] prices the Aviat’s basket and order at the reserved price plus its adjustment per litre', async () => {
    const offerId = await makeOffer(t, { price: '92.4500' });
    await save(NORD, { priceAdjustment: '-0.0150' });
    const add = await addItem(t, child, { offerId, quantity: 10_000 });
    expectContract(add, 'addBasketItem');
    const item = add.json<{
      items: { id: string; price: string; originalPrice: string; netAmount: string }[];
    }>().items[0]!;
    expect(item).toMatchObject({ price: '90.9500', originalPrice: '90.9500', netAmount: '9095.00' });
    // The reservation itself stays the seller's price.
    const [row] = await query<{ reserved_price: string }>(
      t,
      `SELECT reserved_price::text FROM basket_items WHERE id = $1`,
      [item.id],
    );
    expect(row!.reserved_price).toBe('92.4500');
    const [id] = await placed([item.id]);
    expect(await orderRow(id!)).toMatchObject({ price: '90.9500', net_amount: '9095.00' });
    // Another buyer pays the offer's price.
    const other = await addedItem(t, buyer, { offerId, quantity: 10_000 });
    const res = await placeOrder(t, buyer, { basketItemIds: [other] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderRow(res.json<{ orders: { id: string }[] }>().orders[0]!.id)).toMatchObject({
      price: '92.4500',
    });
  });

  it('[V11] refuses a final price of zero or below, at the reservation and at the order', async () => {
    const offerId = await makeOffer(t, { price: '92.4500' });
    const reserved = await addedItem(t, child, { offerId, quantity: 5000 });
    await save(NORD, { priceAdjustment: '-0.9245' });
    const zero = await addItem(t, child, { offerId, quantity: 5000 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE' });
    await expectRefused([reserved], 422, { code: 'OFFER_NOT_AVAILABLE', context: { price: '0.0000' } });
    await save(NORD, { priceAdjustment: '-1' });
    await expectRefused([reserved], 422, { code: 'OFFER_NOT_AVAILABLE', context: { price: '-7.5500' } });
    await save(NORD, { priceAdjustment: '-0.9244' });
    const [id] = await placed([reserved]);
    expect((await orderRow(id!)).price).toBe('0.0100');
  });

  it('[V11] adjusts a fuel’s price per 100 litres by 100 times the adjustment, an additive’s per litre by it', () => {
    const terms = { ...DEFAULT_SUB_ACCOUNT_TERMS, priceAdjustment: '-0.0150' };
    expect(adjustedPrice('92.4500', terms, 'fuel')).toBe('90.9500');
    expect(adjustedPrice('1.2000', terms, 'additive')).toBe('1.1850');
    expect(adjustedPrice('92.4500', DEFAULT_SUB_ACCOUNT_TERMS, 'fuel')).toBe('92.4500');
    expect(adjustedPrice('92.4500', null, 'fuel')).toBe('92.4500');
  });

  it('[K5] shortens the collection period of the Aviat’s orders from its start, in calendar days', async () => {
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const offerId = await makeOffer(t);
    await query(t, `UPDATE offers SET collection_start = $2, collection_end = $3 WHERE id = $1`, [
      offerId,
      isoDay(now + 2 * day),
      isoDay(now + 11 * day),
    ]);
    await save(NORD, { collectionShorteningDays: 3 });
    const [shortened] = await placed([await addedItem(t, child, { offerId, quantity: 5000 })]);
    expect(await orderRow(shortened!)).toMatchObject({
      collection_start: isoDay(now + 2 * day),
      collection_end: isoDay(now + 4 * day),
    });
    // A shortening longer than the period leaves it as offered.
    await save(NORD, { collectionShorteningDays: 30 });
    const [whole] = await placed([await addedItem(t, child, { offerId, quantity: 5000 })]);
    expect(await orderRow(whole!)).toMatchObject({ collection_end: isoDay(now + 11 * day) });
    // Without a start of its own the period starts today (platform-local).
    const open = await makeOffer(t);
    await save(NORD, { collectionShorteningDays: 1 });
    const [fromToday] = await placed([await addedItem(t, child, { offerId: open, quantity: 5000 })]);
    const today = localDateTime(t.clock.now()).date;
    expect(await orderRow(fromToday!)).toMatchObject({ collection_start: today, collection_end: today });
    // Without a shortening the order keeps the offer's period.
    await save(NORD, { collectionShorteningDays: null });
    const [asOffered] = await placed([await addedItem(t, child, { offerId, quantity: 5000 })]);
    expect(await orderRow(asOffered!)).toMatchObject({ collection_end: isoDay(now + 11 * day) });
  });

  it('[K1] uses the Aviat’s payment term where the seller relationship names none, and notices a change', async () => {
    const heizoel = await makeOffer(t, { product: 'heizoel-el' });
    // rel-6 names 21 days for Diesel B7: the seller's term wins.
    const diesel = await makeOffer(t, { product: 'diesel-b7', price: '118.0000' });
    await save(NORD, { paymentTermDays: 45 });
    const add = await addItem(t, child, { offerId: heizoel, quantity: 5000 });
    expect(add.json<{ items: { paymentTermDays: number }[] }>().items[0]!.paymentTermDays).toBe(45);
    const item = add.json<{ items: { id: string }[] }>().items[0]!.id;
    const dieselItem = await addedItem(t, child, { offerId: diesel, quantity: 5000 });
    const [a, b] = await placed([item, dieselItem]);
    expect([(await orderRow(a!)).payment_days, (await orderRow(b!)).payment_days].sort()).toEqual([21, 45]);
    // The parent changes the term after the reservation: the Aviat is told before it orders.
    const again = await addedItem(t, child, { offerId: heizoel, quantity: 5000 });
    await save(NORD, { paymentTermDays: 14 });
    await expectRefused([again], 422, { code: 'PAYMENT_TERM_CHANGED', context: { paymentTermDays: 14 } });
  });
});

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * The daily limit of all products under concurrent orders, on PostgreSQL (DATABASE_URL's server, or the
 * machine's; a fresh database for this block, dropped after): an Aviat's orders with five sellers and five
 * products share no offer, relationship or per-product limit row, so only the lock of its settings row
 * keeps them from all passing a limit that only two of them fit.
 */
describe.skipIf(!(await postgresReachable()))(
  'an Aviat’s daily limit under concurrent orders (PostgreSQL)',
  () => {
    let r: BasketTestApp;
    let database: { url: string; drop: () => Promise<void> };
    let child: string;
    const sellers = ['acc-suedoel', 'acc-rheintank', 'acc-altbrand', 'acc-hansetank', 'acc-moselenergie'];
    const products = ['heizoel-el', 'diesel-b7', 'super-e10', 'heizoel-premium', 'diesel-winter'];

    beforeAll(async () => {
      database = await createFreshDatabase('subacc_race');
      const db = await openPostgres(database.url, { max: 10, statementTimeoutMs: 5000 });
      await migrate(db);
      await seedDemo(db, { hashCost: TEST_HASH_COST });
      r = await startBasketApp(
        { DB_STATEMENT_TIMEOUT_MS: '5000' },
        {},
        {
          testDb: { db, url: database.url, cleanup: () => db.close() },
        },
      );
      const sql = (text: string, params: unknown[] = []) => r.testDb.db.query(text, params);
      await sql(`DELETE FROM daily_purchase_limits WHERE account_id = $1`, [NORD]);
      await sql(`UPDATE sub_account_settings SET terminal_ids = '{}' WHERE account_id = $1`, [NORD]);
      await sql(`UPDATE relationships SET credit_limit_mode = 'NONE' WHERE id IN ('rel-6', 'rel-9')`);
      await sql(
        `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED'
        WHERE buyer_account_id = $1`,
        [NORD],
      );
      for (const seller of sellers) {
        await sql(
          `INSERT INTO relationships (id, buyer_account_id, seller_account_id, state, seller_status, buyer_status)
         VALUES ($1, $2, $3, 'RELEASED', 'ENABLED', 'ENABLED') ON CONFLICT (buyer_account_id, seller_account_id) DO NOTHING`,
          [`rel-race-${seller}`, NORD, seller],
        );
      }
      child = await r.login(demo.child);
    }, 180_000);

    afterAll(async () => {
      await r?.close();
      await r?.testDb.cleanup();
      await database?.drop();
    }, 30_000);

    /** Sets the Aviat's limit to today's litres plus `headroom`; returns the limit. */
    async function limitWithHeadroom(headroom: number): Promise<number> {
      const [row] = (
        await r.testDb.db.query<{ litres: string }>(
          `SELECT COALESCE(sum(volume), 0)::text AS litres FROM orders
          WHERE buyer_account_id = $1 AND status <> 'CANCELLED'
            AND created_at >= (date_trunc('day', $2::timestamptz AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`,
          [NORD, r.clock.now()],
        )
      ).rows;
      const limit = Number(row!.litres) + headroom;
      await r.testDb.db.query(
        `UPDATE sub_account_settings SET daily_purchase_limit = $2 WHERE account_id = $1`,
        [NORD, limit],
      );
      return limit;
    }

    it(
      '[K2] lets exactly as many concurrent orders pass as the limit holds, round after round',
      { timeout: 120_000 },
      async () => {
        for (let round = 0; round < 3; round++) {
          const items: string[] = [];
          for (const [i, seller] of sellers.entries()) {
            const offerId = await makeOffer(r, { seller, product: products[i]!, terminal: 'tm-hamburg' });
            items.push(await addedItem(r, child, { offerId, quantity: 10_000 }));
          }
          const limit = await limitWithHeadroom(25_000);
          const results = await Promise.all(
            items.map((item) => placeOrder(r, child, { basketItemIds: [item] })),
          );
          const statuses = results.map((x) => x.statusCode).sort();
          expect(statuses, results.map((x) => x.body).join('\n')).toEqual([201, 201, 422, 422, 422]);
          for (const x of results.filter((y) => y.statusCode === 422)) {
            expect(x.json()).toMatchObject({ code: 'DAILY_PURCHASE_LIMIT_REACHED' });
          }
          expect(await limitWithHeadroom(0)).toBeLessThanOrEqual(limit);
          await r.testDb.db.query(`DELETE FROM basket_items`);
        }
      },
    );

    it(
      '[K2] an order waits for the Aviat’s settings row while another transaction holds it',
      { timeout: 60_000 },
      async () => {
        await limitWithHeadroom(100_000);
        const offerId = await makeOffer(r, {
          seller: 'acc-rheintank',
          product: 'diesel-b7',
          terminal: 'tm-hamburg',
        });
        const item = await addedItem(r, child, { offerId, quantity: 5000 });
        const holder = new pg.Client({ connectionString: database.url });
        await holder.connect();
        try {
          await holder.query('BEGIN');
          await holder.query(`SELECT 1 FROM sub_account_settings WHERE account_id = $1 FOR UPDATE`, [NORD]);
          let settled = false;
          const order = placeOrder(r, child, { basketItemIds: [item] }).finally(() => (settled = true));
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(settled, 'the order went past the locked settings row').toBe(false);
          await holder.query('ROLLBACK');
          expect((await order).statusCode).toBe(201);
        } finally {
          await holder.end();
        }
      },
    );
  },
);
