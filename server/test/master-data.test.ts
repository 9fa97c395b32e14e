/**
 * The platform operator's master data (rule P5): products (one catalogue, densities), the platform's
 * regions and terminals; every rule of a write, its entry in the operator log, and that the metadata, the
 * market and the order history show a change at once, with their memories switched on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { startBasketApp, type BasketTestApp } from './basket-support.js';
import { listen, openStream } from './market-support.js';

type S = components['schemas'];
type MasterData = S['MasterData'];
type Product = S['MasterProduct'];
type Region = S['MasterRegion'];
type Terminal = S['MasterTerminal'];
type AuditEntry = S['OperatorAuditEntry'];
type Problem = {
  code: string;
  errors?: { path: string; code: string; message: string }[];
  context?: Record<string, unknown>;
};

const NOTICE_DELAY_MS = 1500;

let t: BasketTestApp;
let operator: string;
beforeAll(async () => {
  // The market listings and the history's filter options are remembered (the test config turns them off):
  // a master-data change must forget them. A burst of changes tells the markets once within the notice
  // delay, long enough here for two changes and their notifications on a loaded machine.
  t = await startBasketApp({
    MARKET_LISTING_CACHE_MS: '10000',
    HISTORY_OPTIONS_CACHE_MS: '600000',
    MARKET_NOTICE_DELAY_MS: String(NOTICE_DELAY_MS),
  });
  operator = await t.login(demo.operator);
});
afterAll(async () => t?.close());

const get = (url: string, cookie = operator) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = operator) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...CSRF },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const masterData = async (): Promise<MasterData> => {
  const res = await get('/api/operator/master-data');
  expectContract(res, 'getMasterData');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MasterData;
};
const productOf = async (id: string) => (await masterData()).products.find((p) => p.id === id);
const regionOf = async (id: string) => (await masterData()).regions.find((r) => r.id === id);
const terminalOf = async (id: string) =>
  (await masterData()).regions.flatMap((r) => r.terminals).find((x) => x.id === id);

const audit = async (): Promise<AuditEntry[]> =>
  (await get('/api/operator/audit?limit=500')).json() as AuditEntry[];
const auditCount = async () => (await audit()).length;

/** Expects a 400 naming `path` with the field-problem `code`. */
async function expectFieldError(
  res: Awaited<ReturnType<typeof send>>,
  operationId: string,
  path: string,
  code: string,
) {
  expectContract(res, operationId);
  expect(res.statusCode, res.body).toBe(400);
  const p = res.json() as Problem;
  expect(p.code).toBe('VALIDATION_FAILED');
  expect(p.errors).toContainEqual({ path, code, message: code });
}

const createProduct = (body: Record<string, unknown>) => send('POST', '/api/operator/products', body);
const createRegion = (body: Record<string, unknown>) => send('POST', '/api/operator/regions', body);
const createTerminal = (body: Record<string, unknown>) => send('POST', '/api/operator/terminals', body);

describe('[P5] reading the master data', () => {
  it('[P5] lists the catalogue and the operator’s own platform’s regions with their terminals, and what is in use', async () => {
    const data = await masterData();
    const hvo = data.products.find((p) => p.id === 'diesel-hvo');
    expect(hvo).toMatchObject({
      name: 'HVO 100',
      type: 'fuel',
      category: 'Diesel',
      sortOrder: 20,
      density: '0.7800',
      version: 1,
    });
    expect(data.products.map((p) => p.sortOrder)).toEqual(
      [...data.products.map((p) => p.sortOrder)].sort((a, b) => a - b),
    );
    const ids = data.regions.map((r) => r.id);
    expect(ids).toEqual(['reg-nord', 'reg-west', 'reg-sued', 'reg-ost']);
    const nord = data.regions[0]!;
    expect(nord).toMatchObject({ name: 'Nord', inUse: true, version: 1 });
    expect(nord.terminals.map((x) => x.id).sort()).toEqual(['tm-bremen', 'tm-hamburg']);
    expect(nord.terminals.every((x) => x.regionId === 'reg-nord')).toBe(true);
    // Offers at Hamburg: in use; the Heizöl the demo sells too.
    expect(nord.terminals.find((x) => x.id === 'tm-hamburg')?.inUse).toBe(true);
    expect(data.products.find((p) => p.id === 'heizoel-el')?.inUse).toBe(true);
  });
});

describe('[P5] products', () => {
  it('[P5] creates a product with the category’s sort order and the density to four decimals, logged with its fields', async () => {
    const before = await auditCount();
    const res = await createProduct({
      name: ' Heizöl EL Bio 20 ',
      type: 'fuel',
      category: 'Heizöl',
      density: '0.855',
    });
    expectContract(res, 'createProduct');
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json() as Product;
    expect(p).toMatchObject({
      name: 'Heizöl EL Bio 20',
      type: 'fuel',
      category: 'Heizöl',
      sortOrder: 10,
      density: '0.8550',
      version: 1,
      inUse: false,
    });
    expect(await productOf(p.id)).toEqual(p);
    const additive = await createProduct({
      name: 'Cetanverbesserer CV 10',
      type: 'additive',
      category: 'Additiv',
      density: '0.9300',
    });
    expect(additive.json()).toMatchObject({ sortOrder: 100 });
    const benzin = await createProduct({
      name: 'Super E5 Premium',
      type: 'fuel',
      category: 'Benzin',
      density: '0.7450',
    });
    expect(benzin.json()).toMatchObject({ sortOrder: 30 });
    const entries = await audit();
    expect(entries.length).toBe(before + 3);
    expect(entries.find((e) => e.target.id === p.id)).toMatchObject({
      actor: { id: 'u-operator-1', name: 'Lukas Fischer' },
      action: 'PRODUCT_CREATED',
      target: { type: 'product', id: p.id, name: 'Heizöl EL Bio 20' },
      reason: null,
      changes: [
        { field: 'name', from: null, to: 'Heizöl EL Bio 20' },
        { field: 'type', from: null, to: 'fuel' },
        { field: 'category', from: null, to: 'Heizöl' },
        { field: 'density', from: null, to: '0.8550' },
      ],
    });
  });

  it('[P5] refuses densities outside 0.5000–1.2000 kg/l or with more than four decimals, and accepts both bounds', async () => {
    const before = await auditCount();
    const base = { type: 'fuel', category: 'Diesel' };
    for (const [density, message] of [
      ['0.4999', 'out_of_range'],
      ['1.2001', 'out_of_range'],
      ['12', 'out_of_range'],
      ['0', 'out_of_range'],
      ['0.84505', 'too_many_decimals'],
      ['0.80000', 'too_many_decimals'],
    ] as const) {
      const res = await createProduct({ ...base, name: `Diesel Test ${density}`, density });
      await expectFieldError(res, 'createProduct', '/density', message);
    }
    for (const density of ['abc', '-0.8', '0,8450', '']) {
      const res = await createProduct({ ...base, name: 'Diesel Test', density });
      expectContract(res, 'createProduct');
      expect(res.statusCode, density).toBe(400);
      expect((res.json() as Problem).errors?.[0]?.path).toBe('/density');
    }
    expect(await auditCount()).toBe(before);
    for (const [name, density] of [
      ['Diesel Leicht', '0.5'],
      ['Diesel Schwer', '1.2000'],
    ]) {
      const res = await createProduct({ ...base, name, density });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Product).density).toBe(density === '0.5' ? '0.5000' : '1.2000');
    }
    const update = await send('PUT', '/api/operator/products/diesel-hvo', { version: 1, density: '1.3' });
    await expectFieldError(update, 'updateProduct', '/density', 'out_of_range');
    expect((await productOf('diesel-hvo'))?.density).toBe('0.7800');
  });

  it('[P5] keeps product names unique ignoring case and blanks; additives are Additiv, fuels not', async () => {
    const before = await auditCount();
    const taken = await createProduct({
      name: '  hvo 100 ',
      type: 'fuel',
      category: 'Diesel',
      density: '0.7800',
    });
    await expectFieldError(taken, 'createProduct', '/name', 'name_taken');
    const umlaut = await createProduct({
      name: 'HEIZÖL EL SCHWEFELARM',
      type: 'fuel',
      category: 'Heizöl',
      density: '0.8450',
    });
    await expectFieldError(umlaut, 'createProduct', '/name', 'name_taken');
    const blank = await createProduct({ name: '   ', type: 'fuel', category: 'Diesel', density: '0.8' });
    await expectFieldError(blank, 'createProduct', '/name', 'required');
    const mismatch = await createProduct({
      name: 'AdBlue Plus',
      type: 'additive',
      category: 'Diesel',
      density: '1.0900',
    });
    await expectFieldError(mismatch, 'createProduct', '/category', 'category_mismatch');
    const fuelAdditiv = await createProduct({
      name: 'Diesel X',
      type: 'fuel',
      category: 'Additiv',
      density: '0.8',
    });
    await expectFieldError(fuelAdditiv, 'createProduct', '/category', 'category_mismatch');
    const rename = await send('PUT', '/api/operator/products/diesel-hvo', { version: 1, name: 'diesel b7' });
    await expectFieldError(rename, 'updateProduct', '/name', 'name_taken');
    expect(await auditCount()).toBe(before);
    expect((await productOf('diesel-hvo'))?.name).toBe('HVO 100');
  });

  it('[P5] updates name and density with the version; a stale version is refused, an unknown product is not found', async () => {
    const before = await auditCount();
    const res = await send('PUT', '/api/operator/products/diesel-hvo', {
      version: 1,
      name: 'HVO 100 (XTL)',
      density: '0.7790',
    });
    expectContract(res, 'updateProduct');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'diesel-hvo',
      name: 'HVO 100 (XTL)',
      density: '0.7790',
      version: 2,
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'PRODUCT_UPDATED',
      target: { type: 'product', id: 'diesel-hvo', name: 'HVO 100 (XTL)' },
      changes: [
        { field: 'name', from: 'HVO 100', to: 'HVO 100 (XTL)' },
        { field: 'density', from: '0.7800', to: '0.7790' },
      ],
    });
    // Its own name in another case is no conflict.
    const ownName = await send('PUT', '/api/operator/products/diesel-hvo', {
      version: 2,
      name: 'HVO 100 (xtl)',
    });
    expect(ownName.statusCode, ownName.body).toBe(200);
    expect(ownName.json()).toMatchObject({ version: 3 });

    const stale = await send('PUT', '/api/operator/products/diesel-hvo', { version: 1, density: '0.7700' });
    expectContract(stale, 'updateProduct');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', context: { currentVersion: 3 } });
    const missing = await send('PUT', '/api/operator/products/prd-nope', { version: 1, density: '0.7700' });
    expectContract(missing, 'updateProduct');
    expect(missing.statusCode).toBe(404);
    expect((await productOf('diesel-hvo'))?.density).toBe('0.7790');

    // Nothing changed: no new version, no entry.
    const same = await send('PUT', '/api/operator/products/diesel-hvo', { version: 3, density: '0.779' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ version: 3, density: '0.7790' });
    expect(await auditCount()).toBe(before + 2);
  });
});

describe('[P5] regions', () => {
  it('[P5] creates a region last unless sorted, names unique within the platform only, logged', async () => {
    const before = await auditCount();
    const res = await createRegion({ name: 'Mitte' });
    expectContract(res, 'createRegion');
    expect(res.statusCode, res.body).toBe(201);
    const mitte = res.json() as Region;
    expect(mitte).toMatchObject({ name: 'Mitte', sort: 4, version: 1, inUse: false, terminals: [] });
    const sorted = await createRegion({ name: 'Küste', sort: 1 });
    expect(sorted.json()).toMatchObject({ sort: 1 });
    await expectFieldError(await createRegion({ name: ' NORD ' }), 'createRegion', '/name', 'name_taken');
    await expectFieldError(await createRegion({ name: ' ' }), 'createRegion', '/name', 'required');
    // Another platform's region name is free here.
    const swiss = await createRegion({ name: 'Westschweiz' });
    expect(swiss.statusCode, swiss.body).toBe(201);
    const data = await masterData();
    expect(data.regions.map((r) => r.name)).toContain('Mitte');
    expect(data.regions.filter((r) => r.name === 'Westschweiz')).toHaveLength(1);
    const entries = await audit();
    expect(entries.length).toBe(before + 3);
    expect(entries.find((e) => e.target.id === mitte.id)).toMatchObject({
      action: 'REGION_CREATED',
      target: { type: 'region', name: 'Mitte' },
      changes: [
        { field: 'name', from: null, to: 'Mitte' },
        { field: 'sort', from: null, to: '4' },
      ],
    });
  });

  it('[P5] renames and re-sorts with the version; stale is refused; another platform’s region is not found', async () => {
    const before = await auditCount();
    const res = await send('PUT', '/api/operator/regions/reg-ost', {
      version: 1,
      name: 'Ostdeutschland',
      sort: 7,
    });
    expectContract(res, 'updateRegion');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'reg-ost', name: 'Ostdeutschland', sort: 7, version: 2 });
    expect((res.json() as Region).terminals.map((x) => x.id)).toEqual(['tm-leuna']);
    expect((await audit())[0]).toMatchObject({
      action: 'REGION_UPDATED',
      target: { type: 'region', id: 'reg-ost', name: 'Ostdeutschland' },
      changes: [
        { field: 'name', from: 'Ost', to: 'Ostdeutschland' },
        { field: 'sort', from: '3', to: '7' },
      ],
    });
    const stale = await send('PUT', '/api/operator/regions/reg-ost', { version: 1, name: 'Osten' });
    expectContract(stale, 'updateRegion');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', context: { currentVersion: 2 } });
    await expectFieldError(
      await send('PUT', '/api/operator/regions/reg-ost', { version: 2, name: 'west' }),
      'updateRegion',
      '/name',
      'name_taken',
    );
    for (const [method, payload] of [
      ['PUT', { version: 1, name: 'Basel' }],
      ['DELETE', undefined],
    ] as const) {
      const other = await send(method, '/api/operator/regions/reg-ch-nord', payload);
      expectContract(other, method === 'PUT' ? 'updateRegion' : 'deleteRegion');
      expect(other.statusCode).toBe(404);
    }
    expect(await auditCount()).toBe(before + 1);
    const swiss = await t.testDb.db.query<{ name: string; version: number }>(
      `SELECT name, version FROM regions WHERE id = 'reg-ch-nord'`,
    );
    expect(swiss.rows[0]).toEqual({ name: 'Nordwestschweiz', version: 1 });
  });

  it('[P5] refuses to delete a region with terminals or in a favourites list (MASTER_DATA_IN_USE), changing nothing', async () => {
    const before = await auditCount();
    const res = await send('DELETE', '/api/operator/regions/reg-nord');
    expectContract(res, 'deleteRegion');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MASTER_DATA_IN_USE' });
    expect(await regionOf('reg-nord')).toMatchObject({ name: 'Nord', inUse: true });
    expect((await regionOf('reg-nord'))?.terminals).toHaveLength(2);

    const empty = (await createRegion({ name: 'Favoritenregion' })).json() as Region;
    const fav = await t.testDb.db.query<{ id: string }>(`SELECT id FROM favourites ORDER BY id LIMIT 1`);
    const favId = fav.rows[0]!.id;
    await t.testDb.db.query(`UPDATE favourites SET regions = regions || $2::text WHERE id = $1`, [
      favId,
      empty.id,
    ]);
    expect((await regionOf(empty.id))?.inUse).toBe(true);
    const refused = await send('DELETE', `/api/operator/regions/${empty.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MASTER_DATA_IN_USE' });
    expect(await auditCount()).toBe(before + 1); // the creation only
    await t.testDb.db.query(`UPDATE favourites SET regions = array_remove(regions, $2) WHERE id = $1`, [
      favId,
      empty.id,
    ]);

    const deleted = await send('DELETE', `/api/operator/regions/${empty.id}`);
    expectContract(deleted, 'deleteRegion');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await regionOf(empty.id)).toBeUndefined();
    expect((await audit())[0]).toMatchObject({
      action: 'REGION_DELETED',
      target: { type: 'region', id: empty.id, name: 'Favoritenregion' },
      changes: [
        { field: 'name', from: 'Favoritenregion', to: null },
        { field: 'sort', from: expect.any(String) as string, to: null },
      ],
    });
    expect((await send('DELETE', `/api/operator/regions/${empty.id}`)).statusCode).toBe(404);
  });
});

describe('[P5] terminals', () => {
  it('[P5] creates a terminal in a region of the platform with a free name, logged', async () => {
    const before = await auditCount();
    const res = await createTerminal({
      name: 'Tanklager Hamburg Waltershof',
      city: 'Hamburg',
      country: 'DE',
      regionId: 'reg-nord',
    });
    expectContract(res, 'createTerminal');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Terminal;
    expect(created).toMatchObject({
      name: 'Tanklager Hamburg Waltershof',
      city: 'Hamburg',
      country: 'DE',
      regionId: 'reg-nord',
      version: 1,
      inUse: false,
    });
    expect((await regionOf('reg-nord'))?.terminals.map((x) => x.id)).toContain(created.id);
    expect((await audit())[0]).toMatchObject({
      action: 'TERMINAL_CREATED',
      target: { type: 'terminal', id: created.id, name: 'Tanklager Hamburg Waltershof' },
      changes: [
        { field: 'name', from: null, to: 'Tanklager Hamburg Waltershof' },
        { field: 'city', from: null, to: 'Hamburg' },
        { field: 'country', from: null, to: 'DE' },
        { field: 'regionId', from: null, to: 'reg-nord' },
      ],
    });
    // Another platform's terminal name is free here.
    const basel = await createTerminal({
      name: 'Basel Birsfelden',
      city: 'Weil am Rhein',
      country: 'DE',
      regionId: 'reg-sued',
    });
    expect(basel.statusCode, basel.body).toBe(201);
    expect(await auditCount()).toBe(before + 2);
  });

  it('[P5] refuses another platform’s or an unknown region, a taken name, a blank city and a country of another platform', async () => {
    const before = await auditCount();
    const valid = { name: 'Tanklager Emden', city: 'Emden', country: 'DE', regionId: 'reg-nord' };
    await expectFieldError(
      await createTerminal({ ...valid, regionId: 'reg-ch-nord' }),
      'createTerminal',
      '/regionId',
      'not_found',
    );
    await expectFieldError(
      await createTerminal({ ...valid, regionId: 'reg-nope' }),
      'createTerminal',
      '/regionId',
      'not_found',
    );
    await expectFieldError(
      await createTerminal({ ...valid, name: 'HAMBURG blumensand' }),
      'createTerminal',
      '/name',
      'name_taken',
    );
    await expectFieldError(
      await createTerminal({ ...valid, city: '  ' }),
      'createTerminal',
      '/city',
      'required',
    );
    await expectFieldError(
      await createTerminal({ ...valid, country: 'CH' }),
      'createTerminal',
      '/country',
      'country_not_available',
    );
    await expectFieldError(
      await send('PUT', '/api/operator/terminals/tm-bremen', { version: 1, regionId: 'reg-at-ost' }),
      'updateTerminal',
      '/regionId',
      'not_found',
    );
    await expectFieldError(
      await send('PUT', '/api/operator/terminals/tm-bremen', { version: 1, name: 'köln godorf' }),
      'updateTerminal',
      '/name',
      'name_taken',
    );
    expect(await auditCount()).toBe(before);
    expect(await terminalOf('tm-bremen')).toMatchObject({
      name: 'Bremen Industriehafen',
      regionId: 'reg-nord',
      version: 1,
    });
  });

  it('[P5] renames and moves a terminal with the version; stale is refused; another platform’s terminal is not found', async () => {
    const before = await auditCount();
    const res = await send('PUT', '/api/operator/terminals/tm-bremen', {
      version: 1,
      name: 'Bremen Neustädter Hafen',
      regionId: 'reg-west',
    });
    expectContract(res, 'updateTerminal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'tm-bremen',
      name: 'Bremen Neustädter Hafen',
      regionId: 'reg-west',
      version: 2,
    });
    expect((await regionOf('reg-west'))?.terminals.map((x) => x.id)).toContain('tm-bremen');
    expect((await audit())[0]).toMatchObject({
      action: 'TERMINAL_UPDATED',
      target: { type: 'terminal', id: 'tm-bremen', name: 'Bremen Neustädter Hafen' },
      changes: [
        { field: 'name', from: 'Bremen Industriehafen', to: 'Bremen Neustädter Hafen' },
        { field: 'regionId', from: 'reg-nord', to: 'reg-west' },
      ],
    });
    const stale = await send('PUT', '/api/operator/terminals/tm-bremen', { version: 1, city: 'Bremerhaven' });
    expectContract(stale, 'updateTerminal');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', context: { currentVersion: 2 } });
    for (const [method, payload] of [
      ['PUT', { version: 1, name: 'Basel Hafen' }],
      ['DELETE', undefined],
    ] as const) {
      const other = await send(method, '/api/operator/terminals/tm-basel', payload);
      expectContract(other, method === 'PUT' ? 'updateTerminal' : 'deleteTerminal');
      expect(other.statusCode).toBe(404);
    }
    expect(await auditCount()).toBe(before + 1);
    const swiss = await t.testDb.db.query(`SELECT name, version FROM terminals WHERE id = 'tm-basel'`);
    expect(swiss.rows[0]).toEqual({ name: 'Basel Birsfelden', version: 1 });
  });

  it('[P5] refuses to delete a terminal anything refers to (MASTER_DATA_IN_USE), changing nothing; deletes it once free', async () => {
    const db = t.testDb.db;
    const before = await auditCount();
    const hamburg = await send('DELETE', '/api/operator/terminals/tm-hamburg');
    expectContract(hamburg, 'deleteTerminal');
    expect(hamburg.statusCode).toBe(409);
    expect(hamburg.json()).toMatchObject({ code: 'MASTER_DATA_IN_USE' });
    expect(await terminalOf('tm-hamburg')).toMatchObject({ name: 'Hamburg Blumensand', inUse: true });

    const created = (
      await createTerminal({ name: 'Tanklager Lübeck', city: 'Lübeck', country: 'DE', regionId: 'reg-nord' })
    ).json() as Terminal;
    const id = created.id;
    const one = async (sql: string) => (await db.query<{ id: string }>(sql)).rows[0]!.id;
    const favourite = await one(`SELECT id FROM favourites ORDER BY id LIMIT 1`);
    const relationship = await one(`SELECT id FROM relationships ORDER BY id LIMIT 1`);
    const aviat = await one(`SELECT account_id AS id FROM sub_account_settings ORDER BY account_id LIMIT 1`);
    const offer = (
      await db.query<{ id: string; terminal_id: string }>(
        `SELECT id, terminal_id FROM offers WHERE terminal_id IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const references: [string, string, string][] = [
      [
        'a favourites list',
        `UPDATE favourites SET terminals = terminals || $1::text WHERE id = '${favourite}'`,
        `UPDATE favourites SET terminals = array_remove(terminals, $1) WHERE id = '${favourite}'`,
      ],
      [
        'relationship settings',
        `UPDATE relationships SET terminal_ids = terminal_ids || $1::text WHERE id = '${relationship}'`,
        `UPDATE relationships SET terminal_ids = array_remove(terminal_ids, $1) WHERE id = '${relationship}'`,
      ],
      [
        'an Aviat’s settings',
        `UPDATE sub_account_settings SET terminal_ids = terminal_ids || $1::text WHERE account_id = '${aviat}'`,
        `UPDATE sub_account_settings SET terminal_ids = array_remove(terminal_ids, $1) WHERE account_id = '${aviat}'`,
      ],
      [
        'a pricing rule',
        `INSERT INTO pricing_rules (id, seller_account_id, name, kind, scope, price_unit, currency, value,
           product_ids, terminal_ids, customer_ids, created_at, updated_at)
         VALUES ('pr-md-test', 'acc-suedoel', 'Fracht Lübeck', 'MARGIN', 'ACCOUNT', 'EUR/100L15', 'EUR', 0.5,
           '{heizoel-el}', ARRAY[$1::text], '{acc-nordheiz}', now(), now())`,
        `DELETE FROM pricing_rules WHERE id = 'pr-md-test' AND $1::text IS NOT NULL`,
      ],
      [
        'a minimum price',
        `INSERT INTO seller_min_prices (id, seller_account_id, product_id, terminal_id, min_price, created_at, updated_at)
         VALUES ('mp-md-test', 'acc-suedoel', 'heizoel-el', $1, 80, now(), now())`,
        `DELETE FROM seller_min_prices WHERE terminal_id = $1`,
      ],
      [
        'an offer',
        `UPDATE offers SET terminal_id = $1 WHERE id = '${offer.id}'`,
        `UPDATE offers SET terminal_id = '${offer.terminal_id}' WHERE id = '${offer.id}' AND $1::text IS NOT NULL`,
      ],
      [
        'a saved ranking filter',
        `INSERT INTO user_settings (user_id, key, value) VALUES ('u-operator-1', 'ACCOUNT_RANKING_OPTIONS',
           jsonb_build_object('terminalSelected', jsonb_build_array($1::text)))`,
        `DELETE FROM user_settings WHERE user_id = 'u-operator-1' AND key = 'ACCOUNT_RANKING_OPTIONS' AND $1::text IS NOT NULL`,
      ],
    ];
    for (const [what, add, remove] of references) {
      await db.query(add, [id]);
      expect((await terminalOf(id))?.inUse, what).toBe(true);
      const res = await send('DELETE', `/api/operator/terminals/${id}`);
      expect(res.statusCode, what).toBe(409);
      expect((res.json() as Problem).code, what).toBe('MASTER_DATA_IN_USE');
      await db.query(remove, [id]);
      expect((await terminalOf(id))?.inUse, `${what} removed`).toBe(false);
    }
    expect(await auditCount()).toBe(before + 1); // the creation only

    const deleted = await send('DELETE', `/api/operator/terminals/${id}`);
    expectContract(deleted, 'deleteTerminal');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await terminalOf(id)).toBeUndefined();
    expect((await audit())[0]).toMatchObject({
      action: 'TERMINAL_DELETED',
      target: { type: 'terminal', id, name: 'Tanklager Lübeck' },
      changes: [
        { field: 'name', from: 'Tanklager Lübeck', to: null },
        { field: 'city', from: 'Lübeck', to: null },
        { field: 'country', from: 'DE', to: null },
        { field: 'regionId', from: 'reg-nord', to: null },
      ],
    });
    expect((await send('DELETE', `/api/operator/terminals/${id}`)).statusCode).toBe(404);
  });
});

describe('[P5] a change shows at once', () => {
  it('[P5] the metadata, the market and the order history show a renamed terminal and a changed density at once', async () => {
    const buyer = await t.login(demo.buyer);
    const metadata = async () => {
      const res = await get('/api/generic/metadata', buyer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        fuels: { id: string; density: string }[];
        regions: { terminals: { id: string; name: string }[] }[];
      };
    };
    const hamburgIn = (m: Awaited<ReturnType<typeof metadata>>) =>
      m.regions.flatMap((r) => r.terminals).find((x) => x.id === 'tm-hamburg')?.name;
    const market = async () => {
      const res = await get('/api/v2/offers?pageLimit=5000', buyer);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { offers: { terminal: { id: string; name: string } }[] }).offers;
    };
    const history = async () => {
      const res = await get('/api/orderHistory', buyer);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { filterOptions: { terminals: { id: string; name: string }[] } }).filterOptions
        .terminals;
    };
    expect(hamburgIn(await metadata())).toBe('Hamburg Blumensand');
    // Remembered now (the memories are on in this file).
    const hamburgOffers = (await market()).filter((o) => o.terminal.id === 'tm-hamburg');
    expect(hamburgOffers.length).toBeGreaterThan(0);
    expect((await history()).find((x) => x.id === 'tm-hamburg')?.name).toBe('Hamburg Blumensand');

    const terminal = (await terminalOf('tm-hamburg'))!;
    const renamed = await send('PUT', '/api/operator/terminals/tm-hamburg', {
      version: terminal.version,
      name: 'Tanklager Hamburg Blumensand',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const product = (await productOf('diesel-b7'))!;
    const density = await send('PUT', '/api/operator/products/diesel-b7', {
      version: product.version,
      density: '0.8370',
    });
    expect(density.statusCode, density.body).toBe(200);

    const after = await metadata();
    expect(hamburgIn(after)).toBe('Tanklager Hamburg Blumensand');
    expect(after.fuels.find((p) => p.id === 'diesel-b7')?.density).toBe('0.8370');
    expect((await history()).find((x) => x.id === 'tm-hamburg')?.name).toBe('Tanklager Hamburg Blumensand');
    const names = new Set(
      (await market()).filter((o) => o.terminal.id === 'tm-hamburg').map((o) => o.terminal.name),
    );
    expect([...names]).toEqual(['Tanklager Hamburg Blumensand']);
  });

  it('[P5] tells open markets to load their listing again, once for a burst of changes', async () => {
    const url = await listen(t.app);
    const stream = await openStream(`${url}/api/events`, { cookie: await t.login(demo.buyer) });
    const offerEvents = () => stream.events().filter((e) => e.event === 'offers');
    const quietPeriod = () => new Promise((r) => setTimeout(r, NOTICE_DELAY_MS + 500));
    try {
      // Earlier tests' changes have told the markets by now; count from here.
      await quietPeriod();
      const before = offerEvents().length;
      for (const name of ['Duisburg Hafen', 'Duisburg Ruhrort']) {
        const terminal = (await terminalOf('tm-duisburg'))!;
        const res = await send('PUT', '/api/operator/terminals/tm-duisburg', {
          version: terminal.version,
          name,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await vi.waitFor(() => expect(offerEvents()).toHaveLength(before + 1), {
        timeout: 3 * NOTICE_DELAY_MS,
      });
      expect(JSON.parse(offerEvents()[before]!.data)).toEqual({});
      // Nothing more follows the burst.
      await quietPeriod();
      expect(offerEvents()).toHaveLength(before + 1);
    } finally {
      stream.close();
    }
  });

  it('[P5] nobody but the platform operator reads or changes master data', async () => {
    const db = t.testDb.db;
    const snapshot = async () =>
      (
        await db.query(
          `SELECT (SELECT json_agg(p ORDER BY id) FROM products p) AS p, (SELECT json_agg(r ORDER BY id) FROM regions r) AS r,
                  (SELECT json_agg(x ORDER BY id) FROM terminals x) AS t`,
        )
      ).rows[0];
    const before = await snapshot();
    for (const who of [demo.buyer, demo.seller, demo.admin, demo.parent, demo.child]) {
      const cookie = await t.login(who);
      const calls: [string, Promise<{ statusCode: number }>][] = [
        ['getMasterData', get('/api/operator/master-data', cookie)],
        [
          'createProduct',
          send(
            'POST',
            '/api/operator/products',
            { name: 'X', type: 'fuel', category: 'Diesel', density: '0.8' },
            cookie,
          ),
        ],
        ['updateProduct', send('PUT', '/api/operator/products/diesel-b7', { version: 1, name: 'X' }, cookie)],
        ['createRegion', send('POST', '/api/operator/regions', { name: 'X' }, cookie)],
        ['updateRegion', send('PUT', '/api/operator/regions/reg-west', { version: 1, name: 'X' }, cookie)],
        ['deleteRegion', send('DELETE', '/api/operator/regions/reg-west', undefined, cookie)],
        [
          'createTerminal',
          send(
            'POST',
            '/api/operator/terminals',
            { name: 'X', city: 'X', country: 'DE', regionId: 'reg-west' },
            cookie,
          ),
        ],
        [
          'updateTerminal',
          send('PUT', '/api/operator/terminals/tm-koeln', { version: 1, name: 'X' }, cookie),
        ],
        ['deleteTerminal', send('DELETE', '/api/operator/terminals/tm-koeln', undefined, cookie)],
      ];
      for (const [op, call] of calls) expect((await call).statusCode, `${who} ${op}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
