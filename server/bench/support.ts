/**
 * What the benches share: environment numbers, free ports, waiting, the demo login, a Prism mock and the
 * server started in-process.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type ServerDeps } from '../src/app.js';
import { loadConfig, repoRoot, type Config } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import type { Db } from '../src/db/types.js';
import { seedDemo } from '../src/seed/index.js';

export const DEMO_BUYER = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };

/** Prism checks the security scheme only: any fm_session cookie satisfies it. */
export const PRISM_COOKIE = 'fm_session=bench';

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got '${raw}'`);
  return n;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Logs in and returns the `fm_session=...` cookie. */
export async function login(baseUrl: string, credentials = DEMO_BUYER): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fuelmarket', origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`Login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('fm_session='));
  if (!cookie) throw new Error('Login answered 200 without an fm_session cookie');
  return cookie;
}

/** Runs `fn` with a Prism mock of openapi.yaml (`node_modules/.bin/prism mock`) on a free port. */
export async function withPrism<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  process.stderr.write(`Starting Prism on ${url} ...\n`);
  const prism = spawn(
    path.join(repoRoot, 'node_modules/.bin/prism'),
    ['mock', path.join(repoRoot, 'openapi.yaml'), '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    const exited = new Promise<never>((_, reject) =>
      prism.once('exit', (code) => reject(new Error(`Prism exited early with code ${code}`))),
    );
    exited.catch(() => undefined); // only matters while waiting for Prism to come up
    await Promise.race([
      exited,
      waitFor('Prism', 30_000, async () => {
        const res = await fetch(`${url}/api/user`, { headers: { cookie: PRISM_COOKIE } });
        return res.status === 200;
      }),
    ]);
    return await fn(url);
  } finally {
    if (prism.exitCode === null) {
      const gone = new Promise((r) => prism.once('exit', r));
      prism.kill('SIGTERM');
      await Promise.race([gone, sleep(5000)]);
      if (prism.exitCode === null) prism.kill('SIGKILL');
    }
  }
}

/** One load run's figures. */
export interface LoadFigures {
  requests: number;
  reqPerSec: number;
  p50: number;
  /** autocannon's nearest percentile at or above p95. */
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Mean response size (headers and body) in kB: a large body costs the server its writes. */
  kbPerResponse: number;
}

/**
 * Runs autocannon (in a worker thread) against one GET with the session cookie; with `paths`, each
 * connection asks for them in turn (on the origin of `url`).
 */
export async function measureGet(
  url: string,
  cookie: string,
  { connections, duration, paths }: { connections: number; duration: number; paths?: readonly string[] },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { cookie, accept: 'application/json' },
    workers: 1,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    kbPerResponse: result.requests.total ? result.throughput.total / result.requests.total / 1000 : 0,
  };
}

/**
 * Runs `fn`; with BENCH_CPU_PROFILE=<folder> set, records a V8 CPU profile of just that part to
 * `<folder>/<name>.cpuprofile` (open it in Chrome DevTools or speedscope).
 */
export async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`CPU profile of ${name}: ${file}`);
  }
}

export interface BenchServer {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  /** Whether it runs on PostgreSQL (else PGlite in a temp folder). */
  postgres: boolean;
  close(): Promise<void>;
}

/**
 * The server in-process for a bench: PostgreSQL at `databaseUrl` or PGlite in a fresh temp folder,
 * migrated and seeded, listening on a free port of 127.0.0.1. `env` adds configuration.
 */
export async function startBenchServer(opts: {
  databaseUrl: string | undefined;
  env?: Record<string, string>;
  deps?: ServerDeps;
  /** Work on the seeded database before the server starts (e.g. a scenario's rows). */
  prepare?: (db: Db, config: Config) => Promise<void>;
}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-bench-'));
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      ...opts.env,
    });
    // Migrate and seed (scrypt at the configured cost) before buildServer, outside Fastify's plugin timeout.
    db = await openDatabase(config);
    await migrate(db);
    await seedDemo(db, { hashCost: config.passwordHashCost });
    await opts.prepare?.(db, config);
    app = await buildServer(config, { db, logger: { level: 'warn' }, ...opts.deps });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { app, db, baseUrl, postgres: !!config.databaseUrl, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Runs a bench's main function: an error is printed and sets the exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
