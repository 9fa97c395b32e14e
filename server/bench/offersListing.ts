/**
 * The market offers listing bench (`GET /api/v2/offers`), used by `npm run bench:offers` (PGlite or
 * PostgreSQL) and by `npm run bench:market` (PostgreSQL).
 *
 * 1. Inserts 5,000 offers visible to the demo buyer (kaeufer@nordheiz.de, bench/offersScenario.ts) into
 *    the server's database (the market then holds them and the seeded ones).
 * 2. Runs autocannon (in a worker thread) against the server with the buyer's session: the default
 *    listing (pageLimit 100) and a filtered, sorted one.
 * 3. Starts Prism (`node_modules/.bin/prism mock openapi.yaml`) and runs the same two requests against it.
 * 4. Returns req/s and p99 of each, and the ratio server / Prism.
 *
 * Environment: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_OFFERS (default 5000).
 */
import { request } from 'node:http';
import type { Queryable } from '../src/db/types.js';
import { insertLargeMarket } from './offersScenario.js';
import { login, measureGet, PRISM_COOKIE, positiveInt, withPrism, type LoadFigures } from './support.js';

const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const OFFERS = positiveInt('BENCH_OFFERS', 5000);

/** The measured requests: the default listing and a filtered, sorted one. */
export const OFFER_LISTINGS = [
  { name: 'getOffers default', path: '/api/v2/offers?pageLimit=100' },
  {
    name: 'getOffers filtered+sorted',
    path: '/api/v2/offers?pageLimit=100&productIds=diesel-b7&productIds=heizoel-el&sellerIds=acc-suedoel&sortBy=price&sortType=desc',
  },
] as const;

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
    });
    rows.push({ listing: listing.name, target, ...figures });
    process.stderr.write(
      `  ${target} ${listing.name}: ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.p99} ms\n`,
    );
  }
  return rows;
}

/**
 * The listing bench against a running server (`baseUrl`, its database `db`, an open market window) and
 * against Prism; `target` names the server in the rows (e.g. 'server (PGlite)').
 */
export async function benchOfferListing(opts: {
  db: Queryable;
  baseUrl: string;
  target: string;
}): Promise<ListingRow[]> {
  const offers = await insertLargeMarket(opts.db, {
    count: OFFERS,
    now: new Date(),
    prefix: `bench-offer-${Date.now().toString(36)}`,
  });
  await opts.db.query('ANALYZE offers');
  const cookie = await login(opts.baseUrl);
  const check = await fetch(`${opts.baseUrl}${OFFER_LISTINGS[0].path}`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/v2/offers answered ${check.status}`);
  const total = ((await check.json()) as { metadata: { total: number } }).metadata.total;
  process.stderr.write(`Inserted ${offers.length} offers; the demo buyer's market holds ${total}.\n`);
  if (total < offers.length) throw new Error(`Only ${total} offers visible, expected >= ${offers.length}`);
  await printWireSizes(opts.baseUrl, cookie);
  const rows = await load(opts.target, opts.baseUrl, cookie);
  rows.push(...(await withPrism((url) => load('Prism mock', url, PRISM_COOKIE))));
  return rows;
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
  for (const path of ['/api/v2/offers?pageLimit=5000', OFFER_LISTINGS[0].path]) {
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
  const header = ['listing', 'target', 'req/s', 'p50 ms', 'p99 ms', 'kB/resp', 'non-2xx', 'errors'];
  const body = rows.map((r) => [
    r.listing,
    r.target,
    r.reqPerSec.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
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
  console.log(`\n${OFFERS} offers inserted, ${DURATION} s per run, ${CONNECTIONS} connections.`);
}
