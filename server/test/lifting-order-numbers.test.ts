/**
 * [B11] Lifting order numbers ("Abholauftragsnummer", brand flag LIFTING_ORDER_NUMBER, the Austrian
 * platform only): given when placing the order from the basket, kept on every order of the placement,
 * shown in the order history to buyer and seller, in the order and the export to the seller (Austrian
 * buyers have no orders page [B14]); refused elsewhere (400).
 */
import type { components } from '@fuelmarket/api-client';
import { brands } from '@fuelmarket/brands';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF, demo, expectContract } from './helpers/app.js';
import './helpers/setup.js';
import {
  addedItem,
  makeOffer,
  placeOrder,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

type Order = components['schemas']['Order'];
type HistoryRow = components['schemas']['OrderHistoryRow'];

const get = (t: BasketTestApp, cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...CSRF } });

async function historyRow(t: BasketTestApp, cookie: string, orderNumber: string): Promise<HistoryRow> {
  const res = await get(t, cookie, `/api/orderHistory?orderId=${orderNumber}`);
  expectContract(res, 'getOrderHistory');
  const rows = (res.json() as { orders: HistoryRow[] }).orders;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The export as rows of cells (BOM and empty lines dropped). */
async function exported(t: BasketTestApp, cookie: string): Promise<string[][]> {
  const csv = await get(t, cookie, '/api/orderHistory/export');
  expect(csv.statusCode, csv.body).toBe(200);
  return csv.body
    .slice(1)
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(';'));
}

it('[B11] only the Austrian brand keeps lifting order numbers', () => {
  expect(
    Object.values(brands)
      .filter((b) => b.flags.LIFTING_ORDER_NUMBER)
      .map((b) => b.id),
  ).toEqual(['at']);
});

describe('[B11] on the Austrian platform (LIFTING_ORDER_NUMBER)', () => {
  let t: BasketTestApp;
  let buyer: string;
  let seller: string;
  let offerId: string;
  beforeAll(async () => {
    t = await startBasketApp({ BRAND: 'at' });
    buyer = await t.login(demo.atBuyer);
    seller = await t.login('verkauf@donauoel.at');
    // Wärme Wien at Donauöl (rel-11): released, every terminal and product, purchase rights, no limit.
    await query(
      t,
      `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
              terminal_selection_mode = 'ALL', product_selection_mode = 'ALL', purchase_rights = true,
              credit_limit_mode = 'NONE', credit_limit_utilisation = 0
        WHERE id = 'rel-11'`,
    );
    offerId = await makeOffer(t, { seller: 'acc-donauoel', terminal: 'tm-wien' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await query(t, `DELETE FROM basket_items`);
  });

  async function place(liftingOrderNumber?: string | null) {
    const a = await addedItem(t, buyer, { offerId, quantity: 1000 });
    const b = await addedItem(t, buyer, { offerId, quantity: 2000 });
    const res = await placeOrder(t, buyer, {
      basketItemIds: [a, b],
      ...(liftingOrderNumber === undefined ? {} : { liftingOrderNumber }),
    });
    expectContract(res, 'placeOrder');
    return res;
  }

  it('[B11] every order of the placement keeps the trimmed number; the history shows it to both sides, order and export to the seller [B14]', async () => {
    const res = await place('  AA-2026/4711 B ');
    expect(res.statusCode, res.body).toBe(201);
    const orders = (res.json() as { orders: Order[] }).orders;
    expect(orders.map((o) => o.liftingOrderNumber)).toEqual(['AA-2026/4711 B', 'AA-2026/4711 B']);
    const [first] = orders;
    for (const cookie of [buyer, seller]) {
      expect(await historyRow(t, cookie, first!.orderNumber)).toMatchObject({
        liftingOrderNumber: 'AA-2026/4711 B',
      });
    }
    // The order's detail and the export belong to the orders page, which Austrian buyers do not have.
    const detail = await get(t, seller, `/api/orders/${first!.id}`);
    expectContract(detail, 'getOrder');
    expect(detail.json()).toMatchObject({ liftingOrderNumber: 'AA-2026/4711 B' });
    const [header, ...lines] = await exported(t, seller);
    // Before the creditor's column, which stays the last one.
    expect(header!.slice(-2)).toEqual(['Abholauftragsnummer', 'Kreditor']);
    expect(lines.find((l) => l[0] === first!.orderNumber)?.at(-2)).toBe('AA-2026/4711 B');
  });

  it.each([undefined, null, '', '   '])(
    '[B11] the number is optional: %j places orders without one',
    async (sent) => {
      const res = await place(sent);
      expect(res.statusCode, res.body).toBe(201);
      const [order] = (res.json() as { orders: Order[] }).orders;
      expect(order!.liftingOrderNumber).toBeNull();
      expect(await historyRow(t, seller, order!.orderNumber)).toMatchObject({ liftingOrderNumber: null });
    },
  );

  it('[B11] a number of up to 40 letters, digits, "-", "/" and spaces passes; any other is refused at /liftingOrderNumber, nothing written', async () => {
    expect((await place('x'.repeat(40))).statusCode).toBe(201);
    const [before] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders`);
    for (const bad of ['x'.repeat(41), 'AA_4711', 'AA.4711', 'Ö-1', 'AA#1']) {
      const res = await place(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: '/liftingOrderNumber', message: 'lifting_order_number_invalid' }],
      });
      expect((res.json() as { detail: string }).detail).toContain('Abholauftragsnummer');
      await query(t, `DELETE FROM basket_items`);
    }
    const [after] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders`);
    expect(after!.n).toBe(before!.n);
  });
});

describe('[B11] on the other platforms (no LIFTING_ORDER_NUMBER)', () => {
  let t: BasketTestApp;
  let buyer: string;
  beforeAll(async () => {
    t = await startBasketApp();
    buyer = await t.login(demo.buyer);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetOrdering(t));

  it('[B11] a lifting order number is refused with 400 at /liftingOrderNumber; nothing is written', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 1000 });
    const count = async () => (await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders`))[0]!.n;
    const before = await count();
    const res = await placeOrder(t, buyer, { basketItemIds: [item], liftingOrderNumber: 'AA-4711' });
    expectContract(res, 'placeOrder');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Abholauftragsnummern werden auf dieser Plattform nicht geführt.',
      errors: [{ path: '/liftingOrderNumber', message: 'lifting_order_number_not_available' }],
    });
    expect(await count()).toBe(before);
    const [basket] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM basket_items`);
    expect(basket!.n).toBe(1);
  });

  it('[B11] without a number (left out, null, empty) orders are placed and carry none; the export has no such column', async () => {
    const offerId = await makeOffer(t);
    for (const liftingOrderNumber of [undefined, null, '', '  ']) {
      const item = await addedItem(t, buyer, { offerId, quantity: 1000 });
      const res = await placeOrder(t, buyer, {
        basketItemIds: [item],
        ...(liftingOrderNumber === undefined ? {} : { liftingOrderNumber }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [order] = (res.json() as { orders: Order[] }).orders;
      expect(order!.liftingOrderNumber).toBeNull();
      expect(await historyRow(t, buyer, order!.orderNumber)).toMatchObject({ liftingOrderNumber: null });
    }
    const [header] = await exported(t, buyer);
    expect(header).not.toContain('Abholauftragsnummer');
  });
});
