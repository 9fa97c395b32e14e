/**
 * GET /api/orders/orderStats: the account ranking and the volume per product over time, checked
 * against the demo orders summed in plain code; filters, time filters, options and who sees what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

type Stats = components['schemas']['OrderStatsResponse']['data'];
type Ranking = components['schemas']['AccountRankingRow'];
type Volume = components['schemas']['ProductVolumeRow'];

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'seller', 'parent', 'admin'] as const) cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const stats = async (who: string, query: string): Promise<Stats> => {
  const res = await t.app.inject({
    url: `/api/orders/orderStats?${query}`,
    headers: { cookie: cookies[who]! },
  });
  expectContract(res, 'getOrderStats');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Stats }).data;
};

interface O {
  buyer: string;
  seller: string;
  product: string;
  terminal: string;
  address: string | null;
  volume: number;
  status: string;
  created: number;
}
const orders = async (where: string): Promise<O[]> =>
  (
    await t.testDb.db.query<O>(
      `SELECT buyer_account_id AS buyer, seller_account_id AS seller, product_id AS product, terminal_id AS terminal,
              delivery_address_id AS address, volume::float8 AS volume, status,
              (extract(epoch FROM created_at) * 1000)::float8 AS created
         FROM orders WHERE product_type = 'fuel' AND ${where}`,
    )
  ).rows;

/** The ranking the rules ask for: partners by volume, then orders; declined orders do not count. */
function expectedRanking(list: O[], partner: (o: O) => string) {
  const by = new Map<string, { orders: number; volume: number }>();
  for (const o of list.filter((x) => x.status !== 'CANCELLED')) {
    const e = by.get(partner(o)) ?? { orders: 0, volume: 0 };
    by.set(partner(o), { orders: e.orders + 1, volume: e.volume + o.volume });
  }
  return [...by.entries()]
    .sort((a, b) => b[1].volume - a[1].volume || b[1].orders - a[1].orders)
    .map(([id, e]) => ({ accountId: id, ...e }));
}
const ranked = (rows: Ranking[]) =>
  rows.map((r) => ({ accountId: r.accountId, orders: r.orders, volume: r.volume }));

describe('GET /api/orders/orderStats: account ranking', () => {
  it('ranks a seller’s buyers by volume with their order counts; declined orders do not count', async () => {
    const own = await orders(`seller_account_id = 'acc-suedoel'`);
    const data = await stats('seller', 'statType=ACCOUNT_RANKING');
    const rows = data.orderStats as Ranking[];
    expect(ranked(rows)).toEqual(expectedRanking(own, (o) => o.buyer));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(data.totalVolume).toBe(rows.reduce((s, r) => s + r.volume, 0));
    expect(data.unit).toBe('lt');
    expect(data.options.days).toEqual([1, 7, 30]);
  });

  it('ranks a buyer’s sellers, and names only the buyer’s own partners in the options', async () => {
    const own = await orders(`buyer_account_id = 'acc-nordheiz'`);
    const data = await stats('buyer', 'statType=ACCOUNT_RANKING');
    expect(ranked(data.orderStats as Ranking[])).toEqual(expectedRanking(own, (o) => o.seller));
    expect(data.options.accounts.map((a) => a.id).sort()).toEqual(
      [...new Set(own.map((o) => o.seller))].sort(),
    );
    expect(data.options.products.map((p) => p.id).sort()).toEqual(
      [...new Set(own.filter((o) => o.status !== 'CANCELLED').map((o) => o.product))].sort(),
    );
  });

  it('a parent shareholder’s ranking covers its child accounts’ orders', async () => {
    const group = await orders(`buyer_account_id IN ('acc-aviaten', 'acc-aviat-nord', 'acc-aviat-sued')`);
    expect(group.length).toBeGreaterThan(0);
    const data = await stats('parent', 'statType=ACCOUNT_RANKING');
    expect(ranked(data.orderStats as Ranking[])).toEqual(expectedRanking(group, (o) => o.seller));
  });

  const filterCases: [string, string, (o: O) => boolean][] = [
    [
      'productSelected',
      'productSelected=heizoel-el&productSelected=diesel-b7',
      (o) => ['heizoel-el', 'diesel-b7'].includes(o.product),
    ],
    ['terminalSelected', 'terminalSelected=tm-hamburg', (o) => o.terminal === 'tm-hamburg'],
    ['deliveryAddressSelected', 'deliveryAddressSelected=da-3', (o) => o.address === 'da-3'],
    ['accountSelected', 'accountSelected=acc-aviat-nord', (o) => o.buyer === 'acc-aviat-nord'],
  ];
  for (const [name, query, keep] of filterCases) {
    it(`filters by ${name}`, async () => {
      const own = (await orders(`seller_account_id = 'acc-suedoel'`)).filter(keep);
      const data = await stats('seller', `statType=ACCOUNT_RANKING&${query}`);
      expect(ranked(data.orderStats as Ranking[])).toEqual(expectedRanking(own, (o) => o.buyer));
    });
  }

  it('[K8] counts the last day, week or month up to now, and a custom range to its end', async () => {
    const now = t.clock.now().getTime();
    const own = await orders(`seller_account_id = 'acc-suedoel'`);
    for (const days of [1, 7, 30]) {
      const data = await stats('seller', `statType=ACCOUNT_RANKING&dayQuery=${days}`);
      const want = own.filter((o) => o.created >= now - days * 86_400_000 && o.created <= now);
      expect(ranked(data.orderStats as Ranking[]), `${days} days`).toEqual(
        expectedRanking(want, (o) => o.buyer),
      );
    }
    const start = new Date(now - 40 * 86_400_000);
    const end = new Date(now - 20 * 86_400_000);
    const data = await stats(
      'seller',
      `statType=ACCOUNT_RANKING&dayQuery=1&dateRangeSelected=${start.toISOString()}&dateRangeSelected=${end.toISOString()}`,
    );
    const want = own.filter((o) => o.created >= start.getTime() && o.created <= end.getTime());
    expect(want.length).toBeGreaterThan(0);
    expect(ranked(data.orderStats as Ranking[])).toEqual(expectedRanking(want, (o) => o.buyer));
  });

  it('answers an empty ranking for an account without orders', async () => {
    const data = await stats('admin', 'statType=ACCOUNT_RANKING');
    expect(data.orderStats).toEqual([]);
    expect(data.totalVolume).toBe(0);
    expect(data.options.accounts).toEqual([]);
  });

  it('refuses a range whose start is after its end, a missing type and an unknown one', async () => {
    const now = Date.now();
    for (const q of [
      `statType=ACCOUNT_RANKING&dateRangeSelected=${new Date(now).toISOString()}&dateRangeSelected=${new Date(now - 1000).toISOString()}`,
      'dayQuery=7',
      'statType=TOP',
      'statType=ACCOUNT_RANKING&dayQuery=2',
    ]) {
      const res = await t.app.inject({
        url: `/api/orders/orderStats?${q}`,
        headers: { cookie: cookies.seller! },
      });
      expect(res.statusCode, q).toBe(400);
      expectContract(res, 'getOrderStats');
    }
    expect((await t.app.inject({ url: '/api/orders/orderStats?statType=ACCOUNT_RANKING' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/orders/orderStats: volume per product over time', () => {
  it('sums each product’s volume per week over the demo’s months, per day within a month, per month over a year', async () => {
    const own = (await orders(`seller_account_id = 'acc-suedoel'`)).filter((o) => o.status !== 'CANCELLED');
    const all = await stats('seller', 'statType=PRODUCT_VOLUME');
    // The demo's orders span four months: weeks, each starting on a Monday.
    expect(all.bucket).toBe('week');
    const rows = all.orderStats as Volume[];
    const perProduct = (
      list: { product?: string; productId?: string; volume: number }[],
      key: 'product' | 'productId',
    ) => {
      const m = new Map<string, number>();
      for (const x of list) m.set(x[key]!, (m.get(x[key]!) ?? 0) + x.volume);
      return Object.fromEntries([...m.entries()].sort());
    };
    expect(perProduct(rows, 'productId')).toEqual(perProduct(own, 'product'));
    expect(rows.every((r) => new Date(`${r.period}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(all.totalVolume).toBe(own.reduce((s, o) => s + o.volume, 0));
    // Periods in order; each product once per period.
    const keys = rows.map((r) => `${r.period} ${r.productId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...rows.map((r) => r.period)].sort()).toEqual(rows.map((r) => r.period));

    const month = await stats('seller', 'statType=PRODUCT_VOLUME&dayQuery=30');
    expect(month.bucket).toBe('day');
    const now = t.clock.now().getTime();
    const recent = own.filter((o) => o.created >= now - 30 * 86_400_000);
    expect(month.totalVolume).toBe(recent.reduce((s, o) => s + o.volume, 0));

    const year = await stats(
      'seller',
      `statType=PRODUCT_VOLUME&dateRangeSelected=${new Date(now - 400 * 86_400_000).toISOString()}&dateRangeSelected=${new Date(now).toISOString()}`,
    );
    expect(year.bucket).toBe('month');
    expect((year.orderStats as Volume[]).every((r) => r.period.endsWith('-01'))).toBe(true);
    expect(year.totalVolume).toBe(all.totalVolume);
  });
});
