/** The news box (rules L6): who reads which news, who may publish, and what survives sanitising. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';

type NewsItem = components['schemas']['NewsItem'];

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'seller', 'seller2', 'child', 'admin'] as const)
    cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const list = async (who: string): Promise<NewsItem[]> => {
  const res = await t.app.inject({ url: '/api/news', headers: { cookie: cookies[who]! } });
  expectContract(res, 'listNews');
  expect(res.statusCode).toBe(200);
  return res.json() as NewsItem[];
};
const publish = (who: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/news', headers: { cookie: cookies[who]!, ...CSRF }, payload });

describe('GET /api/news', () => {
  it('[L6] gives a buyer the latest 10 news of the sellers it trades with, newest first', async () => {
    const { rows } = await t.testDb.db.query<{ id: string }>(
      `SELECT n.id FROM news n WHERE n.platform_id = 'default' AND n.seller_account_id IN (
          SELECT seller_account_id FROM relationships WHERE buyer_account_id = 'acc-nordheiz' AND state = 'RELEASED')
        ORDER BY n.published_at DESC, n.id DESC`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const news = await list('buyer');
    expect(news.map((n) => n.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
  });

  it('gives a seller its own news, an Aviat its parent’s sellers’ news, the operator none', async () => {
    const own = await list('seller');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((n) => n.seller.id))).toEqual(new Set(['acc-suedoel']));
    for (const n of await list('child')) expect(['acc-suedoel', 'acc-rheintank']).toContain(n.seller.id);
    expect(await list('admin')).toEqual([]);
    expect((await t.app.inject({ url: '/api/news' })).statusCode).toBe(401);
  });
});

describe('POST /api/news', () => {
  it('publishes a seller’s news to its buyers, sanitised: no script, handler or javascript link survives', async () => {
    const res = await publish('seller', {
      title: 'Ladezeiten',
      text:
        '<p onclick="steal()">Neue <strong>Ladezeiten</strong><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klick</a> ' +
        '<a href="https://example.org/info" target="_self">Info</a></p><iframe src="https://x"></iframe>',
    });
    expectContract(res, 'createNews');
    expect(res.statusCode).toBe(201);
    const item = res.json() as NewsItem;
    expect(item.text).toBe(
      '<p>Neue <strong>Ladezeiten</strong><a target="_blank" rel="noopener noreferrer">klick</a> ' +
        '<a href="https://example.org/info" target="_blank" rel="noopener noreferrer">Info</a></p>',
    );
    expect(item.title).toBe('Ladezeiten');
    expect((await list('buyer'))[0]).toEqual(item);
  });

  it('refuses news without text once sanitised, sellers without newsBox, and buyers', async () => {
    const empty = await publish('seller', { text: '<script>alert(1)</script><p> </p>' });
    expect(empty.statusCode).toBe(400);
    expectContract(empty, 'createNews');
    expect(empty.json()).toMatchObject({ errors: [{ path: '/text', message: 'no_text' }] });
    const noFeature = await publish('seller2', { text: '<p>Hallo</p>' });
    expect(noFeature.statusCode).toBe(403);
    expect((await publish('buyer', { text: '<p>Hallo</p>' })).statusCode).toBe(403);
    expect((await publish('seller', { text: '' })).statusCode).toBe(400);
  });
});
