/**
 * Delivery addresses of a buyer account (spec §3 Delivery address; rules S8, E7): list, add, change and
 * delete with field-named validation; another account's address does not exist; the metadata and the
 * market's delivery choice follow each change; an address of running orders or of the basket stays, one
 * only closed orders refer to is archived (those orders keep showing it).
 */
import type { components } from '@fuelmarket/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';
import { startBasketApp, type BasketTestApp } from './basket-support.js';

type DeliveryAddress = components['schemas']['DeliveryAddress'];

let t: BasketTestApp;
/** The Swiss platform's server on the same database. */
let ch: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startBasketApp();
  ch = await createTestApp({ env: { BRAND: 'ch' }, testDb: t.testDb });
  for (const k of ['buyer', 'buyer2', 'child', 'seller'] as const) cookies[k] = await t.login(demo[k]);
  cookies.chBuyer = await ch.login(demo.chBuyer);
});
afterAll(async () => {
  await ch?.close();
  await t?.close();
});

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (who === 'chBuyer' ? ch : t).app.inject({
    method,
    url,
    headers: { cookie: cookies[who]!, ...CSRF },
    ...(payload === undefined ? {} : { payload }),
  });

const list = async (who: string): Promise<DeliveryAddress[]> => {
  const res = await call(who, 'GET', '/api/delivery-addresses');
  expectContract(res, 'listDeliveryAddresses');
  expect(res.statusCode).toBe(200);
  return res.json() as DeliveryAddress[];
};
const metadataAddresses = async (who: string) =>
  (
    (await call(who, 'GET', '/api/generic/metadata').then((r) => r.json())) as {
      deliveryAddresses: DeliveryAddress[];
    }
  ).deliveryAddresses;
const marketAddresses = async (who: string) =>
  (
    (await call(who, 'GET', '/api/v2/offers').then((r) => r.json())) as {
      filterOptions: { deliveryAddress: { id: string; street: string; zipCode: string }[] };
    }
  ).filterOptions.deliveryAddress;

const depot = {
  company: 'Nordheiz Handel GmbH, Depot Harburg',
  street: 'Seehafenstraße 20',
  zipCode: '21079',
  city: 'Hamburg',
  country: 'DE',
  contactPerson: 'Jana Becker',
  onSiteContact: 'Herr Lange, +49 40 555 12',
  deliveryInstructions: 'Anlieferung über Tor 2.',
} as const;

const errorPaths = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path).sort();

async function create(who = 'buyer', body: object = depot): Promise<DeliveryAddress> {
  const res = await call(who, 'POST', '/api/delivery-addresses', body);
  expectContract(res, 'createDeliveryAddress');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as DeliveryAddress;
}

describe('delivery addresses', () => {
  it('[S8] lists the account’s own addresses, the same ones the metadata names', async () => {
    const own = await list('buyer');
    expect(own.map((a) => a.id)).toEqual(expect.arrayContaining(['da-1', 'da-2']));
    expect(own.map((a) => a.id)).not.toContain('da-3');
    expect(own.map((a) => a.id).sort()).toEqual((await metadataAddresses('buyer')).map((a) => a.id).sort());
  });

  it('[S8] adds an address with every field; the metadata and the market’s delivery choice offer it at once', async () => {
    const added = await create();
    expect(added).toMatchObject(depot);
    expect((await list('buyer2')).map((a) => a.id)).toContain(added.id);
    expect((await metadataAddresses('buyer')).map((a) => a.id)).toContain(added.id);
    expect(await marketAddresses('buyer')).toContainEqual({
      id: added.id,
      street: depot.street,
      zipCode: depot.zipCode,
      name: `${depot.street} (${depot.zipCode})`,
    });
    // The market can be asked for offers delivered there.
    const res = await call('buyer', 'GET', `/api/v2/offers?deliveryAddressId=${added.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`)).statusCode).toBe(204);
  });

  it('[S8] changes an address; optional texts left empty are dropped', async () => {
    const added = await create();
    const res = await call('buyer', 'PUT', `/api/delivery-addresses/${added.id}`, {
      ...depot,
      street: 'Seehafenstraße 22',
      deliveryInstructions: '  ',
      onSiteContact: '',
    });
    expectContract(res, 'updateDeliveryAddress');
    expect(res.statusCode).toBe(200);
    const saved = res.json() as DeliveryAddress;
    expect(saved.street).toBe('Seehafenstraße 22');
    expect(saved).not.toHaveProperty('deliveryInstructions');
    expect(saved).not.toHaveProperty('onSiteContact');
    expect((await metadataAddresses('buyer')).find((a) => a.id === added.id)?.street).toBe(
      'Seehafenstraße 22',
    );
    await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`);
  });

  it('[S8] deletes an address nothing uses: gone from the list, the metadata and the market', async () => {
    const added = await create();
    const res = await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`);
    expectContract(res, 'deleteDeliveryAddress');
    expect(res.statusCode).toBe(204);
    expect((await list('buyer')).map((a) => a.id)).not.toContain(added.id);
    expect((await metadataAddresses('buyer')).map((a) => a.id)).not.toContain(added.id);
    expect((await marketAddresses('buyer')).map((a) => a.id)).not.toContain(added.id);
    const { rows } = await t.testDb.db.query('SELECT 1 FROM delivery_addresses WHERE id = $1', [added.id]);
    expect(rows).toHaveLength(0);
  });

  it('refuses to delete an address of running orders (409) and keeps it', async () => {
    const running = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE delivery_address_id = 'da-1' AND status = 'INCOMPLETE'`,
    );
    expect(running.rows[0]!.n).toBeGreaterThan(0);
    const res = await call('buyer', 'DELETE', '/api/delivery-addresses/da-1');
    expectContract(res, 'deleteDeliveryAddress');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DELIVERY_ADDRESS_IN_USE' });
    expect((await list('buyer')).map((a) => a.id)).toContain('da-1');
  });

  it('refuses to delete an address a basket item delivers to (409), and deletes it once the item is gone', async () => {
    const added = await create();
    const db = t.testDb.db;
    const offer = (await db.query<{ id: string }>('SELECT id FROM offers ORDER BY id LIMIT 1')).rows[0]!.id;
    await db.query(
      `INSERT INTO basket_items (id, user_id, account_id, offer_id, quantity, delivery_address_id, reserved_price,
         original_price, payment_term_days, reserved_until, price_update_at, created_at)
       VALUES ('bi-da-test', 'u-buyer-1', 'acc-nordheiz', $1, 1000, $2, 80, 80, 14, now() + interval '1 day', now(), now())`,
      [offer, added.id],
    );
    const res = await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DELIVERY_ADDRESS_IN_USE', context: { basketItems: 1 } });
    await db.query(`DELETE FROM basket_items WHERE id = 'bi-da-test'`);
    expect((await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`)).statusCode).toBe(204);
  });

  it('archives an address only closed orders refer to: they still show it, nothing offers it again', async () => {
    const added = await create();
    const db = t.testDb.db;
    const { rows } = await db.query<{ id: string; old: string }>(
      `UPDATE orders SET delivery_address_id = $1
        WHERE id = (SELECT id FROM orders WHERE buyer_account_id = 'acc-nordheiz' AND status = 'COMPLETE'
                     ORDER BY id LIMIT 1)
        RETURNING id`,
      [added.id],
    );
    const orderId = rows[0]!.id;
    const res = await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`);
    expect(res.statusCode).toBe(204);
    expect((await list('buyer')).map((a) => a.id)).not.toContain(added.id);
    expect((await metadataAddresses('buyer')).map((a) => a.id)).not.toContain(added.id);
    // The closed order still names where it went.
    const order = await call('buyer', 'GET', `/api/orders/${orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain(depot.street);
    // Archived: neither changed nor deleted again.
    expect((await call('buyer', 'PUT', `/api/delivery-addresses/${added.id}`, depot)).statusCode).toBe(404);
    expect((await call('buyer', 'DELETE', `/api/delivery-addresses/${added.id}`)).statusCode).toBe(404);
  });

  it('[E7] validates with field pointers: required fields, country, zip code format, a house number', async () => {
    const empty = await call('buyer', 'POST', '/api/delivery-addresses', {
      company: ' ',
      street: ' ',
      zipCode: ' ',
      city: ' ',
    });
    expectContract(empty, 'createDeliveryAddress');
    expect(empty.statusCode).toBe(400);
    expect(errorPaths(empty)).toEqual(['/city', '/company', '/street', '/zipCode']);
    const wrong = await call('buyer', 'POST', '/api/delivery-addresses', {
      ...depot,
      street: 'Seehafenstraße',
      zipCode: '2107',
    });
    expect(errorPaths(wrong)).toEqual(['/street', '/zipCode']);
    // Switzerland only on the Swiss platform; the Netherlands with their own format.
    const swiss = await call('buyer', 'POST', '/api/delivery-addresses', {
      ...depot,
      country: 'CH',
      zipCode: '8001',
    });
    expect(errorPaths(swiss)).toEqual(['/country']);
    const dutch = await create('buyer', { ...depot, country: 'NL', zipCode: '3011 AB', city: 'Rotterdam' });
    expect(dutch.country).toBe('NL');
    await call('buyer', 'DELETE', `/api/delivery-addresses/${dutch.id}`);
    const zurich = await create('chBuyer', { ...depot, country: 'CH', zipCode: '8001', city: 'Zürich' });
    await call('chBuyer', 'DELETE', `/api/delivery-addresses/${zurich.id}`);
    // The schema's limits still apply.
    const long = await call('buyer', 'POST', '/api/delivery-addresses', {
      ...depot,
      company: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
  });

  it('does not let another account read, change or delete an address: not found', async () => {
    // da-3 is the Aviat Nord's.
    const put = await call('buyer', 'PUT', '/api/delivery-addresses/da-3', depot);
    expectContract(put, 'updateDeliveryAddress');
    expect(put.statusCode).toBe(404);
    expect((await call('buyer', 'DELETE', '/api/delivery-addresses/da-3')).statusCode).toBe(404);
    expect((await list('child')).find((a) => a.id === 'da-3')?.street).not.toBe(depot.street);
    expect((await call('seller', 'GET', '/api/delivery-addresses')).statusCode).toBe(403);
    expect((await call('seller', 'POST', '/api/delivery-addresses', depot)).statusCode).toBe(403);
  });
});
