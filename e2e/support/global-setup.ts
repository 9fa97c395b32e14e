import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { brandIds, type BrandId } from '@fuelmarket/brands';
import { DEMO_PASSWORD, demoAccounts, type AccountKind } from './accounts';
import { startContractFront, type ContractFront } from './contract-front';
import {
  ensureAppsBuilt,
  freePort,
  logDir,
  startServer,
  stopServer,
  type RunningServer,
  type ServerSpec,
} from './servers';
import {
  anonymousFile,
  AUTH_DIR_ENV,
  authFile,
  CONTRACT_SERVER,
  SERVERS_ENV,
  TIMER_SERVER,
  TIMER_WINDOW_SECONDS,
  VIOLATIONS_ENV,
  type ServerInfo,
} from './env';

const CONSENT_COOKIE = 'fm_cookie_consent';

function consentCookie(url: string) {
  return {
    name: CONSENT_COOKIE,
    value: 'necessary',
    domain: new URL(url).hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 30 * 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

async function saveLogin(server: RunningServer, kind: AccountKind, email: string): Promise<void> {
  const ctx = await request.newContext({ baseURL: server.url });
  try {
    const res = await ctx.post('/api/auth/login', {
      data: { username: email, password: DEMO_PASSWORD },
      headers: { 'X-Requested-With': 'fuelmarket' },
    });
    if (!res.ok())
      throw new Error(`Login of ${email} on ${server.name} failed: ${res.status()} ${await res.text()}`);
    const state = await ctx.storageState();
    state.cookies.push(consentCookie(server.url));
    writeFileSync(authFile(server.name, kind), JSON.stringify(state));
  } finally {
    await ctx.dispose();
  }
}

/**
 * Servers of this run: one per brand, a short-window server for the timer tests, and (with the default
 * brand) the server behind the contract front, whose PUBLIC_URL is the front's origin.
 */
function serverSpecs(contractFrontPort: number): ServerSpec[] {
  const only = process.env.E2E_BRANDS?.split(',').filter(Boolean);
  const brands = brandIds.filter((b) => !only || only.includes(b));
  return [
    ...brands.map((brand): ServerSpec => ({ name: brand, brand })),
    { name: TIMER_SERVER, brand: 'default', marketWindowSeconds: TIMER_WINDOW_SECONDS },
    ...(brands.includes('default')
      ? [
          {
            name: CONTRACT_SERVER,
            brand: 'default' as const,
            publicUrl: `http://127.0.0.1:${contractFrontPort}`,
          },
        ]
      : []),
  ];
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const started = Date.now();
  const contractFrontPort = await freePort();
  const specs = serverSpecs(contractFrontPort);
  let front: ContractFront | undefined;
  await ensureAppsBuilt([...new Set<BrandId>(specs.map((s) => s.brand))]);

  const servers: RunningServer[] = [];
  const authDir = mkdtempSync(join(tmpdir(), 'fm-e2e-auth-'));
  process.env[AUTH_DIR_ENV] = authDir;
  const teardown = async () => {
    await front?.close();
    await Promise.all(servers.map((s) => stopServer(s)));
    rmSync(authDir, { recursive: true, force: true });
  };
  try {
    const results = await Promise.allSettled(specs.map((spec) => startServer(spec)));
    for (const r of results) if (r.status === 'fulfilled') servers.push(r.value);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;

    const infos: Record<string, ServerInfo> = {};
    for (const s of servers) infos[s.name] = { name: s.name, brand: s.brand, url: s.url };
    const behindFront = servers.find((s) => s.name === CONTRACT_SERVER);
    if (behindFront) {
      front = await startContractFront(contractFrontPort, behindFront.url);
      infos[CONTRACT_SERVER] = { ...infos[CONTRACT_SERVER]!, url: front.url };
      behindFront.url = front.url; // logins below go through the front (and Prism) too
      process.env[VIOLATIONS_ENV] = front.violationsFile;
    }
    process.env[SERVERS_ENV] = JSON.stringify(infos);

    await Promise.all(
      servers.flatMap((server) => {
        writeFileSync(
          anonymousFile(server.name),
          JSON.stringify({ cookies: [consentCookie(server.url)], origins: [] }),
        );
        const accounts = demoAccounts[server.brand];
        return (Object.entries(accounts) as [AccountKind, { email: string }][]).map(([kind, account]) =>
          saveLogin(server, kind, account.email),
        );
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `[e2e] ${servers.length} servers up in ${((Date.now() - started) / 1000).toFixed(1)} s (logs: ${logDir()})`,
  );
  return teardown;
}
