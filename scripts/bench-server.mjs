// The reference server for a bench: a fresh embedded database (seeded with the demo data), the built app
// of one brand, a free port on 127.0.0.1. Never the shell's DATABASE_URL: benches must not write into it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the server for `brand` and waits until it answers; `stop()` ends it and removes its data. */
export async function startBenchServer({ brand = 'default', env: extraEnv = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fm-bench-${brand}-`));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BRAND: brand,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'app', 'dist', brand),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${brand} server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/generic/marketWindow`);
      if (res.status === 401 || res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in through the API; returns the session cookie (`name=value`). */
export async function loginCookie(url, username, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fuelmarket' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`Login of ${username} answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('fm_session='));
  if (!cookie) throw new Error(`Login of ${username} set no session cookie`);
  return cookie.split(';')[0];
}
