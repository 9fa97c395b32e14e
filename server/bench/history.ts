/**
 * `npm run bench:history`: the order history (and the statistics) on 100,000 orders.
 *
 * Seeds BENCH_ORDERS (default 100,000) orders on top of the demo data: 60 % received by the demo seller,
 * spread over three years, every status, five fuels, their terminals and delivery addresses. Then asks
 * `GET /api/orderHistory` over HTTP, BENCH_RUNS times each (default 200), for the default page and for each
 * single filter, as the demo seller (60,000 orders) and the demo buyer, and prints p50 and p95 against the
 * 20 ms target; then the account ranking and the product volumes against the 50 ms target.
 *
 * Runs on PostgreSQL: a fresh database created next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards (kept with BENCH_KEEP_DB=1, to read
 * query plans). BENCH_PGLITE=1 runs on PGlite.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Db } from '../src/db/types.js';
import { orderHistoryRepo } from '../src/features/orders/history.js';
import { DEMO_BUYER, login, positiveInt, runBench, startBenchServer } from './support.js';

const RUNS = positiveInt('BENCH_RUNS', 200);
const ORDERS = positiveInt('BENCH_ORDERS', 100_000);
const SELLER = { username: 'verkauf@suedoel.de', password: 'Demo!2026' };
const TARGET_MS = 20;
const RANKING_TARGET_MS = 50;

/** 100,000 orders in one statement: mostly the demo seller's, every status, three years back. */
async function seedOrders(db: Db): Promise<void> {
  await db.transaction(
    (tx) =>
      tx.query(
        `INSERT INTO orders (id, order_number, contract_number, buyer_account_id, seller_account_id, product_id,
                         terminal_id, delivery_address_id, self_pickup, volume, original_volume, price,
                         original_price, net_amount, vat_amount, gross_amount, status, payment_days,
                         collection_start, collection_end, created_at)
     SELECT 'bench-' || g, 'FB-' || (1000000 + g), 'KB-' || g, x.buyer, x.seller, x.product, x.terminal,
            x.address, x.address IS NULL, x.volume, x.volume, x.price, x.price, x.net,
            round(x.net * 0.19, 2), round(x.net * 1.19, 2), x.status, 30,
            (x.created AT TIME ZONE 'Europe/Berlin')::date + 1, (x.created AT TIME ZONE 'Europe/Berlin')::date + 10,
            x.created
       FROM generate_series(1::bigint, $1::bigint) g
       CROSS JOIN LATERAL (
         SELECT CASE WHEN g % 10 < 6 THEN 'acc-suedoel' ELSE 'acc-rheintank' END AS seller,
                (ARRAY['acc-nordheiz', 'acc-aviat-nord', 'acc-aviat-sued'])[1 + g % 3] AS buyer,
                (ARRAY['heizoel-el', 'heizoel-premium', 'diesel-b7', 'diesel-winter', 'super-e10'])[1 + (g / 3) % 5] AS product,
                (ARRAY['tm-hamburg', 'tm-karlsruhe', 'tm-duisburg', 'tm-bremen', 'tm-koeln'])[1 + (g / 7) % 5] AS terminal,
                (ARRAY['da-1', 'da-2', 'da-3', 'da-4', NULL])[1 + (g / 11) % 5] AS address,
                (5 + (g * 7919) % 26) * 1000 AS volume,
                round(88 + ((g * 104729) % 35000) / 1000.0, 4) AS price,
                round((88 + ((g * 104729) % 35000) / 1000.0) * (5 + (g * 7919) % 26) * 10, 2) AS net,
                (ARRAY['COMPLETE', 'COMPLETE', 'COMPLETE', 'TRANSFERRED', 'CONFIRMED', 'MANUAL', 'INCOMPLETE',
                       'CANCELLED'])[1 + (g * 31) % 8] AS status,
                now() - (g * 946.08 * $2::float8 / $1::float8) * interval '1 second' AS created
       ) x`,
        [ORDERS, 100_000],
      ),
    { statementTimeoutMs: 600_000 },
  );
  await db.query('VACUUM ANALYZE orders');
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function measure(
  baseUrl: string,
  cookie: string,
  query: string,
  path = '/api/orderHistory',
): Promise<{ p50: number; p95: number; total: number }> {
  const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
  let total = 0;
  const times: number[] = [];
  for (let i = 0; i < RUNS + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const body = (await res.json()) as { metadata?: { total: number }; data?: { orderStats: unknown[] } };
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    total = body.metadata?.total ?? body.data!.orderStats.length;
    if (i >= 10) times.push(took); // the first ten warm the plans and caches
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

async function withFreshDatabase<T>(fn: (url: string | undefined) => Promise<T>): Promise<T> {
  if (process.env.BENCH_PGLITE === '1') return fn(undefined);
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fm_bench_history_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DB === '1') console.log(`\nKept the database ${name} (BENCH_KEEP_DB=1).`);
    else await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

async function main(): Promise<void> {
  await withFreshDatabase(async (databaseUrl) => {
    process.stderr.write(`Seeding ${ORDERS} orders on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ...\n`);
    const server = await startBenchServer({
      databaseUrl,
      env: { PASSWORD_HASH_COST: '1024' },
      prepare: (db) => seedOrders(db),
    });
    try {
      const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const today = new Date().toISOString();
      const cases: [string, string][] = [
        ['default page (20, newest first)', ''],
        ['page 50', 'pageNumber=50'],
        ['orderId', 'orderId=FB-1050000'],
        ['price range', 'priceMin=100&priceMax=101'],
        ['invoice range', 'invoiceMin=30000&invoiceMax=31000'],
        ['volume range', 'orderQuantityMin=29000'],
        ['created: last 30 days', `createdStart=${month}&createdEnd=${today}`],
        ['collection: last 7 days', `collectionRangeStart=${week}&collectionRangeEnd=${today}`],
        ['product', 'productList=diesel-b7'],
        ['terminal', 'terminalList=tm-bremen'],
        ['delivery address', 'deliveryAddressList=da-2'],
        ['buyer', 'buyerList=acc-aviat-sued'],
        ['seller', 'sellerList=acc-rheintank'],
        ['status', 'orderStatusList=MANUAL'],
        ['sorted by price', 'sortBy=price&sortType=asc'],
      ];
      // The filter options are kept in memory until an order of the viewer changes; this is their cost then.
      const optionTimes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        await orderHistoryRepo(server.db).filterOptions(
          { side: 'seller', sellerAccountId: 'acc-suedoel' },
          'fuel',
        );
        if (i >= 2) optionTimes.push(performance.now() - started);
      }
      console.log(
        `Filter options of the demo seller's 60,000 orders, computed anew after an order change: p50 ${percentile(optionTimes, 50).toFixed(1)} ms`,
      );
      // The export streams: time for all the seller's orders, and how far the server's memory grew meanwhile.
      {
        const cookie = await login(server.baseUrl, SELLER);
        global.gc?.();
        const before = process.memoryUsage().rss;
        let peak = before;
        const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}/api/orderHistory/export`, { headers: { cookie } });
        let bytes = 0;
        let lines = 0;
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        }
        clearInterval(timer);
        console.log(
          `Export of the demo seller's orders: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(performance.now() - started).toFixed(0)} ms; ` +
            `process memory grew by at most ${((peak - before) / 1e6).toFixed(0)} MB`,
        );
      }
      for (const [who, credentials] of [
        ['seller', SELLER],
        ['buyer', DEMO_BUYER],
      ] as const) {
        const cookie = await login(server.baseUrl, credentials);
        console.log(
          `\nGET /api/orderHistory as the demo ${who} (${RUNS} runs each, target p95 <= ${TARGET_MS} ms)`,
        );
        for (const [name, query] of cases) {
          const r = await measure(server.baseUrl, cookie, query);
          const ok = r.p95 <= TARGET_MS ? 'ok' : 'OVER';
          console.log(
            `  ${name.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${ok}  (${r.total} rows)`,
          );
        }
        console.log(`GET /api/orders/orderStats as the demo ${who} (target p95 <= ${RANKING_TARGET_MS} ms)`);
        for (const [name, query] of [
          ['ranking, all time', 'statType=ACCOUNT_RANKING'],
          ['ranking, last 30 days', 'statType=ACCOUNT_RANKING&dayQuery=30'],
          ['ranking, one product', 'statType=ACCOUNT_RANKING&productSelected=diesel-b7'],
          ['product volumes, all time', 'statType=PRODUCT_VOLUME'],
        ] as const) {
          const r = await measure(server.baseUrl, cookie, query, '/api/orders/orderStats');
          const ok = r.p95 <= RANKING_TARGET_MS ? 'ok' : 'OVER';
          console.log(
            `  ${name.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${ok}  (${r.total} rows)`,
          );
        }
      }
    } finally {
      await server.close();
    }
  });
}

runBench(main);
