/**
 * `npm run bench:reset`: does `POST /api/auth/password-reset` answer a known address as fast as an unknown
 * one? Starts the server in-process on a fresh PGlite data directory (or BENCH_DATABASE_URL), then sends
 * BENCH_RESET_REQUESTS (default 200) requests for known demo addresses and as many for unknown addresses,
 * interleaved, over HTTP on 127.0.0.1, and prints the median and 90th percentile of each and their
 * difference. Between requests it waits for the background work (the mail) of the previous one, so each
 * answer is timed on its own. The per-client limit is lifted for the run; the per-address mail cap stays.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import type { Db } from '../src/db/types.js';
import { seedDemo } from '../src/seed/index.js';

const KNOWN = [
  'kaeufer@nordheiz.de',
  'verkauf@suedoel.de',
  'verkauf@rheintank.de',
  'zentrale@aviaten-gruppe.de',
  'disposition@aviat-nord.de',
  'admin@fuelmarket.de',
];
const WARMUP = 20;

/** The HTTP client (plain JS, run in a worker thread): times one request per message. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
parentPort.on('message', async ({ id, email }) => {
  try {
    const start = performance.now();
    const res = await fetch(workerData.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fuelmarket' },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (res.status !== 202) throw new Error(email + ': expected 202, got ' + res.status);
    parentPort.postMessage({ id, ms });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
`;

function requests(): number {
  const raw = process.env.BENCH_RESET_REQUESTS ?? '200';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100)
    throw new Error(`BENCH_RESET_REQUESTS must be at least 100, got '${raw}'`);
  return n;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (sorted: number[]) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

async function main(): Promise<void> {
  const n = requests();
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-bench-reset-'));
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '1024', // seeding only; a reset request hashes no password
      PASSWORD_RESET_RATE_LIMIT: '1000000',
    });
    process.stderr.write(
      `Starting the server on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} ...\n`,
    );
    db = await openDatabase(config);
    await migrate(db);
    await seedDemo(db, { hashCost: config.passwordHashCost });
    app = await buildServer(config, { db, logger: { level: 'error' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${app.publicUrl}/api/auth/password-reset`;
    const server = app;
    // The client runs in a worker thread with its own event loop, as a remote client would: it times
    // the answer's arrival, not whatever the server's thread does after sending it.
    const worker = new Worker(CLIENT, { eval: true, workerData: { url } });
    const pending = new Map<number, (ms: number) => void>();
    let nextId = 0;
    worker.on('message', (m: { id: number; ms?: number; error?: string }) => {
      if (m.error) throw new Error(m.error);
      pending.get(m.id)?.(m.ms!);
      pending.delete(m.id);
    });
    const timed = async (email: string): Promise<number> => {
      const id = nextId++;
      const ms = await new Promise<number>((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, email });
      });
      await server.jobs.idle(); // the mail of a known address is written after the answer
      return ms;
    };

    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < WARMUP + n; i++) {
      const k = await timed(KNOWN[i % KNOWN.length]!);
      const u = await timed(`unbekannt-${i}@nordheiz.de`);
      if (i >= WARMUP) {
        known.push(k);
        unknown.push(u);
      }
    }
    await worker.terminate();
    const mails = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    known.sort((a, b) => a - b);
    unknown.sort((a, b) => a - b);
    const row = (label: string, xs: number[]) =>
      `${label.padEnd(9)} ${String(xs.length).padStart(5)}  ${median(xs).toFixed(3).padStart(9)}  ${quantile(xs, 0.9).toFixed(3).padStart(8)}`;
    console.log(`\nPOST /api/auth/password-reset over HTTP, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log(`address   count  median ms    p90 ms`);
    console.log(row('known', known));
    console.log(row('unknown', unknown));
    console.log(
      `difference of the medians (known - unknown): ${(median(known) - median(unknown)).toFixed(3)} ms`,
    );
    console.log(
      `mails queued: ${mails.rows[0]!.n} for ${WARMUP + n} requests to ${KNOWN.length} known addresses (cap ${config.passwordResetMailsPerAddress} per address and 15 minutes)`,
    );
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}`,
    );
  } finally {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
