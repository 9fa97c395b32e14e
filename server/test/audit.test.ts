/**
 * The change log of a seller's offers and pricing rules (GET /api/seller/audit): every path that changes
 * them is recorded with who, when, before and after; an order taking volume is not an edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { fixedFuelOffer } from './helpers/fuelOffers.js';

type Page = {
  entries: components['schemas']['AuditEntry'][];
  metadata: { total: number; pageCount: number };
};
type FuelOffer = components['schemas']['FuelOffer'];

let t: TestApp;
const cookies: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });

async function log(query = ''): Promise<Page> {
  const res = await call(demo.seller, 'GET', `/api/seller/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expectContract(res, 'listAuditEntries');
  return res.json<Page>();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [demo.seller, demo.seller2, demo.buyer]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());

describe('the change log', () => {
  it('records creating, editing and deleting an offer: who, when, what before and after', async () => {
    const created = (await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer)).json<FuelOffer>();
    const edited = await call(demo.seller, 'PUT', `/api/seller/offers/${created.id}`, {
      ...fixedFuelOffer,
      fixedPrice: '93.5000',
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await call(demo.seller, 'DELETE', `/api/seller/offers/${created.id}?version=2`);
    expect(removed.statusCode).toBe(204);

    const page = await log(`?entity=offer&entityId=${created.id}`);
    expect(page.metadata.total).toBe(3);
    expect(page.entries.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
    for (const entry of page.entries) {
      expect(entry).toMatchObject({
        user: { id: 'u-seller-1', name: 'Markus Weber' },
        entity: 'offer',
        entityId: created.id,
        label: 'Heizöl EL schwefelarm, Hamburg Blumensand',
      });
    }
    expect(page.entries[0]!.changes).toEqual([{ field: 'status', before: 'ACTIVE', after: 'REMOVED' }]);
    expect(page.entries[1]!.changes).toEqual([{ field: 'price', before: '92.4500', after: '93.5000' }]);
    expect(page.entries[2]!.changes).toContainEqual({ field: 'price', before: null, after: '92.4500' });
  });

  it('records what a CSV upload changes, for the user who applied it', async () => {
    const template = await call(demo.seller, 'GET', '/api/seller/offer-uploads/template');
    const form = new FormData();
    form.set('file', new Blob([template.body], { type: 'text/csv' }), 'vorlage.csv');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/seller/offer-uploads/preview',
      headers: { ...CSRF, cookie: cookies[demo.seller]! },
      payload: form,
    });
    const before = (await log('?entity=offer')).metadata.total;
    const applied = await call(
      demo.seller,
      'POST',
      `/api/seller/offer-uploads/${preview.json<{ uploadId: string }>().uploadId}/apply`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await log('?entity=offer&pageLimit=2');
    expect(after.metadata.total).toBe(before + 2);
    expect(after.entries.map((e) => [e.action, e.user?.name])).toEqual([
      ['created', 'Markus Weber'],
      ['created', 'Markus Weber'],
    ]);
  });

  it('records pricing rules; an order taking volume from an offer is not an edit', async () => {
    const rule = await call(demo.seller, 'POST', '/api/pricing/rules', {
      name: 'Marge Nordheiz',
      kind: 'MARGIN',
      scope: 'ACCOUNT',
      priceUnit: 'EUR/100L15',
      currency: 'EUR',
      value: '0.5000',
      productIds: ['heizoel-el'],
      terminalIds: ['tm-hamburg'],
      customerIds: ['acc-nordheiz'],
      groupId: null,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const { id } = rule.json<{ id: string }>();
    expect((await call(demo.seller, 'DELETE', `/api/pricing/rules/${id}?version=1`)).statusCode).toBe(204);
    const rules = await log(`?entity=pricing_rule&entityId=${id}`);
    expect(rules.entries.map((e) => [e.action, e.label])).toEqual([
      ['deleted', 'Marge Nordheiz'],
      ['created', 'Marge Nordheiz'],
    ]);

    const offer = (await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer)).json<FuelOffer>();
    await t.testDb.db.query(`UPDATE offers SET available_volume = available_volume - 1000 WHERE id = $1`, [
      offer.id,
    ]);
    expect((await log(`?entityId=${offer.id}`)).entries.map((e) => e.action)).toEqual(['created']);
  });

  it('is the seller account’s own', async () => {
    const mine = await log('?pageLimit=100');
    expect(mine.entries.length).toBeGreaterThan(0);
    const other = await call(demo.seller2, 'GET', '/api/seller/audit?pageLimit=100');
    const ids = new Set(mine.entries.map((e) => e.id));
    expect(other.json<Page>().entries.filter((e) => ids.has(e.id))).toEqual([]);
    expect((await call(demo.buyer, 'GET', '/api/seller/audit')).statusCode).toBe(403);
  });
});
