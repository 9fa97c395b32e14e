/**
 * POST /api/orders: the order transaction. One test per order error of spec §8 (M3), each provoked
 * through the API after the item was reserved, each checking that nothing was written (no order, the
 * offer's volume and the basket unchanged); the purchase role (P2), the daily purchase limit (K2), the
 * quantity rule (V8); and reading orders back (GET /api/orders, GET /api/orders/{orderId}).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demo, expectContract } from './helpers/app.js';
import './helpers/setup.js';
import { listen, openStream } from './market-support.js';
import {
  HOLD_SECONDS,
  addedItem,
  makeOffer,
  placeOrder,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

let t: BasketTestApp;
let buyer: string;
let child: string;

beforeAll(async () => {
  t = await startBasketApp();
  buyer = await t.login(demo.buyer);
  child = await t.login(demo.child);
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetOrdering(t);
  await query(
    t,
    `UPDATE users SET roles = '{MyRelationships_View,MyOffers_Purchase}' WHERE id = 'u-buyer-1'`,
  );
});

interface Snapshot {
  orders: number;
  volumes: Record<string, number>;
  basket: number;
}

async function snapshot(offerIds: string[]): Promise<Snapshot> {
  const [orders] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders`);
  const [basket] = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM basket_items`);
  const rows = await query<{ id: string; available_volume: number }>(
    t,
    `SELECT id, available_volume FROM offers WHERE id = ANY($1::text[])`,
    [offerIds],
  );
  return {
    orders: orders!.n,
    basket: basket!.n,
    volumes: Object.fromEntries(rows.map((r) => [r.id, Number(r.available_volume)])),
  };
}

/** Places the order expecting a rejection; checks its status, code and that nothing was written. */
async function expectRejected(
  cookie: string,
  itemIds: string[],
  offerIds: string[],
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await snapshot(offerIds);
  const res = await placeOrder(t, cookie, { basketItemIds: itemIds });
  expectContract(res, 'placeOrder');
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(expected);
  expect(await snapshot(offerIds), 'nothing written').toEqual(before);
  return res;
}

/** The gross of the open orders of these buyers with Südöl. */
async function openGross(buyers: string[]): Promise<number> {
  const [r] = await query<{ total: string }>(
    t,
    `SELECT COALESCE(sum(gross_amount), 0)::text AS total FROM orders
      WHERE seller_account_id = 'acc-suedoel' AND buyer_account_id = ANY($1::text[])
        AND status NOT IN ('COMPLETE', 'CANCELLED')`,
    [buyers],
  );
  return Number(r!.total);
}

describe('POST /api/orders: placing', () => {
  it('places one INCOMPLETE order per item at the reserved price, takes the volume and empties the basket', async () => {
    const offerId = await makeOffer(t, { price: '92.4500', available: 50_000 });
    const a = await addedItem(t, buyer, { offerId, quantity: 24_000 });
    const b = await addedItem(t, buyer, { offerId, quantity: 1000, deliveryAddressId: 'da-1' });
    await query(t, `UPDATE offers SET price = '99.0000' WHERE id = $1`, [offerId]); // the reservation holds
    const res = await placeOrder(t, buyer, {
      basketItemIds: [a, b],
      liftingNumber: 'LN-4711',
      comment: 'ab 7 Uhr',
    });
    expectContract(res, 'placeOrder');
    expect(res.statusCode, res.body).toBe(201);
    const { orders } = res.json() as {
      orders: {
        id: string;
        orderStatus: string;
        netAmount: string;
        vatAmount: string;
        grossAmount: string;
        liftingNumber: string;
        selfPickup: boolean;
        paymentPeriod: number;
        positions: { volume: number; finalPrice: string }[];
      }[];
    };
    expect(orders).toHaveLength(2);
    const big = orders.find((o) => o.positions[0]!.volume === 24_000)!;
    expect(big).toMatchObject({
      orderStatus: 'INCOMPLETE',
      netAmount: '22188.00',
      vatAmount: '4215.72',
      grossAmount: '26403.72',
      liftingNumber: 'LN-4711',
      selfPickup: true,
      paymentPeriod: 14,
      positions: [{ volume: 24_000, finalPrice: '92.4500' }],
    });
    expect(orders.find((o) => o.positions[0]!.volume === 1000)!.selfPickup).toBe(false);
    expect((await snapshot([offerId])).volumes[offerId]).toBe(25_000);
    expect((await snapshot([offerId])).basket).toBe(0);

    // Read back: own list newest first, one order for the buyer and the seller, 404 for anyone else.
    const list = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer } });
    expectContract(list, 'listOrders');
    const listed = list.json() as { id: string; date: string }[];
    // (The test clock stands at 09:00 UTC; the demo orders of today may be newer.)
    expect(listed.map((o) => o.id)).toEqual(expect.arrayContaining(orders.map((o) => o.id)));
    const dates = listed.map((o) => Date.parse(o.date));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    for (const who of [buyer, await t.login(demo.seller)]) {
      const one = await t.app.inject({ url: `/api/orders/${big.id}`, headers: { cookie: who } });
      expectContract(one, 'getOrder');
      expect(one.json()).toMatchObject({ id: big.id, grossAmount: '26403.72' });
    }
    const other = await t.app.inject({
      url: `/api/orders/${big.id}`,
      headers: { cookie: await t.login(demo.seller2) },
    });
    expectContract(other, 'getOrder');
    expect(other.statusCode).toBe(404);
  });

  it('[V8] places an additive order in purchase units: volume = units × unit, net per litre', async () => {
    const offerId = await makeOffer(t, {
      product: 'add-adblue',
      terminal: null,
      price: '0.6900',
      available: 2000,
      min: 400,
      max: 5000,
      purchaseUnitLitres: 200,
    });
    const item = await addedItem(t, buyer, { offerId, quantity: 4, deliveryAddressId: 'loc-1' });
    const res = await placeOrder(t, buyer, { basketItemIds: [item] });
    expectContract(res, 'placeOrder');
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { orders: unknown[] }).orders[0]).toMatchObject({
      productType: 'additive',
      terminal: null,
      selfPickup: false,
      deliveryAddress: { id: 'loc-1' },
      netAmount: '552.00',
      vatAmount: '104.88',
      grossAmount: '656.88',
      positions: [{ volume: 800, quantity: 4, finalPrice: '0.6900', priceUnit: 'EUR/LITRE' }],
    });
    expect((await snapshot([offerId])).volumes[offerId]).toBe(1200);
  });

  it('answers 404 for an item that is not in the caller’s basket', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    const colleague = await t.login(demo.buyer2);
    await expectRejected(colleague, [item], [offerId], 404, { code: 'NOT_FOUND' });
  });
});

describe('POST /api/orders: order errors (M3)', () => {
  it('[M3] RESERVATION_EXPIRED once the hold has run out', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    const start = t.clock.t;
    try {
      t.clock.advance(HOLD_SECONDS * 1000);
      await expectRejected(buyer, [item], [offerId], 422, {
        code: 'RESERVATION_EXPIRED',
        context: { basketItemIds: [item] },
      });
    } finally {
      t.clock.t = start;
    }
  });

  it('[M3] OFFER_NOT_AVAILABLE when the offer was paused after reserving', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `UPDATE offers SET status = 'PAUSED' WHERE id = $1`, [offerId]);
    await expectRejected(buyer, [item], [offerId], 422, { code: 'OFFER_NOT_AVAILABLE' });
  });

  it('[M3] NOT_ENOUGH_VOLUME with the new available volume, and nothing of the other items written', async () => {
    const plenty = await makeOffer(t);
    const scarce = await makeOffer(t, { available: 20_000 });
    const a = await addedItem(t, buyer, { offerId: plenty, quantity: 5000 });
    const b = await addedItem(t, buyer, { offerId: scarce, quantity: 15_000 });
    await query(t, `UPDATE offers SET available_volume = 12000 WHERE id = $1`, [scarce]);
    await expectRejected(buyer, [a, b], [plenty, scarce], 422, {
      code: 'NOT_ENOUGH_VOLUME',
      context: { newAvailableVolume: 12_000 },
    });
  });

  it('[M3] RELATIONSHIP_DISABLED naming the seller', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `UPDATE relationships SET buyer_status = 'DISABLED' WHERE id = 'rel-1'`);
    await expectRejected(buyer, [item], [offerId], 422, {
      code: 'RELATIONSHIP_DISABLED',
      context: { sellerName: 'Südöl Vertrieb GmbH' },
    });
  });

  it('[M3] ANTITRUST_ANONYMITY when the seller’s approvals no longer include the product', async () => {
    const offerId = await makeOffer(t, { product: 'heizoel-el' });
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(
      t,
      `UPDATE relationships SET product_selection_mode = 'MANUAL', product_ids = '{diesel-b7}' WHERE id = 'rel-1'`,
    );
    await expectRejected(buyer, [item], [offerId], 422, { code: 'ANTITRUST_ANONYMITY' });
  });

  it('[M3] PAYMENT_TERM_CHANGED with the current term', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(
      t,
      `UPDATE relationship_payment_terms SET days = 30 WHERE relationship_id = 'rel-1' AND product_id = 'heizoel-el'`,
    );
    try {
      await expectRejected(buyer, [item], [offerId], 422, {
        code: 'PAYMENT_TERM_CHANGED',
        context: { paymentTermDays: 30 },
      });
    } finally {
      await query(
        t,
        `UPDATE relationship_payment_terms SET days = 14 WHERE relationship_id = 'rel-1' AND product_id = 'heizoel-el'`,
      );
    }
  });

  it('[M3] INSUFFICIENT_CREDIT_LIMIT when limit − utilisation − open orders does not cover the gross', async () => {
    const offerId = await makeOffer(t, { price: '100.0000' });
    // 10,000 l at 100.00 per 100 l: net 10,000.00, gross 11,900.00.
    const open = await openGross(['acc-nordheiz']);
    await query(
      t,
      `UPDATE relationships SET credit_limit_mode = 'MANUAL', credit_limit = $1, credit_limit_utilisation = 1000 WHERE id = 'rel-1'`,
      [(open + 1000 + 11_899.99).toFixed(2)],
    );
    const item = await addedItem(t, buyer, { offerId, quantity: 10_000 });
    await expectRejected(buyer, [item], [offerId], 422, { code: 'INSUFFICIENT_CREDIT_LIMIT' });
    // One cent more and it fits.
    await query(t, `UPDATE relationships SET credit_limit = credit_limit + 0.01 WHERE id = 'rel-1'`);
    expect((await placeOrder(t, buyer, { basketItemIds: [item] })).statusCode).toBe(201);
  });

  it('[M3] INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER when the parent’s shared limit does not cover the group', async () => {
    const offerId = await makeOffer(t, { price: '100.0000' });
    const group = ['acc-aviaten', 'acc-aviat-nord', 'acc-aviat-sued'];
    const open = await openGross(group);
    await query(
      t,
      `UPDATE relationships SET credit_limit_mode = 'MANUAL', credit_limit = $1 WHERE id = 'rel-9'`,
      [(open + 11_899.99).toFixed(2)],
    );
    const item = await addedItem(t, child, { offerId, quantity: 10_000 });
    await expectRejected(child, [item], [offerId], 422, { code: 'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER' });
    // Without the parent's feature sharedCreditLimits, the parent's limit does not apply.
    await query(t, `UPDATE accounts SET features = '{productAdditives}' WHERE id = 'acc-aviaten'`);
    try {
      expect((await placeOrder(t, child, { basketItemIds: [item] })).statusCode).toBe(201);
    } finally {
      await query(
        t,
        `UPDATE accounts SET features = '{productAdditives,sharedCreditLimits}' WHERE id = 'acc-aviaten'`,
      );
    }
  });

  it('[M3] [K2] DAILY_PURCHASE_LIMIT_REACHED counting the day’s orders, with product, limit and utilisation', async () => {
    const offerId = await makeOffer(t);
    const [today] = await query<{ litres: string }>(
      t,
      `SELECT COALESCE(sum(volume), 0)::text AS litres FROM orders
        WHERE buyer_account_id = 'acc-aviat-nord' AND product_id = 'heizoel-el' AND status <> 'CANCELLED'
          AND created_at >= (date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin')`,
      [t.clock.now()],
    );
    const earlier = Number(today!.litres);
    const limit = earlier + 20_000;
    await query(
      t,
      `INSERT INTO daily_purchase_limits (account_id, product_id, litres) VALUES ('acc-aviat-nord', 'heizoel-el', $1)`,
      [limit],
    );
    const first = await addedItem(t, child, { offerId, quantity: 15_000 });
    const res = await placeOrder(t, child, { basketItemIds: [first] });
    expect(res.statusCode, res.body).toBe(201);
    const second = await addedItem(t, child, { offerId, quantity: 5001 });
    await expectRejected(child, [second], [offerId], 422, {
      code: 'DAILY_PURCHASE_LIMIT_REACHED',
      context: {
        productName: 'Heizöl EL schwefelarm',
        dailyPurchaseLimit: limit,
        utilisation: earlier + 15_000,
      },
    });
    const exact = await addedItem(t, child, { offerId, quantity: 5000 });
    expect((await placeOrder(t, child, { basketItemIds: [exact] })).statusCode).toBe(201);
  });

  it('[V8] QUANTITY_OUT_OF_RANGE when the seller raised the minimum after reserving', async () => {
    const offerId = await makeOffer(t, { min: 1000 });
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `UPDATE offers SET min_order_volume = 6000 WHERE id = $1`, [offerId]);
    await expectRejected(buyer, [item], [offerId], 422, {
      code: 'QUANTITY_OUT_OF_RANGE',
      context: { minimumOrderQuantity: 6000, maximumOrderQuantity: 30_000 },
    });
  });

  it('[M3] BASKET_TECHNICAL_ERROR (500) on an unexpected failure, with nothing written', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `ALTER TABLE orders ADD CONSTRAINT test_no_boom CHECK (comment IS DISTINCT FROM 'boom')`);
    try {
      const before = await snapshot([offerId]);
      const res = await placeOrder(t, buyer, { basketItemIds: [item], comment: 'boom' });
      expectContract(res, 'placeOrder');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'BASKET_TECHNICAL_ERROR' });
      expect(await snapshot([offerId])).toEqual(before);
    } finally {
      await query(t, `ALTER TABLE orders DROP CONSTRAINT test_no_boom`);
    }
  });
});

describe('POST /api/orders: purchase rights (P2)', () => {
  it('[P2] refuses a user without the role MyOffers_Purchase (403), nothing written', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `UPDATE users SET roles = '{MyRelationships_View}' WHERE id = 'u-buyer-1'`);
    await expectRejected(buyer, [item], [offerId], 403, { code: 'FORBIDDEN' });
  });

  it('[P2] refuses a buyer whose purchase rights the seller withdrew (403), nothing written', async () => {
    const offerId = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
    await query(t, `UPDATE relationships SET purchase_rights = false WHERE id = 'rel-1'`);
    await expectRejected(buyer, [item], [offerId], 403, { code: 'FORBIDDEN' });
  });
});

describe('the sellers’ open-orders bubble', () => {
  let baseUrl: string | undefined;
  const serverUrl = async () => (baseUrl ??= await listen(t.app));

  it('[L5] sends the seller’s own event streams the new open-orders count when an order is placed', async () => {
    const url = await serverUrl();
    const sellerStream = await openStream(`${url}/api/events`, { cookie: await t.login(demo.seller) });
    const otherStream = await openStream(`${url}/api/events`, { cookie: await t.login(demo.seller2) });
    try {
      const offerId = await makeOffer(t);
      const item = await addedItem(t, buyer, { offerId, quantity: 5000 });
      expect((await placeOrder(t, buyer, { basketItemIds: [item] })).statusCode).toBe(201);
      const [open] = await query<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM orders WHERE seller_account_id = 'acc-suedoel' AND status = 'INCOMPLETE'`,
      );
      const orderEvents = (s: typeof sellerStream) =>
        s
          .events()
          .filter((e) => e.event === 'orders')
          .map((e) => JSON.parse(e.data) as unknown);
      await vi.waitFor(() => expect(orderEvents(sellerStream)).toContainEqual({ count: open!.n }), {
        timeout: 10_000,
      });
      expect(orderEvents(otherStream)).toEqual([]);
    } finally {
      sellerStream.close();
      otherStream.close();
    }
  });

  it('[L5] after a burst of orders the seller’s stream ends on the final open-orders count', async () => {
    const url = await serverUrl();
    const sellerStream = await openStream(`${url}/api/events`, { cookie: await t.login(demo.seller) });
    try {
      const offerId = await makeOffer(t);
      const items: string[] = [];
      for (let i = 0; i < 4; i++) items.push(await addedItem(t, buyer, { offerId, quantity: 1000 }));
      const placed = await Promise.all(items.map((item) => placeOrder(t, buyer, { basketItemIds: [item] })));
      expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const [open] = await query<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM orders WHERE seller_account_id = 'acc-suedoel' AND status = 'INCOMPLETE'`,
      );
      const lastCount = () =>
        sellerStream
          .events()
          .filter((e) => e.event === 'orders')
          .map((e) => JSON.parse(e.data) as { count: number })
          .at(-1);
      await vi.waitFor(() => expect(lastCount()).toEqual({ count: open!.n }), { timeout: 10_000 });
    } finally {
      sellerStream.close();
    }
  });
});
