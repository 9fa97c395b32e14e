/** Start-up errors of main.ts: one clear line on stderr and exit code 1 (spawned with tsx). */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, LOCK_FILE } from '../src/db/index.js';
import { loadConfig } from '../src/config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _omit, ...base } = process.env;
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
      env: { ...base, LOG_LEVEL: 'silent', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'fm-start-'));

/** Starts main.ts, collects its JSON log lines until one matches `until`, then stops it (SIGTERM). */
function logUntil(env: Record<string, string>, until: (line: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const { DATABASE_URL: _omit, ...base } = process.env;
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
      env: { ...base, LOG_LEVEL: 'info', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Record<string, unknown>[] = [];
    let rest = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const parts = (rest + d.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const p of parts.filter(Boolean)) {
        const line = JSON.parse(p) as Record<string, unknown>;
        lines.push(line);
        if (until(line)) child.kill('SIGTERM');
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (lines.some(until)) resolve(lines);
      else reject(new Error(`no such log line; stderr: ${stderr}; log: ${JSON.stringify(lines)}`));
    });
  });
}

function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

// Sequential: five tsx processes at once starve the 2 shared cores.
describe('start-up errors', { timeout: 120_000 }, () => {
  it('[B7] an unknown BRAND stops the start with a one-line message and exit code 1', async () => {
    const r = await runMain({ BRAND: 'xy', DATA_DIR: tmp() });
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /^fuelmarket server: Unknown BRAND 'xy': expected default, ch or at$/);
  });

  it('a port in use stops the start with a one-line message and exit code 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((res) => blocker.listen(0, '127.0.0.1', () => res()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const r = await runMain({ PORT: String(port), DATA_DIR: tmp() });
      expect(r.code).toBe(1);
      expectOneLine(r.stderr, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('a PGlite data folder locked by another running server stops the start', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, LOCK_FILE), String(process.pid)); // this test process is alive
    const r = await runMain({ DATA_DIR: dir });
    expect(r.code).toBe(1);
    expectOneLine(
      r.stderr,
      new RegExp(`Data folder .* is locked by another fuelmarket server \\(pid ${process.pid}\\)`),
    );
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid)); // untouched
  });

  it('an unusable data folder stops the start', async () => {
    const file = path.join(tmp(), 'a-file');
    writeFileSync(file, 'x');
    const r = await runMain({ DATA_DIR: path.join(file, 'pglite') });
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /Data folder .* is not readable and writable/);
  });

  it('an unreachable DATABASE_URL stops the start without printing credentials', async () => {
    const r = await runMain({ DATABASE_URL: 'postgres://geheim:pw@127.0.0.1:1/fuelmarket' });
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /Database unreachable at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/fuelmarket/);
    expect(r.stderr).not.toContain('geheim');
  });

  it('a PUBLIC_URL with a path stops the start with a one-line message and exit code 1', async () => {
    const r = await runMain({ PUBLIC_URL: 'https://fuelmarket.example/app?x=1', DATA_DIR: tmp() });
    expect(r.code).toBe(1);
    expectOneLine(
      r.stderr,
      /^fuelmarket server: Invalid PUBLIC_URL 'https:\/\/fuelmarket\.example\/app\?x=1'/,
    );
  });

  it('[B8] PURCHASING_DISABLED=true on a brand other than the Swiss one stops the server itself, naming the flag', async () => {
    const r = await runMain({ BRAND: 'default', PURCHASING_DISABLED: 'true', DATA_DIR: tmp() });
    expect(r.code).toBe(1);
    expectOneLine(
      r.stderr,
      /^fuelmarket server: Invalid deployment flags: Brand "default": flag PURCHASING_DISABLED is only valid for the Swiss brand \(ch\)$/,
    );
  });

  it('[B7] deployment flags are read and validated with the brand at start', () => {
    expect(() => loadConfig({ PURCHASING_DISABLED: 'yes' })).toThrow(
      'Invalid deployment flags: PURCHASING_DISABLED="yes": expected true or false',
    );
    expect(() => loadConfig({ BRAND: 'at', PURCHASING_DISABLED: 'true' })).toThrow(
      /flag PURCHASING_DISABLED is only valid for the Swiss brand/,
    );
    expect(loadConfig({ BRAND: 'ch', PURCHASING_DISABLED: 'true' }).flags.PURCHASING_DISABLED).toBe(true);
    expect(loadConfig({ BRAND: 'ch' }).flags.PURCHASING_DISABLED).toBe(false);
    expect(loadConfig({ BRAND: 'default', PURCHASING_DISABLED: 'false' }).flags.PRICE_ALERT).toBe(true);
  });

  it('[H11] names the PUBLIC_URL in use once listening, or that none is set', async () => {
    const isUrlLine = (l: Record<string, unknown>) =>
      typeof l.msg === 'string' && l.msg.startsWith('PUBLIC_URL');
    // One data folder for both starts (the second finds it migrated and seeded); test-cost hashes.
    const env = { DATA_DIR: tmp(), PASSWORD_HASH_COST: '1024' };
    const configured = await logUntil(
      { ...env, PUBLIC_URL: 'https://ch.fuelmarket.example/', BRAND: 'ch' },
      isUrlLine,
    );
    expect(configured.find(isUrlLine)).toMatchObject({
      level: 30,
      publicUrl: 'https://ch.fuelmarket.example',
      brand: 'ch',
      msg: 'PUBLIC_URL in use: https://ch.fuelmarket.example',
    });
    const unset = await logUntil(env, isUrlLine);
    expect(unset.find(isUrlLine)!.msg).toMatch(
      /^PUBLIC_URL not set: using the server's own http:\/\/127\.0\.0\.1:\d+$/,
    );
  });

  it('bad numbers in the configuration are named', () => {
    expect(() => loadConfig({ PORT: 'achtzig' })).toThrow("Invalid PORT 'achtzig': expected a whole number");
    expect(() => loadConfig({ PASSWORD_HASH_COST: '1000' })).toThrow(/power of two/);
  });
});

describe('data folder lock', () => {
  it('takes over a stale lock of a dead process and releases its own lock', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(path.join(dir, LOCK_FILE), String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
