/**
 * `npm run bench:api`: load test of the reference server against the Prism mock of the same contract.
 *
 * 1. Starts the server in-process on a fresh PGlite data directory (migrated and seeded) on a free port
 *    (startBenchServer),
 *    logs in as the demo buyer and waits for the first market window.
 * 2. Runs autocannon (in a worker thread, so the load generator does not share the server's event loop)
 *    against `GET /api/user` and `GET /api/generic/marketWindow` with the session cookie.
 * 3. Starts Prism (`node_modules/.bin/prism mock openapi.yaml`) on a free port and runs the same two
 *    operations against it.
 * 4. Prints operation | target | req/s | p99 ms, and stops everything.
 *
 * Environment: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_DATABASE_URL (optional: bench the server on PostgreSQL instead of PGlite).
 */
import os from 'node:os';
import {
  login,
  measureGet,
  positiveInt,
  PRISM_COOKIE,
  runBench,
  startBenchServer,
  waitFor,
  withPrism,
  type LoadFigures,
} from './support.js';

const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const OPERATIONS = [
  { operation: 'getUser', path: '/api/user' },
  { operation: 'getMarketWindow', path: '/api/generic/marketWindow' },
] as const;

interface Row extends LoadFigures {
  operation: string;
  target: string;
}

async function load(target: string, baseUrl: string, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const op of OPERATIONS) {
    const figures = await measureGet(`${baseUrl}${op.path}`, cookie, {
      connections: CONNECTIONS,
      duration: DURATION,
    });
    rows.push({ operation: `${op.operation} GET ${op.path}`, target, ...figures });
    process.stderr.write(`  ${target} ${op.operation}: ${Math.round(figures.reqPerSec)} req/s\n`);
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['operation', 'target', 'req/s', 'p99 ms', 'non-2xx', 'errors'];
  const body = rows.map((r) => [
    r.operation,
    r.target,
    r.reqPerSec.toFixed(0),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\n${DURATION} s per run, ${CONNECTIONS} connections, Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `load average (1/5/15 min) at the end: ${load}.`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const target = databaseUrl ? 'server (PostgreSQL)' : 'server (PGlite)';
  process.stderr.write(`Starting the server on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ...\n`);
  const server = await startBenchServer({ databaseUrl });
  try {
    const serverUrl = server.baseUrl;
    const cookie = await login(serverUrl);
    await waitFor('the first market window', 30_000, async () => {
      const res = await fetch(`${serverUrl}/api/generic/marketWindow`, { headers: { cookie } });
      return res.status === 200;
    });

    const rows = await load(target, serverUrl, cookie);

    rows.push(...(await withPrism((prismUrl) => load('Prism mock', prismUrl, PRISM_COOKIE))));

    console.log('');
    printTable(rows);
    const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      console.error(
        `\nSome runs had non-2xx answers or errors: ${failed.map((r) => `${r.target} ${r.operation}`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

runBench(main);
