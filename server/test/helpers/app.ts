/**
 * A test app on its own database with a controllable clock. Every response passes the contract check
 * (validateResponses: a body outside openapi.yaml becomes a 500 and is recorded; setup.ts fails the test).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildServer, type ServerDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { loadContract } from '../../src/contract/index.js';
import { createTestDb, type TestDb } from './db.js';
import { TEST_HASH_COST } from './template.js';

export const DEMO_PASSWORD = 'Demo!2026';
export const CSRF = { 'x-requested-with': 'fuelmarket' } as const;

export const demo = {
  buyer: 'kaeufer@nordheiz.de',
  buyer2: 'f.wagner@nordheiz.de',
  seller: 'verkauf@suedoel.de',
  seller2: 'verkauf@rheintank.de',
  parent: 'zentrale@aviaten-gruppe.de',
  child: 'disposition@aviat-nord.de',
  admin: 'admin@fuelmarket.de',
  operator: 'betrieb@fuelmarket.de',
  chBuyer: 'einkauf@heizoel-zuerich.ch',
  atBuyer: 'einkauf@waerme-wien.at',
} as const;

export class TestClock {
  t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    // Test files log in from one address many times a minute; rate-limit tests set their own limits.
    LOGIN_RATE_LIMIT: '100000',
    // Tests change offers and relationships between requests; the listing memory has its own test.
    MARKET_LISTING_CACHE_MS: '0',
    // Tests change users and companies directly in the database and expect the very next request to see
    // it; on PostgreSQL the change's NOTIFY arrives a moment later. The session memory has its own tests
    // (auth.test.ts, market-multi.test.ts), which turn it on.
    SESSION_CACHE_MS: '0',
    PASSWORD_RESET_RATE_LIMIT: '100000',
    // Tests change orders directly in the database; the options memory has its own test.
    HISTORY_OPTIONS_CACHE_MS: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  clock: TestClock;
  /** Logs in and returns the `fm_session=...` cookie header value. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { env?: Record<string, string>; deps?: ServerDeps; testDb?: TestDb } = {},
): Promise<TestApp> {
  const testDb = opts.testDb ?? (await createTestDb());
  const clock = new TestClock();
  const app = await buildServer(testConfig(opts.env), {
    db: testDb.db,
    clock: clock.now,
    seed: false,
    logger: false,
    validateResponses: true,
    withMarket: false,
    ...opts.deps,
  });
  return {
    app,
    testDb,
    clock,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: CSRF,
        payload: { username, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      if (!opts.testDb) await testDb.cleanup();
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'fm_session');
  if (!c) throw new Error('no fm_session cookie in the response');
  return `fm_session=${c.value}`;
}

/** Asserts a response conforms to the operation's declared response (status, content type, body). */
export function expectContract(res: LightMyRequestResponse, operationId: string): void {
  const ct = String(res.headers['content-type'] ?? '');
  const body = res.body === '' ? undefined : /json/.test(ct) ? (JSON.parse(res.body) as unknown) : res.body;
  expect(loadContract().validateResponse(operationId, res.statusCode, ct, body)).toEqual([]);
}
