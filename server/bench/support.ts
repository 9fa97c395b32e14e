/** What the benches share: environment numbers, free ports, waiting, the demo login and a Prism mock. */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/config.js';

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
  p99: number;
  non2xx: number;
  errors: number;
  /** Mean response size (headers and body) in kB: a large body costs the server its writes. */
  kbPerResponse: number;
}

/** Runs autocannon (in a worker thread) against one GET with the session cookie. */
export async function measureGet(
  url: string,
  cookie: string,
  { connections, duration }: { connections: number; duration: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { cookie, accept: 'application/json' },
    workers: 1,
  });
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
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
