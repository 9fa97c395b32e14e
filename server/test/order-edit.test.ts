/**
 * The seller edits a received order (rule OS1: edited orders are marked): a new volume or price, the
 * figures as ordered kept, the amounts recomputed, the offer's volume following; only while the order
 * is open or in review, only by its seller.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { newOrder as newOrderOf, query, startBasketApp, type BasketTestApp } from './basket-support.js';

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

const newOrder = (available = 100_000) => newOrderOf<Order>(t, cookies[demo.buyer]!, available);
const edit = (who: string, orderId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: { ...CSRF, cookie: cookies[who]! },
    payload,
  });
const available = async (offerId: string) =>
  Number(
    (
      await query<{ v: string }>(t, `SELECT available_volume::text AS v FROM offers WHERE id = $1`, [offerId])
    )[0]!.v,
  );

describe('PATCH /api/orders/{orderId}', () => {
  it('[OS1] a new volume keeps the ordered one, recomputes the amounts, moves the offer’s volume and marks the order edited', async () => {
    const { order, offerId } = await newOrder();
    const before = await available(offerId);
    const res = await edit(demo.seller, order.id, { volume: 4000 });
    expectContract(res, 'editOrder');
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Order>();
    expect(edited.edited).toBe(true);
    expect(edited.positions[0]).toMatchObject({ volume: 4000, originalVolume: 5000 });
    const price = Number(order.positions[0]!.finalPrice);
    expect(Number(edited.netAmount)).toBeCloseTo((price * 4000) / 100, 2);
    expect(Number(edited.grossAmount)).toBeCloseTo(Number(edited.netAmount) + Number(edited.vatAmount), 2);
    expect(await available(offerId)).toBe(before + 1000);
    // The buyer reads it edited, in the history too.
    const history = await t.app.inject({
      url: `/api/orderHistory?orderId=${order.orderNumber}`,
      headers: { cookie: cookies[demo.buyer]! },
    });
    expect(history.json().orders[0]).toMatchObject({ volume: 4000, edited: true });
  });

  it('[OS1] a new price keeps the first ordered price through later edits', async () => {
    const { order } = await newOrder();
    const first = order.positions[0]!.finalPrice;
    await edit(demo.seller, order.id, { price: '80.5' });
    const res = await edit(demo.seller, order.id, { price: '81.2500', volume: 5200 });
    const edited = res.json<Order>();
    expect(edited.positions[0]).toMatchObject({
      finalPrice: '81.2500',
      originalPrice: first,
      volume: 5200,
      originalVolume: 5000,
    });
    expect(edited.netAmount).toBe('4225.00');
  });

  it('refuses more volume than the offer has left, and changes nothing', async () => {
    const { order, offerId } = await newOrder(6000);
    const res = await edit(demo.seller, order.id, { volume: 9000 });
    expect(res.statusCode).toBe(409);
    expectContract(res, 'editOrder');
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_VOLUME', context: { available: 1000 } });
    expect(await available(offerId)).toBe(1000);
    const row = (
      await query<{ volume: string }>(t, `SELECT volume::text AS volume FROM orders WHERE id = $1`, [
        order.id,
      ])
    )[0]!;
    expect(row.volume).toBe('5000');
  });

  it('[OS1] an order confirmed or declined can no longer be edited', async () => {
    const { order } = await newOrder();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm`,
      headers: { ...CSRF, cookie: cookies[demo.seller]! },
    });
    const res = await edit(demo.seller, order.id, { price: '70' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', context: { status: 'CONFIRMED' } });
  });

  it('only the order’s seller edits; bad figures are refused', async () => {
    const { order } = await newOrder();
    expect((await edit(demo.seller2, order.id, { price: '70' })).statusCode).toBe(404);
    expect((await edit(demo.buyer, order.id, { price: '70' })).statusCode).toBe(403);
    for (const payload of [
      {},
      { price: '0' },
      { price: '123456789.5' },
      { volume: 0 },
      { price: 'x' },
      { note: 'y' },
    ]) {
      const res = await edit(demo.seller, order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
