/**
 * `npm run bench:market`: the market's hot paths on PostgreSQL.
 *
 * Order placement (always): buyers created for the run (bench/orderScenario.ts) reserve offers through
 * the API, then place one order per reserved item with BENCH_CONCURRENCY requests in flight:
 * 1. through the HTTP API (`POST /api/orders`, the server's one-transaction placement), the requests
 *    sent from a worker thread (bench/orderLoad.ts) so that the client does not eat the server's
 *    event loop, and
 * 2. as the same transaction in raw SQL on one pg.Pool (`placeRaw` below: the same locks in the same
 *    order and the same checks: relationship, approvals, offer open, quantity, volume, own and shared
 *    credit, daily limit), without HTTP, sessions or the contract layer.
 * Both print orders/s, p50/p99 latency and the refusals by code, then the ratio of the two.
 * BENCH_CPU_PROFILE=<folder> writes a CPU profile of each placement run there.
 *
 * `--race`: instead, BENCH_RACE_SECONDS (60) of every buyer reserving and ordering the same scarce
 * offers through the API, with a seller restocking the offers and completing open orders (freeing
 * credit) every second. Prints orders/s, refusals by code, 5xx, and checks that no offer was oversold.
 *
 * Offer listing: `listingBenches` holds the benches of the market offer listing (each a function of the
 * running server that returns result rows); they run after the order benches. The one there: 5,000 offers
 * for the demo buyer, `GET /api/v2/offers` on the server and on the Prism mock (bench/offersListing.ts;
 * also `npm run bench:offers`, which runs it on PGlite too).
 *
 * Database: BENCH_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres; a fresh
 * database is created, migrated and seeded for the run and dropped afterwards.
 * Environment: BENCH_BUYERS (100), BENCH_ITEMS_PER_BUYER (6), BENCH_CONCURRENCY (20), BENCH_RACE_SECONDS (60),
 * BENCH_LISTING=0 (order placement only).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { timeZoneOf } from '../src/platformTime.js';
import { seedDemo } from '../src/seed/index.js';
import { openPostgres } from '../src/db/postgres.js';
import { migrate } from '../src/db/migrate.js';
import { BuyerClient, createOrderScenario, type OrderScenario } from './orderScenario.js';
import { benchOfferListing, printListingRows } from './offersListing.js';
import { sendOrders } from './orderLoad.js';
import { positiveInt, profiled } from './support.js';

const BUYERS = positiveInt('BENCH_BUYERS', 100);
const ITEMS_PER_BUYER = positiveInt('BENCH_ITEMS_PER_BUYER', 6);
const CONCURRENCY = positiveInt('BENCH_CONCURRENCY', 20);
const RACE_SECONDS = positiveInt('BENCH_RACE_SECONDS', 60);
const RACE = process.argv.includes('--race');
const HASH_COST = 1024;

export interface BenchRow {
  bench: string;
  target: string;
  ops: number;
  perSec: number;
  p50: number;
  p99: number;
  refusals: Record<string, number>;
}

/** What a listing bench gets: the running server (in-process, listening) and a logged-in buyer. */
export interface BenchContext {
  app: FastifyInstance;
  baseUrl: string;
  adminUrl: string;
}

/** The benches of the market offer listing; add one function per measured query. */
export const listingBenches: ((ctx: BenchContext) => Promise<BenchRow[]>)[] = [
  async ({ app, baseUrl, adminUrl }) => {
    const rows = await benchOfferListing({
      app,
      baseUrl,
      target: 'server (PostgreSQL)',
      databaseUrl: adminUrl,
    });
    console.log('');
    printListingRows(rows);
    return rows.map((r) => ({
      bench: r.listing,
      target: r.target,
      ops: r.requests,
      perSec: Math.round(r.reqPerSec),
      p50: r.p50,
      p99: r.p99,
      refusals: (r.non2xx + r.errors > 0 ? { 'non-2xx': r.non2xx, errors: r.errors } : {}) as Record<
        string,
        number
      >,
    }));
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs tasks with at most `limit` in flight; returns per-task latency and outcome. */
async function runPool<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
): Promise<{ results: T[]; latencies: number[]; elapsedMs: number }> {
  const results: T[] = new Array(tasks.length);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      for (let i = next++; i < tasks.length; i = next++) {
        const t0 = performance.now();
        results[i] = await tasks[i]!();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { results, latencies: latencies.sort((a, b) => a - b), elapsedMs: performance.now() - started };
}

function row(
  bench: string,
  target: string,
  run: { results: { status: number; code?: string }[]; latencies: number[]; elapsedMs: number },
): BenchRow {
  const refusals: Record<string, number> = {};
  let ok = 0;
  for (const r of run.results) {
    if (r.status === 201) ok++;
    else refusals[r.code ?? `HTTP_${r.status}`] = (refusals[r.code ?? `HTTP_${r.status}`] ?? 0) + 1;
  }
  return {
    bench,
    target,
    ops: ok,
    perSec: Math.round((ok / run.elapsedMs) * 1000),
    p50: Math.round(percentile(run.latencies, 50) * 10) / 10,
    p99: Math.round(percentile(run.latencies, 99) * 10) / 10,
    refusals,
  };
}

class Refusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * The order transaction in raw SQL for one basket item: the server's locks in the server's order
 * (item, offer, relationships, daily limit) and its checks, then the order and the item's removal.
 */
async function placeRaw(pool: pg.Pool, userId: string, accountId: string, itemId: string, now: Date) {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const item = (
      await c.query(`SELECT * FROM basket_items WHERE id = $1 AND user_id = $2 FOR UPDATE`, [itemId, userId])
    ).rows[0];
    if (!item) throw new Refusal('NOT_FOUND');
    if (item.reserved_until <= now) throw new Refusal('RESERVATION_EXPIRED');
    const offer = (
      await c.query(
        `SELECT o.*, s.platform_id, s.name AS seller_name FROM offers o JOIN accounts s ON s.id = o.seller_account_id
          WHERE o.id = $1 FOR UPDATE OF o`,
        [item.offer_id],
      )
    ).rows[0];
    const account = (await c.query(`SELECT parent_account_id FROM accounts WHERE id = $1`, [accountId]))
      .rows[0];
    const parent = account.parent_account_id
      ? (await c.query(`SELECT id, features FROM accounts WHERE id = $1`, [account.parent_account_id]))
          .rows[0]
      : null;
    const shared = parent?.features.includes('sharedCreditLimits') ? parent.id : null;
    const rels = (
      await c.query(
        `SELECT * FROM relationships WHERE seller_account_id = $1 AND buyer_account_id = ANY($2::text[])
          ORDER BY id FOR UPDATE`,
        [offer.seller_account_id, shared ? [accountId, shared] : [accountId]],
      )
    ).rows;
    const rel = rels.find((r) => r.buyer_account_id === accountId);
    if (!rel || rel.state !== 'RELEASED' || rel.seller_status !== 'ENABLED' || rel.buyer_status !== 'ENABLED')
      throw new Refusal('RELATIONSHIP_DISABLED');
    if (
      (rel.terminal_selection_mode === 'MANUAL' && !rel.terminal_ids.includes(offer.terminal_id)) ||
      (rel.product_selection_mode === 'MANUAL' && !rel.product_ids.includes(offer.product_id))
    )
      throw new Refusal('ANTITRUST_ANONYMITY');
    const tz = timeZoneOf(offer.platform_id);
    const open = (
      await c.query(
        `SELECT $1::text = 'ACTIVE'
                AND ($2::timestamptz AT TIME ZONE $3)::date BETWEEN $4::date AND $5::date
                AND ($2::timestamptz AT TIME ZONE $3)::time BETWEEN $6::time AND $7::time AS open`,
        [offer.status, now, tz, offer.available_from, offer.available_to, offer.daily_start, offer.daily_end],
      )
    ).rows[0].open;
    if (!open) throw new Refusal('OFFER_NOT_AVAILABLE');
    const quantity = Number(item.quantity);
    if (quantity < Number(offer.min_order_volume) || quantity > Number(offer.max_order_volume))
      throw new Refusal('QUANTITY_OUT_OF_RANGE');
    const limits = (
      await c.query(
        `SELECT litres FROM daily_purchase_limits WHERE account_id = $1 AND product_id = $2 FOR UPDATE`,
        [accountId, offer.product_id],
      )
    ).rows[0];
    const took = await c.query(
      `UPDATE offers SET available_volume = available_volume - $2 WHERE id = $1 AND available_volume >= $2`,
      [offer.id, quantity],
    );
    if (took.rowCount === 0) throw new Refusal('NOT_ENOUGH_VOLUME');
    const amounts = (
      await c.query(
        `SELECT round($1::numeric * $2 / 100, 2) AS net, round(round($1::numeric * $2 / 100, 2) * vat / 100, 2) AS vat
           FROM platforms WHERE id = $3`,
        [item.reserved_price, quantity, offer.platform_id],
      )
    ).rows[0];
    const gross = Number(amounts.net) + Number(amounts.vat);
    const headroom = async (
      r: { credit_limit: string | null; credit_limit_utilisation: string },
      buyers: string[],
    ) =>
      Number(r.credit_limit ?? 0) -
      Number(r.credit_limit_utilisation) -
      Number(
        (
          await c.query(
            `SELECT COALESCE(sum(gross_amount), 0) AS g FROM orders
              WHERE seller_account_id = $1 AND buyer_account_id = ANY($2::text[])
                AND status NOT IN ('COMPLETE', 'CANCELLED')`,
            [offer.seller_account_id, buyers],
          )
        ).rows[0].g,
      );
    if (rel.credit_limit_mode !== 'NONE' && (await headroom(rel, [accountId])) < gross)
      throw new Refusal('INSUFFICIENT_CREDIT_LIMIT');
    const sharedRel = shared ? rels.find((r) => r.buyer_account_id === shared) : undefined;
    if (sharedRel && sharedRel.credit_limit_mode !== 'NONE') {
      const group = (
        await c.query(`SELECT id FROM accounts WHERE id = $1 OR parent_account_id = $1`, [shared])
      ).rows.map((r) => r.id as string);
      if ((await headroom(sharedRel, group)) < gross)
        throw new Refusal('INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER');
    }
    if (limits) {
      const used = (
        await c.query(
          `SELECT COALESCE(sum(volume), 0) AS l FROM orders
            WHERE buyer_account_id = $1 AND product_id = $2 AND status <> 'CANCELLED'
              AND created_at >= (date_trunc('day', $3::timestamptz AT TIME ZONE $4) AT TIME ZONE $4)`,
          [accountId, offer.product_id, now, tz],
        )
      ).rows[0].l;
      if (Number(used) + quantity > Number(limits.litres)) throw new Refusal('DAILY_PURCHASE_LIMIT_REACHED');
    }
    const n = (await c.query(`SELECT nextval('order_number_seq') AS n`)).rows[0].n;
    await c.query(
      `INSERT INTO orders (id, order_number, buyer_account_id, buyer_user_id, seller_account_id, offer_id, product_id,
                           terminal_id, self_pickup, volume, price, original_price, net_amount, vat_amount,
                           gross_amount, status, payment_days, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $10, $11, $12, $13, 'INCOMPLETE', $14, $15)`,
      [
        `ord-raw-${n}`,
        `FM-${n}`,
        accountId,
        userId,
        offer.seller_account_id,
        offer.id,
        offer.product_id,
        offer.terminal_id,
        quantity,
        item.reserved_price,
        amounts.net,
        amounts.vat,
        gross.toFixed(2),
        item.payment_term_days,
        now,
      ],
    );
    await c.query(`DELETE FROM basket_items WHERE id = $1`, [itemId]);
    await c.query('COMMIT');
    return { status: 201 };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    if (err instanceof Refusal) return { status: 422, code: err.code };
    return { status: 500, code: (err as Error).message };
  } finally {
    c.release();
  }
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fm_bench_market_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Logs every buyer in and reserves `perBuyer` items each (round robin over the offers). */
async function reserveAll(baseUrl: string, scenario: OrderScenario, perBuyer: number, quantity: number) {
  const clients = scenario.buyers.map((b) => new BuyerClient(baseUrl, b.username));
  await runPool(
    clients.map((c) => () => c.login()),
    CONCURRENCY,
  );
  const items: { client: BuyerClient; buyerIndex: number; itemId: string }[] = [];
  await runPool(
    clients.map((client, buyerIndex) => async () => {
      for (let k = 0; k < perBuyer; k++) {
        const offer = scenario.offers[(buyerIndex + k) % scenario.offers.length]!;
        items.push({ client, buyerIndex, itemId: await client.reserve(offer.id, quantity) });
      }
    }),
    CONCURRENCY,
  );
  return items;
}

async function benchPlacement(app: FastifyInstance, baseUrl: string, url: string): Promise<BenchRow[]> {
  // Offers large enough that volume never runs out: the measure is the transaction, not the refusals.
  const volume = BUYERS * ITEMS_PER_BUYER * 2000 * 2;
  const apiScenario = await createOrderScenario(app.db, {
    buyers: BUYERS,
    offers: 5,
    offerVolume: volume,
    now: new Date(),
    hashCost: HASH_COST,
    prefix: `bapi${randomBytes(2).toString('hex')}`,
  });
  const apiItems = await reserveAll(baseUrl, apiScenario, ITEMS_PER_BUYER, 2000);
  const api = await profiled('placeOrder-api', () =>
    sendOrders({
      baseUrl,
      requests: apiItems.map(({ client, itemId }) => ({ cookie: client.sessionCookie, itemId })),
      concurrency: CONCURRENCY,
    }),
  );

  const rawScenario = await createOrderScenario(app.db, {
    buyers: BUYERS,
    offers: 5,
    offerVolume: volume,
    now: new Date(),
    hashCost: HASH_COST,
    prefix: `braw${randomBytes(2).toString('hex')}`,
  });
  const rawItems = await reserveAll(baseUrl, rawScenario, ITEMS_PER_BUYER, 2000);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const raw = await profiled('placeOrder-raw', () =>
      runPool(
        rawItems.map(({ buyerIndex, itemId }) => () => {
          const b = rawScenario.buyers[buyerIndex]!;
          return placeRaw(pool, b.userId, b.accountId, itemId, new Date());
        }),
        CONCURRENCY,
      ),
    );
    return [row('placeOrder', 'HTTP API', api), row('placeOrder', 'raw SQL (pg.Pool)', raw)];
  } finally {
    await pool.end();
  }
}

async function benchRace(app: FastifyInstance, baseUrl: string): Promise<BenchRow[]> {
  const scenario = await createOrderScenario(app.db, {
    buyers: BUYERS,
    offers: 3,
    offerVolume: 100_000,
    now: new Date(),
    hashCost: HASH_COST,
    prefix: `brace${randomBytes(2).toString('hex')}`,
  });
  const clients = scenario.buyers.map((b) => new BuyerClient(baseUrl, b.username));
  await runPool(
    clients.map((c) => () => c.login()),
    CONCURRENCY,
  );
  const ids = scenario.offers.map((o) => o.id);
  let restocked = 0;
  const seller = setInterval(() => {
    restocked += ids.length * 20_000;
    void app.db
      .query(
        `UPDATE offers SET available_volume = available_volume + 20000, total_volume = total_volume + 20000
          WHERE id = ANY($1::text[])`,
        [ids],
      )
      .then(() =>
        app.db.query(
          `UPDATE orders SET status = 'COMPLETE' WHERE offer_id = ANY($1::text[]) AND status = 'INCOMPLETE'`,
          [ids],
        ),
      );
  }, 1000);
  const results: { status: number; code?: string }[] = [];
  const latencies: number[] = [];
  const deadline = Date.now() + RACE_SECONDS * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      clients.map(async (client, i) => {
        for (let k = 0; Date.now() < deadline; k++) {
          const offer = scenario.offers[(i + k) % scenario.offers.length]!;
          let itemId: string;
          try {
            itemId = await client.reserve(offer.id, 1000 + ((i + k) % 10) * 1000);
          } catch {
            results.push({ status: 422, code: 'RESERVE_REFUSED' });
            continue;
          }
          const t0 = performance.now();
          results.push(await client.order([itemId]));
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    clearInterval(seller);
  }
  const elapsedMs = performance.now() - started;
  const oversold = await app.db.query<{ id: string }>(
    `SELECT o.id FROM offers o
      WHERE o.id = ANY($1::text[])
        AND (SELECT COALESCE(sum(volume), 0) FROM orders WHERE offer_id = o.id) + o.available_volume <> o.total_volume`,
    [ids],
  );
  console.log(
    `race: ${RACE_SECONDS} s, restocked ${restocked} l, offers whose volume does not add up: ${oversold.rows.length}`,
  );
  return [
    row('placeOrder --race', 'HTTP API', { results, latencies: latencies.sort((a, b) => a - b), elapsedMs }),
  ];
}

function print(rows: BenchRow[]): void {
  console.log('\nbench | target | orders | orders/s | p50 ms | p99 ms | refusals');
  for (const r of rows) {
    const refusals = Object.entries(r.refusals)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    console.log(
      `${r.bench} | ${r.target} | ${r.ops} | ${r.perSec} | ${r.p50} | ${r.p99} | ${refusals || '-'}`,
    );
  }
  const api = rows.find((r) => r.bench === 'placeOrder' && r.target === 'HTTP API');
  const raw = rows.find((r) => r.bench === 'placeOrder' && r.target.startsWith('raw SQL'));
  if (api && raw && raw.perSec > 0) {
    console.log(
      `placeOrder: HTTP API / raw SQL = ${Math.round((100 * api.perSec) / raw.perSec)} % (target >= 60 %)`,
    );
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createDatabase(adminUrl);
  let app: FastifyInstance | undefined;
  try {
    const db = await openPostgres(database.url, { max: 4 });
    await migrate(db);
    await seedDemo(db, { hashCost: HASH_COST });
    await db.close();
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      PASSWORD_HASH_COST: String(HASH_COST),
      DB_STATEMENT_TIMEOUT_MS: '5000',
    });
    app = await buildServer(config, { seed: false, logger: { level: 'warn' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const deadline = Date.now() + 20_000;
    while (!(await app.market.currentWindow())) {
      if (Date.now() > deadline) throw new Error('no market window opened');
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`bench:market on PostgreSQL, ${BUYERS} buyers, concurrency ${CONCURRENCY}`);
    const rows = RACE ? await benchRace(app, baseUrl) : await benchPlacement(app, baseUrl, database.url);
    if (process.env.BENCH_LISTING !== '0')
      for (const bench of listingBenches)
        rows.push(...(await bench({ app, baseUrl, adminUrl: database.url })));
    print(rows);
  } finally {
    await app?.close();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
