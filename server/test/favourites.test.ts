/**
 * Favourites lists (spec §2 favourites wizard, §3 Favourites list; rule S2): a buyer saves, changes and
 * deletes its account's lists; each list names at least one connected seller and only master data of its
 * platform, under a name unique in the account; another account's list does not exist; the market applies
 * a saved list as its filter.
 */
import type { components } from '@fuelmarket/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, demo, expectContract } from './helpers/app.js';
import { startBasketApp, type BasketTestApp } from './basket-support.js';

type FavouritesList = components['schemas']['FavouritesList'];
type Offer = components['schemas']['Offer'];

let t: BasketTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  // An open market window, so a saved list can be applied to the market.
  t = await startBasketApp();
  for (const k of ['buyer', 'buyer2', 'child', 'seller'] as const) cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who]!, ...CSRF },
    ...(payload === undefined ? {} : { payload }),
  });

const list = async (who: string): Promise<FavouritesList[]> => {
  const res = await call(who, 'GET', '/api/favourites');
  expectContract(res, 'getFavourites');
  return (res.json() as { config: FavouritesList[] }).config;
};

const valid = {
  name: 'Diesel Rheintank',
  products: ['diesel-b7'],
  regions: ['reg-west'],
  terminals: ['tm-duisburg'],
  sellers: ['acc-rheintank'],
};

const errorPaths = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path).sort();

describe('POST /api/favourites', () => {
  it('[S2] saves a list under its name for the whole account; a colleague reads it too', async () => {
    const res = await call('buyer', 'POST', '/api/favourites', { ...valid, name: '  Diesel Rheintank  ' });
    expectContract(res, 'createFavourite');
    expect(res.statusCode).toBe(201);
    const saved = res.json() as FavouritesList;
    expect(saved).toMatchObject({ ...valid, name: 'Diesel Rheintank' });
    expect((await list('buyer2')).map((f) => f.id)).toContain(saved.id);
    // Another account (the Aviat) does not see it.
    expect((await list('child')).map((f) => f.id)).not.toContain(saved.id);
    await call('buyer', 'DELETE', `/api/favourites/${saved.id}`);
  });

  it('[S2] a saved list applied on the market shows only its sellers’, products’ and terminals’ offers', async () => {
    const res = await call('buyer', 'POST', '/api/favourites', {
      ...valid,
      name: 'Markt Heizöl Südöl',
      products: ['heizoel-el'],
      regions: [],
      terminals: [],
      sellers: ['acc-suedoel'],
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as FavouritesList;
    const all = (await call('buyer', 'GET', '/api/v2/offers').then((r) => r.json())) as { offers: Offer[] };
    const filtered = await call('buyer', 'GET', `/api/v2/offers?favouritesListId=${id}`);
    expectContract(filtered, 'getOffers');
    const offers = (filtered.json() as { offers: Offer[] }).offers;
    const expected = all.offers.filter((o) => o.seller.id === 'acc-suedoel' && o.product.id === 'heizoel-el');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.offers.length);
    expect(offers.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    await call('buyer', 'DELETE', `/api/favourites/${id}`);
  });

  it('[S2] needs at least one seller', async () => {
    const res = await call('buyer', 'POST', '/api/favourites', { ...valid, sellers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorPaths(res).some((p) => p.startsWith('/sellers'))).toBe(true);
  });

  it('[S2] takes only sellers the buyer is connected to (a released relationship)', async () => {
    // Moselenergie: requested only; Altbrand: declined.
    const res = await call('buyer', 'POST', '/api/favourites', {
      ...valid,
      sellers: ['acc-suedoel', 'acc-moselenergie', 'acc-altbrand'],
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(['/sellers/1', '/sellers/2']);
  });

  it('names each unknown product, region and terminal, and another platform’s', async () => {
    const res = await call('buyer', 'POST', '/api/favourites', {
      ...valid,
      products: ['diesel-b7', 'no-such-product'],
      regions: ['reg-ch-nord'],
      terminals: ['tm-duisburg', 'tm-basel'],
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'createFavourite');
    expect(errorPaths(res)).toEqual(['/products/1', '/regions/0', '/terminals/1']);
  });

  it('needs a name, unique in the account (trimmed, case-insensitive)', async () => {
    const blank = await call('buyer', 'POST', '/api/favourites', { ...valid, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorPaths(blank)).toEqual(['/name']);
    // The seeded "Heizöl Nord" of Nordheiz.
    const taken = await call('buyer2', 'POST', '/api/favourites', { ...valid, name: 'heizöl nord ' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: [{ path: '/name', message: 'favourite_name_taken' }] });
    // Another account may use the same name.
    const other = await call('child', 'POST', '/api/favourites', {
      ...valid,
      name: 'Heizöl Nord',
      regions: [],
      terminals: [],
      sellers: ['acc-suedoel'],
    });
    expect(other.statusCode).toBe(201);
    await call('child', 'DELETE', `/api/favourites/${(other.json() as FavouritesList).id}`);
  });

  it('is the buyers’ alone', async () => {
    const res = await call('seller', 'POST', '/api/favourites', valid);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/favourites/{id}', () => {
  it('[S2] changes a list; keeping its own name is no clash', async () => {
    const created = (await call('buyer', 'POST', '/api/favourites', valid).then((r) =>
      r.json(),
    )) as FavouritesList;
    const res = await call('buyer', 'PUT', `/api/favourites/${created.id}`, {
      ...valid,
      sellers: ['acc-rheintank', 'acc-suedoel'],
    });
    expectContract(res, 'updateFavourite');
    expect(res.statusCode).toBe(200);
    expect((await list('buyer')).find((f) => f.id === created.id)?.sellers).toEqual([
      'acc-rheintank',
      'acc-suedoel',
    ]);
    const clash = await call('buyer', 'PUT', `/api/favourites/${created.id}`, {
      ...valid,
      name: 'Diesel West',
    });
    expect(clash.statusCode).toBe(400);
    expect(errorPaths(clash)).toEqual(['/name']);
    const del = await call('buyer', 'DELETE', `/api/favourites/${created.id}`);
    expectContract(del, 'deleteFavourite');
    expect(del.statusCode).toBe(204);
    expect((await list('buyer')).map((f) => f.id)).not.toContain(created.id);
    expect((await call('buyer', 'DELETE', `/api/favourites/${created.id}`)).statusCode).toBe(404);
  });

  it('does not let another account change or delete a list: not found', async () => {
    // fav-3 is the Aviat Nord's.
    const put = await call('buyer', 'PUT', '/api/favourites/fav-3', valid);
    expectContract(put, 'updateFavourite');
    expect(put.statusCode).toBe(404);
    expect((await call('buyer', 'DELETE', '/api/favourites/fav-3')).statusCode).toBe(404);
    expect((await list('child')).find((f) => f.id === 'fav-3')?.name).toBe('Vorfeld Hamburg');
  });
});
