/**
 * Starts and stops the reference server (one per brand) for the e2e run, on the built app of that
 * brand, a fresh database and a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandId } from '@fuelmarket/brands';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const appDir = join(repoRoot, 'app');

export function distDir(brand: BrandId): string {
  return join(appDir, 'dist', brand);
}

/** Newest modification time below `dir` (skipping node_modules and build output). */
function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `app/dist/<brand>` is missing or older than the sources of the app and the packages. */
function needsBuild(brand: BrandId): boolean {
  const index = join(distDir(brand), 'index.html');
  if (process.env.E2E_BUILD === '1') return true;
  if (!existsSync(index)) return true;
  if (process.env.E2E_BUILD === '0') return false;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(join(appDir, 'src')),
    newestMtime(join(repoRoot, 'packages')),
    ...['vite.config.ts', 'index.html', 'package.json']
      .map((f) => join(appDir, f))
      .filter((f) => existsSync(f))
      .map((f) => statSync(f).mtimeMs),
  );
  return built < sources;
}

function build(brand: BrandId): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        `dist/${brand}`,
        '--emptyOutDir',
      ],
      { cwd: appDir, env: { ...process.env, BRAND: brand }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`[e2e] built app/dist/${brand} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolveBuild();
      } else reject(new Error(`Building the app for ${brand} failed (exit ${code}):\n${output}`));
    });
  });
}

/**
 * Builds `app/dist/<brand>` (in parallel) where it is missing, older than the sources of the app and
 * packages, or when `E2E_BUILD=1`; `E2E_BUILD=0` uses whatever is there.
 */
export async function ensureAppsBuilt(brands: readonly BrandId[]): Promise<void> {
  const stale = brands.filter(needsBuild);
  if (stale.length === 0) return;
  console.log(`[e2e] building the app for ${stale.join(', ')} ...`);
  await Promise.all(stale.map(build));
}

let runLogDir: string | null = null;

/** Server logs of this run, in the temp folder (kept for a look after failures). */
export function logDir(): string {
  runLogDir ??= mkdtempSync(join(tmpdir(), 'fm-e2e-logs-'));
  mkdirSync(runLogDir, { recursive: true });
  return runLogDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ServerSpec {
  /** Key under which tests find the server (`default`, `ch`, `at`, `timer`, ...). */
  name: string;
  brand: BrandId;
  marketWindowSeconds?: number;
  /** The origin the browser uses when it is not the server's own (a front in between): PUBLIC_URL. */
  publicUrl?: string;
}

export interface RunningServer {
  name: string;
  brand: BrandId;
  url: string;
  pid: number;
  /** Temp data folder (PGlite) or database name (PostgreSQL) to remove afterwards. */
  dataDir?: string;
  database?: string;
}

async function pgQuery(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server for ${url} exited with ${child.exitCode}:\n${log()}`);
    }
    if (/Start failed/.test(log())) throw new Error(`The server for ${url} failed to start:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/user`);
      if (res.status === 401 || res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server for ${url} did not come up within ${timeoutMs / 1000} s:\n${log()}`);
}

export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BRAND: spec.brand,
    STATIC_DIR: distDir(spec.brand),
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    // Demo passwords hashed cheaply: seeding stays fast on a busy machine (a throw-away test database).
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '1024',
  };
  if (spec.marketWindowSeconds) env.MARKET_WINDOW_SECONDS = String(spec.marketWindowSeconds);
  if (spec.publicUrl) env.PUBLIC_URL = spec.publicUrl;
  const running: Partial<RunningServer> = { name: spec.name, brand: spec.brand };
  if (process.env.DATABASE_URL) {
    const database = `fm_e2e_${spec.name}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
    await pgQuery(`CREATE DATABASE "${database}"`);
    env.DATABASE_URL = databaseUrl(database);
    running.database = database;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), `fm-e2e-${spec.name}-`));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    running.dataDir = dataDir;
  }
  const logFile = join(logDir(), `${spec.name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'],
    {
      cwd: repoRoot,
      env,
      detached: true, // own process group, so teardown can stop tsx and its child together
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8').slice(-8000);
  try {
    await waitUntilUp(url, child, log);
  } catch (error) {
    if (child.pid) stopProcessGroup(child.pid);
    throw error;
  }
  child.unref();
  return { ...running, url, pid: child.pid ?? 0 } as RunningServer;
}

function stopProcessGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.pid) {
    stopProcessGroup(server.pid);
    const deadline = Date.now() + 5000;
    while (isAlive(server.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(server.pid)) stopProcessGroup(server.pid, 'SIGKILL');
  }
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  if (server.database) {
    await pgQuery(`DROP DATABASE IF EXISTS "${server.database}" WITH (FORCE)`).catch((e: unknown) =>
      console.warn(`[e2e] could not drop ${server.database}:`, e),
    );
  }
}
