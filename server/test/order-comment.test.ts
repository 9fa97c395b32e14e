/**
 * The buyer's basket comment ("Kommentar") travels with the order: both parties read it in the order
 * API (the confirmation, one order, the list), the order history and its CSV export (spreadsheet-safe).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { demo, expectContract } from './helpers/app.js';
import { HISTORY_CSV_HEADER } from '../src/features/orders/historyCsv.js';
import {
  addedItem,
  makeOffer,
  placeOrder,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

type Order = components['schemas']['Order'];
type History = components['schemas']['OrderHistoryResponse'];

let t: BasketTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startBasketApp();
  for (const who of [demo.buyer, demo.seller]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await resetOrdering(t);
});

/** Places one order of the demo buyer at Südöl with the comment (none when undefined). */
async function orderWith(comment: string | undefined): Promise<Order> {
  const offerId = await makeOffer(t, { available: 100_000 });
  const item = await addedItem(t, cookies[demo.buyer]!, { offerId, quantity: 5000 });
  const res = await placeOrder(t, cookies[demo.buyer]!, {
    basketItemIds: [item],
    ...(comment === undefined ? {} : { comment }),
  });
  expectContract(res, 'placeOrder');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orders: Order[] }>().orders[0]!;
}

const get = async <T>(who: string, url: string, operationId: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: { cookie: cookies[who]! } });
  expectContract(res, operationId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** The export's cells of the order's line, by header. */
async function exportLine(who: string, orderNumber: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    url: `/api/orderHistory/export?orderId=${orderNumber}`,
    headers: { cookie: cookies[who]! },
  });
  expectContract(res, 'exportOrderHistory');
  expect(res.statusCode, res.body).toBe(200);
  const [header, line] = res.body
    .slice(1)
    .split('\r\n')
    .map((l) => l.split(';'));
  expect(header).toEqual([...HISTORY_CSV_HEADER]);
  return Object.fromEntries(header!.map((name, i) => [name, line![i]!]));
}

describe('the order comment', () => {
  it('[OC1] both parties read it in the order, the list, the history and the export', async () => {
    const placed = await orderWith('Abholung ab 7 Uhr');
    expect(placed.comment).toBe('Abholung ab 7 Uhr');
    for (const who of [demo.buyer, demo.seller]) {
      const one = await get<Order>(who, `/api/orders/${placed.id}`, 'getOrder');
      expect(one.comment, who).toBe('Abholung ab 7 Uhr');
      const list = await get<Order[]>(who, '/api/orders', 'listOrders');
      expect(list.find((o) => o.id === placed.id)?.comment, who).toBe('Abholung ab 7 Uhr');
      const history = await get<History>(
        who,
        `/api/orderHistory?orderId=${placed.orderNumber}`,
        'getOrderHistory',
      );
      expect(
        history.orders.map((r) => r.comment),
        who,
      ).toEqual(['Abholung ab 7 Uhr']);
      expect((await exportLine(who, placed.orderNumber)).Kommentar, who).toBe('Abholung ab 7 Uhr');
    }
  });

  it('[OC1] is null in the API and an empty cell in the export when none (or a blank one) was given', async () => {
    for (const comment of [undefined, '', '   ']) {
      const placed = await orderWith(comment);
      expect(placed.comment).toBeNull();
      const history = await get<History>(
        demo.seller,
        `/api/orderHistory?orderId=${placed.orderNumber}`,
        'getOrderHistory',
      );
      expect(history.orders[0]?.comment).toBeNull();
      expect((await exportLine(demo.seller, placed.orderNumber)).Kommentar).toBe('');
    }
  });

  it('[OC1] is written spreadsheet-safe: a formula is not executed', async () => {
    const placed = await orderWith('=HYPERLINK("http://x")');
    const res = await t.app.inject({
      url: `/api/orderHistory/export?orderId=${placed.orderNumber}`,
      headers: { cookie: cookies[demo.buyer]! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body).not.toMatch(/;"?=HYPERLINK/);
  });
});
