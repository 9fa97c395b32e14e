// `npm start`: builds the app for BRAND (default: default) and runs the reference server on the
// embedded database, serving the app and /api on http://127.0.0.1:PORT (default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { demoLogins } from './demo-logins.mjs';

const brand = process.env.BRAND || 'default';
const port = process.env.PORT || '8080';
const host = process.env.HOST || '127.0.0.1';

console.log(`Building the ${brand} app …`);
const buildCode = await run('node', ['scripts/build.mjs'], { env: { BRAND: brand } });
if (buildCode !== 0) process.exit(buildCode);

const server = spawn(bin('tsx'), [path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BRAND: brand,
    PORT: port,
    HOST: host,
    STATIC_DIR: path.join(root, 'app/dist', brand),
    // The local demo lets accessibility audits (axe-core injected into the page) run under the CSP.
    CSP_ALLOW_AXE: process.env.CSP_ALLOW_AXE ?? 'true',
  },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}

const url = `http://${host}:${port}`;
const ready = waitUntilUp(`${url}/`, 60_000).then((up) => {
  if (!up || stopping) return;
  console.log(`\nfuelmarket (${brand}) läuft auf ${url}`);
  console.log('Demo-Logins (Passwort für alle: Demo!2026):');
  for (const login of demoLogins.filter((l) => l.platform === brand)) {
    console.log(`  ${login.role.padEnd(28)} ${login.email}`);
  }
  console.log('Stop with Ctrl-C.\n');
});

server.on('exit', async (code, signal) => {
  await ready.catch(() => undefined);
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

async function waitUntilUp(target, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const response = await fetch(target);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
