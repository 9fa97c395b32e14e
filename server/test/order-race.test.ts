/**
 * The order transaction under contention, on PostgreSQL (DATABASE_URL's server, or the machine's at
 * postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created for this file and dropped
 * after; skipped only when no PostgreSQL answers). 50 buyers created here reserve the same three scarce
 * offers and then all place their orders at once over real HTTP: no offer is oversold, no credit line,
 * shared credit line or daily purchase limit is exceeded, every refusal carries an order error code of
 * spec §8 and nothing answers 5xx.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  BuyerClient,
  ORDER_REJECTION_CODES,
  createOrderScenario,
  type OrderScenario,
} from '../bench/orderScenario.js';
import type { Quote } from '../src/features/market-window/priceSource.js';
import { ManualPriceSource } from './basket-support.js';
import { TEST_HASH_COST } from './helpers/template.js';
import {
  createFreshDatabase,
  listen,
  marketTestConfig,
  postgresAdminUrl,
  startServer,
} from './market-support.js';

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();

const BUYERS = 50;
const OFFER_VOLUME = 200_000;

let database: { url: string; drop: () => Promise<void> } | undefined;
let app: FastifyInstance | undefined;
let baseUrl: string;
let scenario: OrderScenario;
const source = new ManualPriceSource();

const quotes = (at: Date): Quote[] => [
  { symbol: 'ICE/GAS/M01', price: '742.2500', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
];

describe.skipIf(!reachable)('placing orders concurrently (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createFreshDatabase('order_race');
    const config = marketTestConfig({
      DATABASE_URL: database.url,
      LOGIN_RATE_LIMIT: '100000',
      DB_STATEMENT_TIMEOUT_MS: '5000',
    });
    app = await startServer(config, { market: { priceSourceFactory: () => source } });
    source.emit(quotes(new Date()));
    await vi.waitFor(async () => expect(await app!.market.currentWindow()).not.toBeNull(), {
      timeout: 10_000,
    });
    baseUrl = await listen(app);
    scenario = await createOrderScenario(app.db, {
      buyers: BUYERS,
      offers: 3,
      offerVolume: OFFER_VOLUME,
      now: new Date(),
      hashCost: TEST_HASH_COST,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 30_000);

  it(
    'never oversells an offer or a credit or daily limit, refuses only with order error codes and never 5xx',
    { timeout: 120_000 },
    async () => {
      const clients = scenario.buyers.map((b) => new BuyerClient(baseUrl, b.username));
      await Promise.all(clients.map((c) => c.login()));
      // Every buyer reserves each offer (5,000..10,000 l): far more than the offers hold together.
      const reservations = await Promise.all(
        clients.map(async (c, i) => {
          const ids: string[] = [];
          for (const [k, offer] of scenario.offers.entries()) {
            ids.push(await c.reserve(offer.id, 5000 + ((i * 7 + k * 3) % 6) * 1000));
          }
          return ids;
        }),
      );

      // Everyone orders at once: each item as its own order, so one buyer's orders also race each other.
      const started = Date.now();
      const results = await Promise.all(
        clients.flatMap((c, i) => reservations[i]!.map((item) => c.order([item]))),
      );
      const elapsedMs = Date.now() - started;

      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s >= 500),
        'no 5xx',
      ).toEqual([]);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(422);
        expect(ORDER_REJECTION_CODES.has(r.code ?? ''), r.code).toBe(true);
      }
      const placed = results.filter((r) => r.status === 201).length;
      expect(placed).toBeGreaterThan(0);
      expect(placed).toBeLessThan(results.length); // the scenario is contested: some must be refused
      expect(elapsedMs).toBeLessThan(15_000);

      const db = app!.db;
      // Volume: Σ ordered litres ≤ offered, and exactly what left the offer.
      for (const offer of scenario.offers) {
        const [row] = (
          await db.query<{ ordered: string; available: number }>(
            `SELECT COALESCE((SELECT sum(volume) FROM orders WHERE offer_id = $1), 0)::text AS ordered,
                  (SELECT available_volume FROM offers WHERE id = $1) AS available`,
            [offer.id],
          )
        ).rows;
        expect(Number(row!.ordered)).toBeLessThanOrEqual(offer.volume);
        expect(Number(row!.ordered) + Number(row!.available)).toBe(offer.volume);
      }
      // Credit: each own limit and the group's shared limit hold the open orders' gross.
      const grossOf = async (accounts: string[]) =>
        Number(
          (
            await db.query<{ g: string }>(
              `SELECT COALESCE(sum(gross_amount), 0)::text AS g FROM orders
              WHERE buyer_account_id = ANY($1::text[]) AND status NOT IN ('COMPLETE', 'CANCELLED')`,
              [accounts],
            )
          ).rows[0]!.g,
        );
      for (const b of scenario.buyers.filter((x) => x.creditLimit)) {
        expect(await grossOf([b.accountId]), b.accountId).toBeLessThanOrEqual(Number(b.creditLimit));
      }
      const group = scenario.buyers.filter((b) => b.inGroup).map((b) => b.accountId);
      expect(await grossOf([scenario.groupParentId, ...group])).toBeLessThanOrEqual(
        Number(scenario.groupCreditLimit),
      );
      // Daily purchase limits.
      for (const b of scenario.buyers.filter((x) => x.dailyLimit !== null)) {
        const litres = Number(
          (
            await db.query<{ l: string }>(
              `SELECT COALESCE(sum(volume), 0)::text AS l FROM orders WHERE buyer_account_id = $1`,
              [b.accountId],
            )
          ).rows[0]!.l,
        );
        expect(litres, b.accountId).toBeLessThanOrEqual(b.dailyLimit!);
      }
      // Each kind of limit was actually reached, so the checks above were under pressure.
      const codes = new Set(results.map((r) => r.code));
      const counts: Record<string, number> = {};
      for (const r of results) counts[r.code ?? 'placed'] = (counts[r.code ?? 'placed'] ?? 0) + 1;
      for (const code of [
        'NOT_ENOUGH_VOLUME',
        'INSUFFICIENT_CREDIT_LIMIT',
        'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
        'DAILY_PURCHASE_LIMIT_REACHED',
      ]) {
        expect(codes.has(code), `${code} in ${JSON.stringify(counts)}`).toBe(true);
      }
    },
  );
});
