/**
 * Price triggers under contention, on PostgreSQL (DATABASE_URL's server, or the machine's at
 * postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created for this file and dropped
 * after; skipped only when no PostgreSQL answers): several evaluations of the same tick at once, on two
 * server instances sharing the database, place exactly one order per trigger, and a seller's rejection
 * racing the ticks either wins (no order) or loses (an order), never both.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { evaluateTriggers } from '../src/features/contracts/service.js';
import type { Quote } from '../src/features/market-window/priceSource.js';
import { ManualPriceSource } from './basket-support.js';
import { createFreshDatabase, marketTestConfig, postgresAdminUrl, startServer } from './market-support.js';

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

const TRIGGERS = 12;

let database: { url: string; drop: () => Promise<void> } | undefined;
const apps: FastifyInstance[] = [];
const sources = [new ManualPriceSource(), new ManualPriceSource()];

const quotes = (at: Date): Quote[] => [
  { symbol: 'ICE/GAS/M01', price: '742.2500', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.skipIf(!reachable)('evaluating price triggers concurrently (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createFreshDatabase('trigger_race');
    const config = marketTestConfig({ DATABASE_URL: database.url, DB_ACQUIRE_TIMEOUT_MS: '3000' });
    for (const source of sources) {
      const app = await startServer(config, { market: { priceSourceFactory: () => source } });
      await app.ready();
      apps.push(app);
    }
    // Whichever instance leads quotes; both read the window from the database.
    for (const s of sources) s.emit(quotes(new Date()));
    for (const app of apps) {
      await vi.waitFor(async () => expect(await app.market.currentWindow()).not.toBeNull(), {
        timeout: 15_000,
      });
    }
    const db = apps[0]!.db;
    await db.query(
      `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
              terminal_selection_mode = 'ALL', product_selection_mode = 'ALL', purchase_rights = true,
              credit_limit_mode = 'NONE' WHERE id = 'rel-1'`,
    );
    await db.query(
      `UPDATE users SET roles = '{MyRelationships_View,MyOffers_Purchase}' WHERE id = 'u-buyer-1'`,
    );
    await db.query(`DELETE FROM daily_purchase_limits`);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  }, 30_000);

  /** A fixed-price Südöl offer open all day with plenty of volume, and `n` triggers on it far above its price. */
  async function offerWithTriggers(n: number): Promise<{ offerId: string; triggerIds: string[] }> {
    const db = apps[0]!.db;
    const offerId = `off-race-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    await db.query(
      `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, total_volume,
                           available_volume, min_order_volume, max_order_volume, available_from, available_to,
                           daily_start, daily_end, status)
       VALUES ($1, 'acc-suedoel', 'heizoel-el', 'tm-hamburg', 'FIXED', 90, 10000000, 10000000, 1000, 50000,
               $2, $3, '00:00', '23:59', 'ACTIVE')`,
      [offerId, isoDay(now - 86_400_000), isoDay(now + 30 * 86_400_000)],
    );
    const triggerIds: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = `trg-race-${offerId}-${i}`;
      triggerIds.push(id);
      await db.query(
        `INSERT INTO price_triggers (id, buyer_account_id, created_by, seller_account_id, offer_id, volume,
                                     trigger_price, payment_term_days, valid_until, created_at)
         VALUES ($1, 'acc-nordheiz', 'u-buyer-1', 'acc-suedoel', $2, 5000, 95, 14, now() + interval '1 day', now())`,
        [id, offerId],
      );
    }
    return { offerId, triggerIds };
  }

  it(
    'two instances evaluating the same tick at once never order a trigger twice',
    { timeout: 60_000 },
    async () => {
      const { offerId, triggerIds } = await offerWithTriggers(TRIGGERS);
      // Three evaluations on each instance at the same moment.
      await Promise.all(
        apps.flatMap((app) => [evaluateTriggers(app), evaluateTriggers(app), evaluateTriggers(app)]),
      );

      const db = apps[0]!.db;
      const orders = (
        await db.query<{ id: string }>(`SELECT id FROM orders WHERE offer_id = $1 ORDER BY id`, [offerId])
      ).rows.map((r) => r.id);
      const triggers = (
        await db.query<{ id: string; status: string; order_id: string | null }>(
          `SELECT id, status, order_id FROM price_triggers WHERE id = ANY($1::text[]) ORDER BY id`,
          [triggerIds],
        )
      ).rows;
      expect(triggers.map((x) => x.status)).toEqual(triggerIds.map(() => 'EXECUTED'));
      expect(orders).toHaveLength(TRIGGERS);
      expect(triggers.map((x) => x.order_id).sort()).toEqual(orders);
      const [{ available }] = (
        await db.query<{ available: string }>(
          `SELECT available_volume::text AS available FROM offers WHERE id = $1`,
          [offerId],
        )
      ).rows as [{ available: string }];
      expect(Number(available)).toBe(10_000_000 - TRIGGERS * 5000);
    },
  );

  it(
    'a rejection racing the ticks: a rejected trigger has no order, an executed one has exactly one',
    { timeout: 60_000 },
    async () => {
      const { offerId, triggerIds } = await offerWithTriggers(TRIGGERS);
      const db = apps[0]!.db;
      const reject = (id: string) =>
        db.query(
          `UPDATE price_triggers SET status = 'REJECTED', triggered_at = now(), version = version + 1
          WHERE id = $1 AND status = 'ACTIVE'`,
          [id],
        );
      await Promise.all([
        ...apps.map((app) => evaluateTriggers(app)),
        ...triggerIds.filter((_, i) => i % 2 === 0).map(reject),
      ]);
      const rows = (
        await db.query<{ status: string; order_id: string | null; orders: number }>(
          `SELECT t.status, t.order_id, (SELECT count(*)::int FROM orders o WHERE o.id = t.order_id) AS orders
           FROM price_triggers t WHERE t.id = ANY($1::text[])`,
          [triggerIds],
        )
      ).rows;
      for (const r of rows) {
        if (r.status === 'REJECTED') expect(r.order_id).toBeNull();
        else expect(r).toMatchObject({ status: 'EXECUTED', orders: 1 });
      }
      const total = (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE offer_id = $1`, [offerId])
      ).rows[0]!.n;
      expect(total).toBe(rows.filter((r) => r.status === 'EXECUTED').length);
    },
  );
});
