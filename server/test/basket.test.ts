/**
 * The basket (/api/basket): price reservations with a hold that never outlives the market window (BK1),
 * the refresh that re-quotes and restarts the hold, rule V8 on adding, and the M3 rejections at adding.
 * Every response is checked against openapi.yaml (helpers/setup).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF, demo, expectContract } from './helpers/app.js';
import './helpers/setup.js';
import {
  HOLD_SECONDS,
  addItem,
  addedItem,
  makeOffer,
  query,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

let t: BasketTestApp;
let buyer: string;
let buyer2: string;

beforeAll(async () => {
  t = await startBasketApp();
  buyer = await t.login(demo.buyer);
  buyer2 = await t.login(demo.buyer2);
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await query(t, `DELETE FROM basket_items`);
  await query(
    t,
    `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
            terminal_selection_mode = 'ALL', product_selection_mode = 'ALL' WHERE id = 'rel-1'`,
  );
});

const getBasket = async (cookie = buyer) => {
  const res = await t.app.inject({ url: '/api/basket', headers: { cookie } });
  expectContract(res, 'getBasket');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: {
      id: string;
      price: string;
      originalPrice: string;
      reservedUntil: string;
      priceUpdateAt: string;
      netAmount: string;
      volume: number;
      paymentTermDays: number;
      deliveryAddress: { street: string; zipCode: string } | null;
    }[];
    reservationExpiresAt: string | null;
    netAmount: string;
    vatAmount: string;
    grossAmount: string;
    currency: string;
  };
};

describe('GET /api/basket', () => {
  it('needs a buyer session', async () => {
    expect((await t.app.inject({ url: '/api/basket' })).statusCode).toBe(401);
    const seller = await t.login(demo.seller);
    const res = await t.app.inject({ url: '/api/basket', headers: { cookie: seller } });
    expect(res.statusCode).toBe(403);
    expectContract(res, 'getBasket');
  });

  it('is empty at first, with zero amounts and no deadlines', async () => {
    const b = await getBasket();
    expect(b).toMatchObject({
      items: [],
      reservationExpiresAt: null,
      netAmount: '0.00',
      vatAmount: '0.00',
      grossAmount: '0.00',
      currency: 'EUR',
    });
  });
});

describe('POST /api/basket/items', () => {
  it('[BK1] reserves the offer price for the hold and counts the amounts exactly', async () => {
    const offerId = await makeOffer(t, { price: '92.4500' });
    const res = await addItem(t, buyer, { offerId, quantity: 24_000, deliveryAddressId: 'da-1' });
    expectContract(res, 'addBasketItem');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json() as Awaited<ReturnType<typeof getBasket>>;
    const now = t.clock.now().getTime();
    expect(b.items).toHaveLength(1);
    expect(b.items[0]).toMatchObject({
      price: '92.4500',
      originalPrice: '92.4500',
      volume: 24_000,
      netAmount: '22188.00',
      paymentTermDays: 14,
      deliveryAddress: { street: expect.any(String), zipCode: expect.any(String) },
    });
    expect(Date.parse(b.items[0]!.reservedUntil)).toBe(now + HOLD_SECONDS * 1000);
    expect(b.items[0]!.priceUpdateAt).toBe(t.windowExpires.toISOString());
    expect(b).toMatchObject({ netAmount: '22188.00', vatAmount: '4215.72', grossAmount: '26403.72' });
    expect(b.reservationExpiresAt).toBe(b.items[0]!.reservedUntil);
    // The reservation is per user: a colleague's basket stays empty.
    expect((await getBasket(buyer2)).items).toEqual([]);
  });

  it('[BK1] never reserves beyond the end of the market window', async () => {
    const offerId = await makeOffer(t);
    const start = t.clock.t;
    t.clock.t = t.windowExpires.getTime() - 30_000; // 30 s left in the window, the hold is 120 s
    try {
      await addedItem(t, buyer, { offerId, quantity: 5000 });
      const [item] = (await getBasket()).items;
      expect(item!.reservedUntil).toBe(t.windowExpires.toISOString());
    } finally {
      t.clock.t = start;
    }
  });

  it('[V8] refuses a quantity below the minimum or above the maximum order quantity', async () => {
    const offerId = await makeOffer(t, { min: 2000, max: 10_000 });
    for (const quantity of [1999, 10_001]) {
      const res = await addItem(t, buyer, { offerId, quantity });
      expectContract(res, 'addBasketItem');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'QUANTITY_OUT_OF_RANGE',
        context: { minimumOrderQuantity: 2000, maximumOrderQuantity: 10_000 },
      });
    }
    expect((await addItem(t, buyer, { offerId, quantity: 10_000 })).statusCode).toBe(201);
  });

  it('[V8] caps the quantity by the available volume (NOT_ENOUGH_VOLUME with the new volume)', async () => {
    const offerId = await makeOffer(t, { available: 8000, max: 30_000 });
    const res = await addItem(t, buyer, { offerId, quantity: 8001 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_VOLUME', context: { newAvailableVolume: 8000 } });
    expect((await addItem(t, buyer, { offerId, quantity: 8000 })).statusCode).toBe(201);
  });

  it('[V8] accepts only a delivery address of the buyer’s own company', async () => {
    const offerId = await makeOffer(t);
    const res = await addItem(t, buyer, { offerId, quantity: 5000, deliveryAddressId: 'da-3' });
    expectContract(res, 'addBasketItem');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await getBasket()).items).toEqual([]);
  });

  it('[M3] refuses an offer of a disabled relationship, naming the seller', async () => {
    const offerId = await makeOffer(t);
    await query(t, `UPDATE relationships SET seller_status = 'DISABLED' WHERE id = 'rel-1'`);
    const res = await addItem(t, buyer, { offerId, quantity: 5000 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RELATIONSHIP_DISABLED',
      context: { sellerName: 'Südöl Vertrieb GmbH' },
    });
  });

  it('[M3] refuses an offer outside the seller’s approvals for the buyer (antitrust anonymity)', async () => {
    const offerId = await makeOffer(t, { terminal: 'tm-hamburg' });
    await query(
      t,
      `UPDATE relationships SET terminal_selection_mode = 'MANUAL', terminal_ids = '{tm-karlsruhe}' WHERE id = 'rel-1'`,
    );
    const res = await addItem(t, buyer, { offerId, quantity: 5000 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ANTITRUST_ANONYMITY' });
  });

  it('[M3] refuses a paused offer, one outside its dates and one outside its daily hours', async () => {
    const today = new Date(t.clock.t).toISOString().slice(0, 10);
    const specs = [
      { status: 'PAUSED' },
      { from: '2020-01-01', to: '2020-01-31' },
      { dailyStart: '00:00', dailyEnd: '00:01' },
    ];
    for (const spec of specs) {
      const offerId = await makeOffer(t, spec);
      const res = await addItem(t, buyer, { offerId, quantity: 5000 });
      expect(res.statusCode, `${JSON.stringify(spec)} ${today}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE' });
    }
    const unknown = await addItem(t, buyer, { offerId: 'off-unknown', quantity: 5000 });
    expect(unknown.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE' });
  });
});

describe('changing the basket', () => {
  it('changes quantity and delivery, removes one item and clears the rest; others’ items are 404', async () => {
    const offerId = await makeOffer(t);
    const a = await addedItem(t, buyer, { offerId, quantity: 5000 });
    const b = await addedItem(t, buyer, { offerId, quantity: 6000 });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/basket/items/${a}`,
      headers: { ...CSRF, cookie: buyer },
      payload: { quantity: 7000, deliveryAddressId: 'da-2' },
    });
    expectContract(put, 'updateBasketItem');
    expect(put.statusCode).toBe(200);
    const changed = (put.json() as Awaited<ReturnType<typeof getBasket>>).items.find((i) => i.id === a)!;
    expect(changed.volume).toBe(7000);
    expect(changed.deliveryAddress).not.toBeNull();

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/basket/items/${a}`,
      headers: { ...CSRF, cookie: buyer2 },
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'removeBasketItem');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/basket/items/${a}`,
      headers: { ...CSRF, cookie: buyer },
    });
    expectContract(del, 'removeBasketItem');
    expect((del.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([b]);

    const clear = await t.app.inject({
      method: 'DELETE',
      url: '/api/basket',
      headers: { ...CSRF, cookie: buyer },
    });
    expect(clear.statusCode).toBe(204);
    expect((await getBasket()).items).toEqual([]);
  });
});

describe('POST /api/basket/refresh', () => {
  it('[BK1] re-quotes every item, keeps the previous price as original price and restarts the hold', async () => {
    const offerId = await makeOffer(t, { price: '92.4500' });
    await addedItem(t, buyer, { offerId, quantity: 10_000 });
    const start = t.clock.t;
    try {
      t.clock.advance((HOLD_SECONDS + 10) * 1000); // the reservation has run out
      await query(t, `UPDATE offers SET price = '93.1000' WHERE id = $1`, [offerId]);
      await query(
        t,
        `UPDATE relationship_payment_terms SET days = 21 WHERE relationship_id = 'rel-1' AND product_id = 'heizoel-el'`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/basket/refresh',
        headers: { ...CSRF, cookie: buyer },
      });
      expectContract(res, 'refreshBasket');
      expect(res.statusCode).toBe(200);
      const [item] = (res.json() as Awaited<ReturnType<typeof getBasket>>).items;
      expect(item).toMatchObject({
        price: '93.1000',
        originalPrice: '92.4500',
        netAmount: '9310.00',
        paymentTermDays: 21,
      });
      expect(Date.parse(item!.reservedUntil)).toBe(t.clock.t + HOLD_SECONDS * 1000);

      // A second refresh compares with the price of the first one.
      t.clock.advance(10_000);
      await query(t, `UPDATE offers SET price = '94.0000' WHERE id = $1`, [offerId]);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/basket/refresh',
        headers: { ...CSRF, cookie: buyer },
      });
      expect((again.json() as Awaited<ReturnType<typeof getBasket>>).items[0]).toMatchObject({
        price: '94.0000',
        originalPrice: '93.1000',
      });
    } finally {
      t.clock.t = start;
      await query(
        t,
        `UPDATE relationship_payment_terms SET days = 14 WHERE relationship_id = 'rel-1' AND product_id = 'heizoel-el'`,
      );
    }
  });

  it('[BK1] fails as a whole, naming the item, when an offer is no longer available', async () => {
    const good = await makeOffer(t, { price: '90.0000' });
    const gone = await makeOffer(t);
    await addedItem(t, buyer, { offerId: good, quantity: 5000 });
    const goneItem = await addedItem(t, buyer, { offerId: gone, quantity: 5000 });
    await query(t, `UPDATE offers SET status = 'PAUSED' WHERE id = $1`, [gone]);
    await query(t, `UPDATE offers SET price = '99.0000' WHERE id = $1`, [good]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/basket/refresh',
      headers: { ...CSRF, cookie: buyer },
    });
    expectContract(res, 'refreshBasket');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE', context: { basketItemId: goneItem } });
    expect((await getBasket()).items.map((i) => i.price).sort()).toEqual(['90.0000', '92.4500']);
  });
});
