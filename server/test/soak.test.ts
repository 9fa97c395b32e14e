/**
 * The short soak of CI: the mixed trading workload of `npm run bench:soak` (bench/soakWorkload.ts) for a
 * few seconds against a real listening server: every operation runs, with event streams open, and no
 * answer is an error (5xx, an unexpected status, a dropped connection).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createOrderScenario, type OrderScenario } from '../bench/orderScenario.js';
import { runSoak, soakTable, SOAK_OPERATIONS } from '../bench/soakWorkload.js';
import { startBasketApp, type BasketTestApp } from './basket-support.js';
import { TEST_HASH_COST } from './helpers/template.js';

let t: BasketTestApp;
let scenario: OrderScenario;
let baseUrl: string;
beforeAll(async () => {
  t = await startBasketApp({}, { keepAliveMs: 500, maxStreamMs: 2000 });
  scenario = await createOrderScenario(t.testDb.db, {
    buyers: 4,
    offers: 3,
    offerVolume: 1_000_000_000,
    now: t.clock.now(),
    hashCost: TEST_HASH_COST,
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

it(
  'a mixed trading workload with open event streams runs without a single error',
  { timeout: 60_000 },
  async () => {
    const figures = await runSoak({ baseUrl, scenario, buyers: 4, seconds: 4 });
    console.log(soakTable(figures));
    expect([...new Set(figures.errors)]).toEqual([]);
    for (const op of SOAK_OPERATIONS) expect(figures.latencies[op].length, op).toBeGreaterThan(0);
    expect(figures.streams).toBeGreaterThanOrEqual(4);
  },
);
