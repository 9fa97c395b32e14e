/**
 * Every change of an order reaches the open event streams of both parties: placing, confirm, review,
 * decline, transfer and edit send an `orders` event (data: the receiving account's open-orders count) to
 * the seller's, the buyer's and the buyer's parent account's streams.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, demo } from './helpers/app.js';
import {
  addedItem,
  makeOffer,
  newOrder as newOrderOf,
  placeOrder,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';
import { listen, openStream, type Stream } from './market-support.js';

type Order = components['schemas']['Order'];

let t: BasketTestApp;
let url: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startBasketApp();
  for (const who of [demo.buyer, demo.seller, demo.parent]) cookies[who] = await t.login(who);
  url = await listen(t.app);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await resetOrdering(t);
});

const streams: Stream[] = [];
async function streamOf(who: string): Promise<Stream> {
  const stream = await openStream(`${url}/api/events`, { cookie: cookies[who]! });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}
afterAll(() => streams.forEach((s) => s.close()));

const orderEvents = (stream: Stream) =>
  stream
    .events()
    .filter((e) => e.event === 'orders')
    .map((e) => JSON.parse(e.data) as { count: number });

const openCount = async (column: 'buyer_account_id' | 'seller_account_id', accountId: string) =>
  (
    await query<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM orders WHERE ${column} = $1 AND status = 'INCOMPLETE'`,
      [accountId],
    )
  )[0]!.n;

/** Waits until the stream has more `orders` events than `before`; answers the last one. */
async function nextOrderEvent(stream: Stream, before: number): Promise<{ count: number }> {
  await vi.waitFor(() => expect(orderEvents(stream).length).toBeGreaterThan(before), { timeout: 10_000 });
  return orderEvents(stream).at(-1)!;
}

const send = (method: 'POST' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { ...CSRF, cookie: cookies[demo.seller]! },
    ...(payload === undefined ? {} : { payload }),
  });

describe('order changes reach the buyer’s open event streams', () => {
  it.each([
    ['confirm', 'INCOMPLETE', () => ({ path: 'confirm' })],
    ['review', 'INCOMPLETE', () => ({ path: 'review' })],
    ['decline', 'INCOMPLETE', () => ({ path: 'decline' })],
    ['transfer', 'CONFIRMED', () => ({ path: 'transfer' })],
    ['edit', 'INCOMPLETE', () => ({ edit: { price: '91.1100' } })],
  ] as const)(
    '[OE1] %s: the buyer’s and the seller’s streams get an orders event',
    async (_name, from, how) => {
      const { order } = await newOrderOf<Order>(t, cookies[demo.buyer]!);
      await query(t, `UPDATE orders SET status = $2 WHERE id = $1`, [order.id, from]);
      const buyer = await streamOf(demo.buyer);
      const seller = await streamOf(demo.seller);
      const [buyerBefore, sellerBefore] = [orderEvents(buyer).length, orderEvents(seller).length];
      const step = how();
      const res =
        'edit' in step
          ? await send('PATCH', `/api/orders/${order.id}`, step.edit)
          : await send('POST', `/api/orders/${order.id}/${step.path}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await nextOrderEvent(buyer, buyerBefore)).toEqual({
        count: await openCount('buyer_account_id', 'acc-nordheiz'),
      });
      expect(await nextOrderEvent(seller, sellerBefore)).toEqual({
        count: await openCount('seller_account_id', 'acc-suedoel'),
      });
    },
  );

  it('[OE1] a placed order reaches the buyer’s stream with its open orders', async () => {
    const buyer = await streamOf(demo.buyer);
    const before = orderEvents(buyer).length;
    const offerId = await makeOffer(t, { available: 100_000 });
    const item = await addedItem(t, cookies[demo.buyer]!, { offerId, quantity: 5000 });
    const res = await placeOrder(t, cookies[demo.buyer]!, { basketItemIds: [item] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await nextOrderEvent(buyer, before)).toEqual({
      count: await openCount('buyer_account_id', 'acc-nordheiz'),
    });
  });

  it('[OE1] a change of a child account’s order reaches its parent’s streams', async () => {
    const [order] = await query<{ id: string; parent: string }>(
      t,
      `SELECT o.id, a.parent_account_id AS parent FROM orders o JOIN accounts a ON a.id = o.buyer_account_id
        WHERE o.buyer_account_id = 'acc-aviat-nord' AND o.seller_account_id = 'acc-suedoel' ORDER BY o.id LIMIT 1`,
    );
    expect(order?.parent).toBeTruthy();
    await query(t, `UPDATE orders SET status = 'INCOMPLETE' WHERE id = $1`, [order!.id]);
    const parent = await streamOf(demo.parent);
    const before = orderEvents(parent).length;
    const res = await send('POST', `/api/orders/${order!.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await nextOrderEvent(parent, before)).toEqual({
      count: await openCount('buyer_account_id', order!.parent),
    });
  });
});
