/**
 * `npm run bench:offers`: the market offers listing (`GET /api/v2/offers`) with 5,000 offers visible to the
 * demo buyer, on the reference server and on the Prism mock (bench/offersListing.ts).
 *
 * The server runs in-process on a fresh PGlite data directory, or with BENCH_DATABASE_URL on a fresh
 * database created on that PostgreSQL server (dropped afterwards); both migrated and seeded.
 * Environment: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_OFFERS (see offersListing.ts), BENCH_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import type { Db } from '../src/db/types.js';
import { seedDemo } from '../src/seed/index.js';
import { benchOfferListing, printListingRows } from './offersListing.js';

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-bench-offers-'));
  const dbName = `fm_bench_offers_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  try {
    if (adminUrl) {
      await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      PASSWORD_HASH_COST: '1024',
    });
    const target = databaseUrl ? 'server (PostgreSQL)' : 'server (PGlite)';
    process.stderr.write(
      `Starting the server on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} ...\n`,
    );
    db = await openDatabase(config);
    await migrate(db);
    await seedDemo(db, { hashCost: config.passwordHashCost });
    app = await buildServer(config, { db, logger: { level: 'warn' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const deadline = Date.now() + 30_000;
    while (!(await app.market.currentWindow())) {
      if (Date.now() > deadline) throw new Error('no market window opened');
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows = await benchOfferListing({ app, baseUrl, target, databaseUrl });
    console.log('');
    printListingRows(rows);
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.error('\nSome runs had non-2xx answers or errors.');
      process.exitCode = 1;
    }
  } finally {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl && databaseUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
