#!/usr/bin/env node
// Builds the static Storybook, serves it on 127.0.0.1 (free port) and runs @storybook/test-runner against it
// once per brand, in Debian's chromium: every story renders and passes axe in every brand; component stories
// play once, the app's screens in every brand. Exits non-zero on any failure.
//   node scripts/test-storybook.mjs            build + test every brand
//   node scripts/test-storybook.mjs --no-build reuse storybook-static/
//   BRANDS=ch node scripts/test-storybook.mjs  test only some brands
//   node scripts/test-storybook.mjs --no-build -- Tabs   extra args after -- go to test-storybook (jest)
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provideChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
const dashDash = process.argv.indexOf('--');
const passThrough = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

/** The brand list comes from packages/brands (loaded through tsx, it is TypeScript source). */
async function brandList() {
  const out = await capture(bin('tsx'), [
    '-e',
    "import('@fuelmarket/brands').then((m) => console.log(JSON.stringify(m.brandIds)))",
  ]);
  const all = JSON.parse(out.trim().split('\n').pop());
  const only = process.env.BRANDS?.split(',').filter(Boolean);
  if (!only) return all;
  const unknown = only.filter((b) => !all.includes(b));
  if (unknown.length) throw new Error(`Unknown brand(s) in BRANDS: ${unknown.join(', ')}`);
  return only;
}

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function capture(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let server;
function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

async function main() {
  const brands = await brandList();
  const staticDir = join(root, 'storybook-static');

  if (!process.argv.includes('--no-build')) {
    const t = Date.now();
    const code = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (code !== 0) return code;
    console.log(`[test-storybook] static build: ${seconds(t)} s`);
  } else if (!existsSync(join(staticDir, 'index.json'))) {
    console.error('[test-storybook] --no-build given but storybook-static/ has no build');
    return 1;
  }

  // The runner's jest config launches CHROMIUM_PATH.
  await provideChromium();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  server = spawn(bin('http-server'), [staticDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitForHttp(`${url}index.json`);

  // The first brand's run plays every story and shows each component story in the other brands as well
  // (re-rendered in their theme, locale and currency, then axe); the other brands' runs play the app's
  // screens (`App/…` stories, files `app-*.test.js`), whose behaviour follows the brand's flags.
  const [first, ...others] = brands;
  const failed = [];
  for (const brand of brands) {
    const t = Date.now();
    console.log(`\n[test-storybook] brand ${brand}: ${url}`);
    const jsonDir = process.env.TEST_STORYBOOK_JSON_DIR;
    const jsonFd = jsonDir ? openSync(join(jsonDir, `storybook-${brand}.json`), 'w') : undefined;
    const code = await run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--index-json',
        '--maxWorkers=2',
        // `npm test` collects the counts of every brand's run from these JSON reports. The runner
        // declares `--outputFile` without a value, so the report is taken from stdout instead (with
        // `--json`, jest writes its human-readable output to stderr).
        ...(jsonFd !== undefined ? ['--json'] : []),
        ...passThrough,
        ...(brand === first ? [] : ['/app-[^/]*\\.test\\.js$']),
      ],
      {
        env: {
          ...process.env,
          STORYBOOK_BRAND: brand,
          STORYBOOK_RERENDER_BRANDS: brand === first ? others.join(',') : '',
          TARGET_URL: url,
        },
        ...(jsonFd !== undefined ? { stdio: ['inherit', jsonFd, 'inherit'] } : {}),
      },
    );
    if (jsonFd !== undefined) closeSync(jsonFd);
    console.log(`[test-storybook] brand ${brand}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(t)} s`);
    if (code !== 0) failed.push(brand);
  }
  if (failed.length) console.error(`[test-storybook] failing brands: ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[test-storybook] ${error instanceof Error ? error.message : error}`);
} finally {
  stopServer();
  console.log(`[test-storybook] total ${seconds(started)} s`);
}
process.exit(exitCode);
