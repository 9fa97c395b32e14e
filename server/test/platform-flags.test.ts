/**
 * Brand flags that gate a capability, enforced by the API [B13][B14]: the Swiss deployment's purchasing
 * switch (PURCHASING_DISABLED, read from the server's environment as the build reads it), the Austrian
 * buyers' missing orders page (NO_ORDERS_BUYER_PAGE), and price alerts and triggers off the default brand.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { hashToken, sessionsRepo, toAuthContext } from '../src/features/auth/sessions.js';
import { placeDirectOrder } from '../src/features/orders/placeOrder.js';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import './helpers/setup.js';
import {
  addItem,
  addedItem,
  makeOffer,
  placeOrder,
  query,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

describe('[B13] a Swiss deployment with purchasing switched off (PURCHASING_DISABLED=true)', () => {
  let testDb: TestDb;
  let open: BasketTestApp; // the Swiss server as shipped: purchasing on
  let closed: TestApp; // a Swiss server of the same platform with PURCHASING_DISABLED=true
  let buyerOpen: string;
  let buyerClosed: string;
  let offerId: string;

  beforeAll(async () => {
    testDb = await createTestDb();
    open = await startBasketApp({ BRAND: 'ch' }, {}, { testDb });
    closed = await createTestApp({ testDb, env: { BRAND: 'ch', PURCHASING_DISABLED: 'true' } });
    buyerOpen = await open.login(demo.chBuyer);
    buyerClosed = await closed.login(demo.chBuyer);
    // Heizöl Zürich at Alpenbrennstoff (rel-10): released, every terminal and product, no credit limit.
    await query(
      open,
      `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
              terminal_selection_mode = 'ALL', product_selection_mode = 'ALL', purchase_rights = true,
              credit_limit_mode = 'NONE', credit_limit_utilisation = 0
        WHERE id = 'rel-10'`,
    );
    offerId = await makeOffer(open, { seller: 'acc-alpenbrennstoff', terminal: 'tm-basel' });
  });
  afterAll(async () => {
    await closed?.close();
    await open?.close();
    await testDb?.cleanup();
  });
  beforeEach(async () => {
    await query(open, `DELETE FROM basket_items`);
  });

  const counts = async () =>
    (
      await query<{ orders: number; items: number }>(
        open,
        `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM basket_items) AS items`,
      )
    )[0];

  const expectPurchasingDisabled = (res: Awaited<ReturnType<typeof addItem>>, operationId: string) => {
    expectContract(res, operationId);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PURCHASING_DISABLED' });
  };

  it('[B13] reads the flag like the build: the brand with the deployment’s PURCHASING_DISABLED applied', () => {
    expect(closed.app.config.flags.PURCHASING_DISABLED).toBe(true);
    expect(open.app.config.flags.PURCHASING_DISABLED).toBe(false);
    expect(loadConfig({ BRAND: 'ch', PURCHASING_DISABLED: 'false' }).flags.PURCHASING_DISABLED).toBe(false);
  });

  it('[B13] refuses a basket reservation and an order with 403 PURCHASING_DISABLED; nothing is written', async () => {
    // The same buyer on the same platform with purchasing on reserves the offer.
    const item = await addedItem(open, buyerOpen, { offerId, quantity: 5000 });
    const before = await counts();

    expectPurchasingDisabled(
      await addItem(closed, buyerClosed, { offerId, quantity: 5000 }),
      'addBasketItem',
    );
    expectPurchasingDisabled(await placeOrder(closed, buyerClosed, { basketItemIds: [item] }), 'placeOrder');
    expect(await counts()).toEqual(before);
  });

  it('[B13] refuses changing and refreshing reservations; the basket can still be read and emptied', async () => {
    const item = await addedItem(open, buyerOpen, { offerId, quantity: 5000 });
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      closed.app.inject({
        method,
        url,
        headers: { ...CSRF, cookie: buyerClosed },
        ...(payload ? { payload } : {}),
      });

    expectPurchasingDisabled(
      await call('PUT', `/api/basket/items/${item}`, { quantity: 6000, deliveryAddressId: null }),
      'updateBasketItem',
    );
    expectPurchasingDisabled(await call('POST', '/api/basket/refresh'), 'refreshBasket');
    expect(await query(open, `SELECT quantity FROM basket_items WHERE id = $1`, [item])).toEqual([
      { quantity: 5000 },
    ]);

    const basket = await call('GET', '/api/basket');
    expect(basket.statusCode, basket.body).toBe(200);
    expect(basket.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([item]);
    expect((await call('DELETE', `/api/basket/items/${item}`)).statusCode).toBe(200);
    expect((await counts())!.items).toBe(0);
  });

  it('[B13] refuses the order a price trigger would place (the order transaction’s own entry)', async () => {
    const token = buyerClosed.slice('fm_session='.length);
    const session = await sessionsRepo(testDb.db).find(token);
    expect(session?.id_hash).toBe(hashToken(token));
    const before = await counts();
    let claimed = false;
    await expect(
      placeDirectOrder(
        closed.app,
        toAuthContext(session!),
        { offerId, quantity: 5000, deliveryAddressId: null, price: '92.4500', paymentTermDays: 30 },
        {
          before: async () => {
            claimed = true;
          },
          after: async () => undefined,
        },
      ),
    ).rejects.toMatchObject({ status: 403, code: 'PURCHASING_DISABLED' });
    expect(claimed).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('[B14] Austrian buyers have no orders page (NO_ORDERS_BUYER_PAGE)', () => {
  let at: TestApp;
  let de: TestApp;
  beforeAll(async () => {
    at = await createTestApp({ env: { BRAND: 'at' } });
    de = await createTestApp({ testDb: at.testDb });
  });
  afterAll(async () => {
    await de?.close();
    await at?.close();
  });

  const get = (t: TestApp, cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const orderOf = async (buyerAccount: string) =>
    (
      await at.testDb.db.query<{ id: string }>(
        `SELECT id FROM orders WHERE buyer_account_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [buyerAccount],
      )
    ).rows[0]!.id;

  it('[B14] an Austrian buyer is refused an order’s detail and the export (403 NOT_ON_PLATFORM), keeps the history list', async () => {
    const buyer = await at.login(demo.atBuyer);
    const orderId = await orderOf('acc-waerme-wien');

    const detail = await get(at, buyer, `/api/orders/${orderId}`);
    expectContract(detail, 'getOrder');
    expect(detail.statusCode).toBe(403);
    expect(detail.json()).toMatchObject({ code: 'NOT_ON_PLATFORM' });
    const csv = await get(at, buyer, '/api/orderHistory/export');
    expectContract(csv, 'exportOrderHistory');
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject({ code: 'NOT_ON_PLATFORM' });

    // The dashboard's latest orders come from the history list, which stays.
    const history = await get(at, buyer, '/api/orderHistory?pageNumber=1&pageLimit=5');
    expectContract(history, 'getOrderHistory');
    expect(history.statusCode).toBe(200);
    expect(history.json<{ orders: unknown[] }>().orders.length).toBeGreaterThan(0);
  });

  it('[B14] the Austrian seller and buyers of the default platform keep order detail and export', async () => {
    const seller = await at.login('verkauf@donauoel.at');
    const atOrder = await orderOf('acc-waerme-wien');
    expect((await get(at, seller, `/api/orders/${atOrder}`)).statusCode).toBe(200);
    expect((await get(at, seller, '/api/orderHistory/export')).statusCode).toBe(200);

    const buyer = await de.login(demo.buyer);
    const deOrder = await orderOf('acc-nordheiz');
    expect((await get(de, buyer, `/api/orders/${deOrder}`)).statusCode).toBe(200);
    expect((await get(de, buyer, '/api/orderHistory/export')).statusCode).toBe(200);
  });

  it('[B9] price alerts and price triggers are refused on the Austrian platform (403 NOT_ON_PLATFORM)', async () => {
    const buyer = await at.login(demo.atBuyer);
    for (const [method, url, operationId, payload] of [
      ['GET', '/api/price-alerts', 'listPriceAlerts', undefined],
      [
        'POST',
        '/api/price-alerts',
        'createPriceAlert',
        {
          productId: 'heizoel-el',
          terminalId: 'tm-wien',
          operator: 'BELOW',
          value: '90',
          liftingPeriodType: 'ALL',
        },
      ],
      ['GET', '/api/contracts/triggers', 'listTriggers', undefined],
      [
        'POST',
        '/api/contracts/triggers',
        'createTrigger',
        {
          offerId: 'off-none',
          volume: 5000,
          triggerPrice: '89.7500',
          validUntil: '2099-12-31T18:00:00.000Z',
        },
      ],
    ] as const) {
      const res = await at.app.inject({
        method,
        url,
        headers: { ...CSRF, cookie: buyer },
        ...(payload ? { payload } : {}),
      });
      expectContract(res, operationId);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'NOT_ON_PLATFORM' });
    }
  });
});
