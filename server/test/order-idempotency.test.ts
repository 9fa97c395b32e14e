/**
 * POST /api/orders with an `Idempotency-Key`: a repeated request answers the first outcome (status and
 * body) and places nothing twice; the key is the user's, lives 24 hours and belongs to one request body.
 * Concurrent requests with one key place once and all answer the same (with DATABASE_URL set this file
 * runs on PostgreSQL, where they really overlap). The cut right after COMMIT is in db-outage.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF, demo, expectContract } from './helpers/app.js';
import {
  addedItem,
  makeOffer,
  query,
  resetOrdering,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';

let t: BasketTestApp;
let buyer: string;
let colleague: string;

beforeAll(async () => {
  t = await startBasketApp();
  buyer = await t.login(demo.buyer);
  colleague = await t.login(demo.buyer2);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await resetOrdering(t);
  await query(
    t,
    `UPDATE users SET roles = '{MyRelationships_View,MyOffers_Purchase}' WHERE id IN ('u-buyer-1', 'u-buyer-2')`,
  );
});

const place = (cookie: string, key: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...CSRF, cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const ordersOf = async (offerId: string) =>
  (await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM orders WHERE offer_id = $1`, [offerId]))[0]!
    .n;

describe('placing an order with an Idempotency-Key', () => {
  it('[H10] the same key and body answer the first 201 again, with the same body, and place nothing twice', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    const key = randomUUID();
    const body = { basketItemIds: [item], comment: 'Abholung ab 7 Uhr' };
    const first = await place(buyer, key, body);
    expect(first.statusCode, first.body).toBe(201);
    expectContract(first, 'placeOrder');
    // The answer was lost; the client sends the request again (its keys in another order).
    const again = await place(buyer, key, { comment: 'Abholung ab 7 Uhr', basketItemIds: [item] });
    expect(again.statusCode, again.body).toBe(201);
    expectContract(again, 'placeOrder');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(offer)).toBe(1);
    const [volume] = await query<{ v: number }>(
      t,
      `SELECT available_volume::int AS v FROM offers WHERE id = $1`,
      [offer],
    );
    expect(volume!.v).toBe(100_000 - 2000);
  });

  it('[H10] without a key a repeated request is a new one (the item has left the basket: 404)', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    expect((await place(buyer, undefined, { basketItemIds: [item] })).statusCode).toBe(201);
    expect((await place(buyer, undefined, { basketItemIds: [item] })).statusCode).toBe(404);
  });

  it('[H10] a business rejection is the first outcome too: answered again even once the cause is gone, nothing placed', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    await query(t, `UPDATE offers SET status = 'PAUSED' WHERE id = $1`, [offer]);
    const key = randomUUID();
    const first = await place(buyer, key, { basketItemIds: [item] });
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json()).toMatchObject({ code: 'OFFER_NOT_AVAILABLE' });
    await query(t, `UPDATE offers SET status = 'ACTIVE' WHERE id = $1`, [offer]);
    const again = await place(buyer, key, { basketItemIds: [item] });
    expect(again.statusCode).toBe(422);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expectContract(again, 'placeOrder');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(offer)).toBe(0);
    // A new key is a new attempt.
    expect((await place(buyer, randomUUID(), { basketItemIds: [item] })).statusCode).toBe(201);
  });

  it('[H10] the same key with another body is refused with 409 IDEMPOTENCY_KEY_REUSED, nothing placed', async () => {
    const offer = await makeOffer(t);
    const first = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    const second = await addedItem(t, buyer, { offerId: offer, quantity: 3000 });
    const key = randomUUID();
    expect((await place(buyer, key, { basketItemIds: [first] })).statusCode).toBe(201);
    const other = await place(buyer, key, { basketItemIds: [second] });
    expect(other.statusCode, other.body).toBe(409);
    expectContract(other, 'placeOrder');
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersOf(offer)).toBe(1);
    expect(await query(t, `SELECT id FROM basket_items WHERE id = $1`, [second])).toHaveLength(1);
  });

  it('[H10] a key is the user’s: a colleague’s request with the same key places its own order', async () => {
    const offer = await makeOffer(t);
    const key = randomUUID();
    const mine = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    const theirs = await addedItem(t, colleague, { offerId: offer, quantity: 2000 });
    const a = await place(buyer, key, { basketItemIds: [mine] });
    const b = await place(colleague, key, { basketItemIds: [theirs] });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().orders[0].id).not.toBe(a.json().orders[0].id);
    expect(await ordersOf(offer)).toBe(2);
  });

  it('[H10] a key older than 24 hours counts as unused', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    const key = randomUUID();
    expect((await place(buyer, key, { basketItemIds: [item] })).statusCode).toBe(201);
    await query(
      t,
      `UPDATE order_idempotency_keys SET created_at = created_at - interval '24 hours 1 second' WHERE key = $1`,
      [key],
    );
    // Not the stored 201: the request runs again and finds the item gone.
    expect((await place(buyer, key, { basketItemIds: [item] })).statusCode).toBe(404);
    expect(await query(t, `SELECT status FROM order_idempotency_keys WHERE key = $1`, [key])).toEqual([
      { status: 404 },
    ]);
  });

  it('a key that is empty, too long or not visible ASCII is refused with 400', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    for (const key of ['', 'k'.repeat(256), 'zwei worte']) {
      const res = await place(buyer, key, { basketItemIds: [item] });
      expect(res.statusCode, key).toBe(400);
      expectContract(res, 'placeOrder');
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await ordersOf(offer)).toBe(0);
  });

  it('[H10] concurrent requests with one key place once and all answer the same 201', async () => {
    const offer = await makeOffer(t);
    const item = await addedItem(t, buyer, { offerId: offer, quantity: 2000 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(buyer, key, { basketItemIds: [item] })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const bodies = new Set(answers.map((res) => res.body));
    expect(bodies.size).toBe(1);
    expect(await ordersOf(offer)).toBe(1);
  });
});
