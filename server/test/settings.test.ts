/** A user's settings: the statistics' filter selection under ACCOUNT_RANKING_OPTIONS (rule C4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['seller', 'buyer', 'buyer2'] as const) cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const URL = '/api/settings/ACCOUNT_RANKING_OPTIONS';
const selection = {
  terminalSelected: ['tm-hamburg'],
  deliveryAddressSelected: [],
  productSelected: ['heizoel-el'],
  accountSelected: [],
  dateRangeSelected: null,
  dayQuery: 30,
};

describe('settings', () => {
  it('[C4] keeps the ranking selection per user under ACCOUNT_RANKING_OPTIONS', async () => {
    const before = await t.app.inject({ url: URL, headers: { cookie: cookies.seller! } });
    expectContract(before, 'getSetting');
    expect(before.json()).toEqual({ key: 'ACCOUNT_RANKING_OPTIONS', value: null, updated: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: cookies.seller!, ...CSRF },
      payload: { value: selection },
    });
    expectContract(saved, 'saveSetting');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'ACCOUNT_RANKING_OPTIONS', value: selection });

    const after = await t.app.inject({ url: URL, headers: { cookie: cookies.seller! } });
    expect(after.json().value).toEqual(selection);
    // Another user of another company, and a colleague, have their own.
    for (const who of ['buyer', 'buyer2']) {
      expect((await t.app.inject({ url: URL, headers: { cookie: cookies[who]! } })).json().value).toBeNull();
    }
    // Saving again replaces it.
    const range = {
      ...selection,
      dayQuery: null,
      dateRangeSelected: ['2026-11-01T00:00:00.000Z', '2026-11-20T22:59:59.999Z'],
    };
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: cookies.seller!, ...CSRF },
      payload: { value: range },
    });
    expect((await t.app.inject({ url: URL, headers: { cookie: cookies.seller! } })).json().value).toEqual(
      range,
    );
  });

  it('refuses unknown keys and malformed selections', async () => {
    expect(
      (await t.app.inject({ url: '/api/settings/THEME', headers: { cookie: cookies.seller! } })).statusCode,
    ).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: cookies.seller!, ...CSRF },
      payload: { value: { ...selection, dayQuery: 'often' } },
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'saveSetting');
  });
});
