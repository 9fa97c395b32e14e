/**
 * The seller works a received order (rule OS1, E5, L5): confirm, set in review, decline, transfer, each
 * one move between statuses on the real server; any other move is a 409 that says the status found, a
 * confirmation cannot be taken back, a declined order gives its volume back, only the order's seller
 * acts, and the seller's open-orders bubble follows through the event stream.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { newOrder as newOrderOf, query, startBasketApp, type BasketTestApp } from './basket-support.js';
import { listen, openStream } from './market-support.js';

type Order = components['schemas']['Order'];

let t: BasketTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startBasketApp();
  for (const who of [demo.buyer, demo.seller, demo.seller2]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await query(t, `DELETE FROM basket_items`);
});

/** A new order of the demo buyer at Südöl for 5,000 l of a fresh offer; its id and offer. */
async function newOrder(): Promise<{ orderId: string; offerId: string }> {
  const { order, offerId } = await newOrderOf<Order>(t, cookies[demo.buyer]!);
  return { orderId: order.id, offerId };
}

const act = (who: string, orderId: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${action}`,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });

const statusOf = async (orderId: string) =>
  (await query<{ status: string }>(t, `SELECT status FROM orders WHERE id = $1`, [orderId]))[0]!.status;

describe('the seller works a received order', () => {
  it.each([
    ['confirm', 'INCOMPLETE', 'CONFIRMED'],
    ['review', 'INCOMPLETE', 'MANUAL'],
    ['decline', 'INCOMPLETE', 'CANCELLED'],
    ['confirm', 'MANUAL', 'CONFIRMED'],
    ['decline', 'MANUAL', 'CANCELLED'],
    ['transfer', 'CONFIRMED', 'TRANSFERRED'],
  ] as const)('[OS1] %s moves an order from %s to %s', async (action, from, to) => {
    const { orderId } = await newOrder();
    await query(t, `UPDATE orders SET status = $2 WHERE id = $1`, [orderId, from]);
    const res = await act(demo.seller, orderId, action);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().orderStatus).toBe(to);
    expect(await statusOf(orderId)).toBe(to);
  });

  it.each([
    ['confirm', 'CONFIRMED'],
    ['confirm', 'CANCELLED'],
    ['decline', 'CONFIRMED'],
    ['review', 'MANUAL'],
    ['review', 'CONFIRMED'],
    ['transfer', 'INCOMPLETE'],
    ['transfer', 'TRANSFERRED'],
  ] as const)('[OS1] refuses to %s an order that is %s and changes nothing', async (action, status) => {
    const { orderId } = await newOrder();
    await query(t, `UPDATE orders SET status = $2 WHERE id = $1`, [orderId, status]);
    const res = await act(demo.seller, orderId, action);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', context: { status } });
    expect(await statusOf(orderId)).toBe(status);
  });

  it('[OS1] a confirmation keeps the contract and pickup numbers and cannot be taken back by a decline', async () => {
    const { orderId } = await newOrder();
    const res = await act(demo.seller, orderId, 'confirm', {
      contractNumber: 'VK-2026-118',
      pickupNumber: 'AB-55120',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract(res, 'confirmOrder');
    expect(res.json<Order>()).toMatchObject({
      orderStatus: 'CONFIRMED',
      contractNumber: 'VK-2026-118',
      pickupNumber: 'AB-55120',
    });
    const decline = await act(demo.seller, orderId, 'decline');
    expect(decline.statusCode).toBe(409);
    expectContract(decline, 'declineOrder');
  });

  it('[E5] a declined order gives its volume back to the offer and is no longer open', async () => {
    const { orderId, offerId } = await newOrder();
    const volume = async () =>
      (
        await query<{ v: number }>(t, `SELECT available_volume::int AS v FROM offers WHERE id = $1`, [
          offerId,
        ])
      )[0]!.v;
    expect(await volume()).toBe(95_000);
    const count = async () =>
      (
        await t.app.inject({ url: '/api/orders/open-count', headers: { cookie: cookies[demo.seller]! } })
      ).json<{ count: number }>().count;
    const before = await count();
    const res = await act(demo.seller, orderId, 'decline');
    expect(res.statusCode, res.body).toBe(200);
    expectContract(res, 'declineOrder');
    expect(await volume()).toBe(100_000);
    expect(await count()).toBe(before - 1);
  });

  it('only the order’s seller acts: another seller gets 404, the buyer 403', async () => {
    const { orderId } = await newOrder();
    for (const action of ['confirm', 'review', 'decline', 'transfer']) {
      expect((await act(demo.seller2, orderId, action)).statusCode).toBe(404);
      expect((await act(demo.buyer, orderId, action)).statusCode).toBe(403);
    }
    expect(await statusOf(orderId)).toBe('INCOMPLETE');
  });

  it('[L5] the seller’s open streams get the new open-orders count after an action', async () => {
    const { orderId } = await newOrder();
    const url = await listen(t.app);
    const stream = await openStream(`${url}/api/events`, { cookie: cookies[demo.seller]! });
    try {
      const [open] = await query<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM orders WHERE seller_account_id = 'acc-suedoel' AND status = 'INCOMPLETE'`,
      );
      expect((await act(demo.seller, orderId, 'review')).statusCode).toBe(200);
      const counts = () =>
        stream
          .events()
          .filter((e) => e.event === 'orders')
          .map((e) => JSON.parse(e.data) as { count: number });
      await vi.waitFor(() => expect(counts().at(-1)).toEqual({ count: open!.n - 1 }), { timeout: 10_000 });
    } finally {
      stream.close();
    }
  });
});
