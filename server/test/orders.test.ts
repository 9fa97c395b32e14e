/** GET /api/orders/open-count: the sellers' open-orders bubble. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'seller', 'seller2'] as const) cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const openCount = async (who: string) => {
  const res = await t.app.inject({ url: '/api/orders/open-count', headers: { cookie: cookies[who]! } });
  expectContract(res, 'getOpenOrdersCount');
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
};
const countInDb = async (column: string, accountId: string, status: string) =>
  Number(
    (
      await t.testDb.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM orders WHERE ${column} = $1 AND status = $2`,
        [accountId, status],
      )
    ).rows[0]!.n,
  );

describe('GET /api/orders/open-count', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/orders/open-count' });
    expect(res.statusCode).toBe(401);
    expectContract(res, 'getOpenOrdersCount');
  });

  it('[E5] counts the seller’s INCOMPLETE orders as open, and only those', async () => {
    const incomplete = await countInDb('seller_account_id', 'acc-suedoel', 'INCOMPLETE');
    expect(await openCount('seller')).toBe(incomplete);

    // One more INCOMPLETE order raises the count; completing one lowers it again.
    const { rows } = await t.testDb.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE seller_account_id = 'acc-suedoel' AND status = 'COMPLETE' ORDER BY id LIMIT 2`,
    );
    const [a, b] = rows.map((r) => r.id);
    await t.testDb.db.query(`UPDATE orders SET status = 'INCOMPLETE' WHERE id = $1`, [a]);
    expect(await openCount('seller')).toBe(incomplete + 1);
    for (const status of ['TRANSFERRED', 'CONFIRMED', 'MANUAL', 'CANCELLED', 'COMPLETE']) {
      await t.testDb.db.query(`UPDATE orders SET status = $2 WHERE id = $1`, [b, status]);
      expect(await openCount('seller'), status).toBe(incomplete + 1);
    }
    await t.testDb.db.query(`UPDATE orders SET status = 'COMPLETE' WHERE id = $1`, [a]);
    expect(await openCount('seller')).toBe(incomplete);
  });

  it('counts per account: another seller’s orders do not show', async () => {
    await t.testDb.db.query(
      `UPDATE orders SET status = 'INCOMPLETE' WHERE seller_account_id = 'acc-rheintank'`,
    );
    const rheintank = await countInDb('seller_account_id', 'acc-rheintank', 'INCOMPLETE');
    expect(rheintank).toBeGreaterThan(0);
    expect(await openCount('seller2')).toBe(rheintank);
    expect(await openCount('seller')).toBe(await countInDb('seller_account_id', 'acc-suedoel', 'INCOMPLETE'));
  });

  it('gives a buyer the open orders it placed', async () => {
    expect(await openCount('buyer')).toBe(await countInDb('buyer_account_id', 'acc-nordheiz', 'INCOMPLETE'));
  });
});
