/**
 * `npm run bench:soak`: a mixed trading workload (bench/soakWorkload.ts) for BENCH_SOAK_SECONDS (60) on
 * PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; PGlite when neither is set, said so in the output).
 * Starts the server in-process on a fresh database with the demo data and an order scenario of
 * BENCH_BUYERS (20) buyers, each with an event stream open, and prints per operation requests, req/s,
 * p50 and p99, business refusals, errors (target 0) and the server's memory before and after
 * (after a garbage collection when Node runs with --expose-gc, as the npm script does).
 */
import os from 'node:os';
import { createOrderScenario, type OrderScenario } from './orderScenario.js';
import { runSoak, soakTable } from './soakWorkload.js';
import { positiveInt, runBench, startBenchServer, waitFor } from './support.js';

const SECONDS = positiveInt('BENCH_SOAK_SECONDS', 60);
const BUYERS = positiveInt('BENCH_BUYERS', 20);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function memory(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  process.stderr.write(
    `Soak: ${SECONDS} s, ${BUYERS} buyers, on ${databaseUrl ? 'PostgreSQL' : 'PGlite (set BENCH_DATABASE_URL for PostgreSQL)'} ...\n`,
  );
  let scenario: OrderScenario | undefined;
  const server = await startBenchServer({
    databaseUrl,
    env: { LOGIN_RATE_LIMIT: '1000000', PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '1024' },
    prepare: async (db, config) => {
      scenario = await createOrderScenario(db, {
        buyers: BUYERS,
        offers: 5,
        offerVolume: 1_000_000_000,
        now: new Date(),
        hashCost: config.passwordHashCost,
        prefix: `soak${Date.now().toString(36)}`,
      });
    },
  });
  try {
    const { app, baseUrl } = server;
    await waitFor('the first market window', 30_000, async () => (await app.market.currentWindow()) !== null);
    const run = (seconds: number) => runSoak({ baseUrl, scenario: scenario!, buyers: BUYERS, seconds });
    // A short warm-up, so that memory is compared between two settled states.
    await run(Math.min(5, SECONDS));
    const before = memory();
    const figures = await run(SECONDS);
    const after = memory();

    console.log(`\n${soakTable(figures)}`);
    console.log(
      `memory: heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${mb(after.heapUsed - before.heapUsed)}), ` +
        `rss ${mb(before.rss)} -> ${mb(after.rss)}${(globalThis as { gc?: unknown }).gc ? ' (after GC)' : ''}; ` +
        `Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    if (figures.errors.length) {
      console.error(`\nErrors:\n${[...new Set(figures.errors)].slice(0, 20).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

runBench(main);
