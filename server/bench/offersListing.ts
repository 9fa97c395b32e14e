/**
 * The market offers listing bench (`GET /api/v2/offers`), used by `npm run bench:offers` (PGlite or
 * PostgreSQL) and by `npm run bench:market` (PostgreSQL).
 *
 * 1. Inserts 5,000 offers visible to the demo buyer (kaeufer@nordheiz.de, bench/offersScenario.ts) into
 *    the server's database (the market then holds them and the seeded ones).
 * 2. Runs autocannon (in a worker thread) against the server with the buyer's session: the default
 *    listing (pageLimit 100), a filtered, sorted one, and the market's pages 1-50 in turn (sorted by
 *    price), each three times: with the instance's memory as configured (MARKET_LISTING_CACHE_MS: one
 *    snapshot per buyer and tick, offers/market.ts, and the answers), with the snapshots only (the bench
 *    bypasses the answers: every request builds its page from the snapshot) and without memory (the bench
 *    sets the instance's time to live to 0 for that run: every request prices the whole market again).
 * 3. On PostgreSQL, the snapshot's own SQL (captured from the server, parameters inlined) in pgbench at the
 *    same concurrency: the floor of an uncached listing.
 * 4. Starts Prism (`node_modules/.bin/prism mock openapi.yaml`) and runs the same requests against it.
 * 5. Returns req/s, p50, p97.5 and p99 of each, and the ratios.
 *
 * Environment: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_OFFERS (default 5000).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { forgetMarketListings } from '../src/features/offers/listingCache.js';
import { answersOf } from '../src/features/offers/routes.js';
import { insertLargeMarket } from './offersScenario.js';
import { login, measureGet, PRISM_COOKIE, positiveInt, withPrism, type LoadFigures } from './support.js';

const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const OFFERS = positiveInt('BENCH_OFFERS', 5000);

/** The market's first page, as the market page asks for it first. */
const FIRST_PAGE = '/api/v2/offers?pageLimit=100';

/** The measured requests: the default listing, a filtered and sorted one, and 50 pages in turn. */
export const OFFER_LISTINGS: readonly { name: string; path: string; paths?: readonly string[] }[] = [
  { name: 'getOffers default', path: FIRST_PAGE },
  {
    name: 'getOffers filtered+sorted',
    path: '/api/v2/offers?pageLimit=100&productIds=diesel-b7&productIds=heizoel-el&sellerIds=acc-suedoel&sortBy=price&sortType=desc',
  },
  {
    name: 'getOffers pages 1-50',
    path: '/api/v2/offers?pageLimit=100&sortBy=price&sortType=asc&pageNumber=1',
    paths: Array.from(
      { length: 50 },
      (_, i) => `/api/v2/offers?pageLimit=100&sortBy=price&sortType=asc&pageNumber=${i + 1}`,
    ),
  },
];

export interface ListingRow extends LoadFigures {
  listing: string;
  target: string;
}

async function load(target: string, baseUrl: string, cookie: string): Promise<ListingRow[]> {
  const rows: ListingRow[] = [];
  for (const listing of OFFER_LISTINGS) {
    const figures = await measureGet(`${baseUrl}${listing.path}`, cookie, {
      connections: CONNECTIONS,
      duration: DURATION,
      ...(listing.paths ? { paths: listing.paths } : {}),
    });
    rows.push({ listing: listing.name, target, ...figures });
    process.stderr.write(
      `  ${target} ${listing.name}: ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.p99} ms\n`,
    );
  }
  return rows;
}

/** The server's listing without its memory: the instance's time to live set to 0 for `run`. */
async function withoutMemory<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  const config = app.config as { marketListingCacheMs: number };
  const ttl = config.marketListingCacheMs;
  config.marketListingCacheMs = 0;
  try {
    return await run();
  } finally {
    config.marketListingCacheMs = ttl;
  }
}

/** The server's listing with its snapshots but without keeping answers: every request builds its page. */
async function snapshotOnly<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  const answers = answersOf(app.db);
  const get = answers.get.bind(answers);
  answers.get = (_key, _now, _ttl, load) => load();
  try {
    return await run();
  } finally {
    answers.get = get;
  }
}

/**
 * The listing bench against a running server (`app` listening on `baseUrl`, an open market window) and
 * against Prism; `target` names the server in the rows (e.g. 'server (PGlite)'); with `databaseUrl` (a
 * PostgreSQL server) also the snapshot's SQL in pgbench.
 */
export async function benchOfferListing(opts: {
  app: FastifyInstance;
  baseUrl: string;
  target: string;
  databaseUrl?: string | undefined;
}): Promise<ListingRow[]> {
  const { app } = opts;
  const offers = await insertLargeMarket(app.db, {
    count: OFFERS,
    now: new Date(),
    prefix: `bench-offer-${Date.now().toString(36)}`,
  });
  await app.db.query('ANALYZE offers');
  // Written behind the server's back: forget what it may have priced before (a price tick's alerts).
  forgetMarketListings(app.db);
  const cookie = await login(opts.baseUrl);
  const check = await fetch(`${opts.baseUrl}${FIRST_PAGE}`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/v2/offers answered ${check.status}`);
  const total = ((await check.json()) as { metadata: { total: number } }).metadata.total;
  process.stderr.write(`Inserted ${offers.length} offers; the demo buyer's market holds ${total}.\n`);
  if (total < offers.length) throw new Error(`Only ${total} offers visible, expected >= ${offers.length}`);
  await printWireSizes(opts.baseUrl, cookie);
  const rows = await load(opts.target, opts.baseUrl, cookie);
  rows.push(...(await snapshotOnly(app, () => load(`${opts.target}, snapshot only`, opts.baseUrl, cookie))));
  rows.push(...(await withoutMemory(app, () => load(`${opts.target}, no memory`, opts.baseUrl, cookie))));
  if (opts.databaseUrl) {
    const sql = await snapshotSql(app, opts.baseUrl, cookie);
    rows.push(await pgbench(opts.databaseUrl, sql));
  }
  rows.push(...(await withPrism((url) => load('Prism mock', url, PRISM_COOKIE))));
  return rows;
}

/** The snapshot statement of the market's first page as the server runs it, its parameters inlined. */
async function snapshotSql(app: FastifyInstance, baseUrl: string, cookie: string): Promise<string> {
  const query = app.db.query.bind(app.db);
  let captured: { sql: string; values: readonly unknown[] } | undefined;
  (app.db as { query: unknown }).query = (sql: string, values?: readonly unknown[]) => {
    if (sql.includes('AS price_rank')) captured = { sql, values: values ?? [] };
    return query(sql, values as unknown[]);
  };
  try {
    await withoutMemory(app, () => fetch(`${baseUrl}${FIRST_PAGE}`, { headers: { cookie } }));
  } finally {
    (app.db as { query: unknown }).query = query;
  }
  if (!captured) throw new Error('the listing ran no snapshot statement');
  const { sql, values } = captured;
  // $10 before $1: replace the highest numbers first.
  return values
    .map((v, i) => [i + 1, literal(v)] as const)
    .reverse()
    .reduce((text, [n, lit]) => text.replaceAll(`$${n}`, lit), sql);
}

/** A parameter value as an SQL literal (strings, numbers, null and arrays of them). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`));
    return literal(`{${items.join(',')}}`);
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Runs `sql` in pgbench (simple protocol, as the server sends it) at the bench's concurrency. */
async function pgbench(databaseUrl: string, sql: string): Promise<ListingRow> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-pgbench-'));
  const file = path.join(dir, 'snapshot.sql');
  // pgbench reads one statement per line.
  await writeFile(file, `${sql.replace(/\s+/g, ' ')};\n`);
  try {
    const args = [
      '-n',
      '-M',
      'simple',
      '-f',
      file,
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(DURATION),
    ];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', [...args, databaseUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench: ${text}`))));
    });
    const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
    const tps = number(/tps = ([\d.]+)/);
    const latency = number(/latency average = ([\d.]+) ms/);
    const transactions = number(/number of transactions actually processed: (\d+)/);
    process.stderr.write(`  pgbench snapshot SQL: ${Math.round(tps)} tps, latency average ${latency} ms\n`);
    return {
      listing: 'snapshot SQL (pgbench)',
      target: 'PostgreSQL',
      requests: transactions,
      reqPerSec: tps,
      p50: latency,
      p97_5: NaN,
      p99: NaN,
      non2xx: 0,
      errors: 0,
      kbPerResponse: 0,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bytes an answer takes on the wire for one Accept-Encoding (read raw, not decoded). */
function wireBytes(url: string, cookie: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Prints the market's listing and one page of it as they go over the wire: plain, gzip and brotli. */
async function printWireSizes(baseUrl: string, cookie: string): Promise<void> {
  // The market page's own request (every offer, up to the contract's pageLimit maximum) and one page of 100.
  for (const path of ['/api/v2/offers?pageLimit=5000', FIRST_PAGE]) {
    const sizes = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      sizes.push(
        `${encoding} ${((await wireBytes(`${baseUrl}${path}`, cookie, encoding)) / 1024).toFixed(1)} KiB`,
      );
    }
    console.log(`on the wire, GET ${path}: ${sizes.join(', ')}`);
  }
}

/** Prints the rows and, per listing, the server's req/s as a multiple of Prism's. */
export function printListingRows(rows: ListingRow[]): void {
  const header = [
    'listing',
    'target',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'kB/resp',
    'non-2xx',
    'errors',
  ];
  const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const body = rows.map((r) => [
    r.listing,
    r.target,
    r.reqPerSec.toFixed(0),
    ms(r.p50),
    ms(r.p97_5),
    ms(r.p99),
    r.kbPerResponse.toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  for (const listing of OFFER_LISTINGS) {
    const prism = rows.find((r) => r.listing === listing.name && r.target === 'Prism mock');
    for (const server of rows.filter((r) => r.listing === listing.name && r.target !== 'Prism mock')) {
      const ratio = prism && prism.reqPerSec > 0 ? (server.reqPerSec / prism.reqPerSec).toFixed(2) : '-';
      console.log(`${listing.name}: ${server.target} / Prism mock = ${ratio}x req/s`);
    }
  }
  const raw = rows.find((r) => r.listing === 'snapshot SQL (pgbench)');
  if (raw) {
    for (const server of rows.filter((r) => r.target.endsWith('no memory'))) {
      console.log(
        `${server.listing}, no memory: ${(server.reqPerSec / raw.reqPerSec).toFixed(2)}x the snapshot SQL in pgbench`,
      );
    }
  }
  console.log(`\n${OFFERS} offers inserted, ${DURATION} s per run, ${CONNECTIONS} connections.`);
}
