import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { brands, type Brand, type BrandId } from '@fuelmarket/brands';
import { DEMO_PASSWORD, demoAccounts, type AccountKind, type DemoAccount } from './accounts';
import { existsSync, readFileSync } from 'node:fs';
import {
  anonymousFile,
  authFile,
  CONTRACT_SERVER,
  readServers,
  VIOLATIONS_ENV,
  type ServerInfo,
} from './env';

export interface E2eWorkerOptions {
  /** The brand this project tests; set per project in the config. */
  brand: BrandId;
  /** The server to use; defaults to the brand's own server. */
  serverName: string | undefined;
}

export interface E2eTestOptions {
  /**
   * Demo account whose stored session the page starts with; `null` = anonymous visitor.
   * @default null
   */
  as: AccountKind | null;
  /**
   * Whether the consent cookie (`necessary`) is preset, so the cookie banner stays away.
   * @default true
   */
  consented: boolean;
}

interface E2eFixtures {
  /** On the contract server: fails the test when Prism reported a contract violation during it. */
  contractCheck: void;
  brandConfig: Brand;
  /** Demo accounts of the brand. */
  accounts: (typeof demoAccounts)[BrandId];
}

export const test = base.extend<E2eTestOptions & E2eFixtures, E2eWorkerOptions & { server: ServerInfo }>({
  brand: ['default', { scope: 'worker', option: true }],
  serverName: [undefined, { scope: 'worker', option: true }],
  server: [
    async ({ brand, serverName }, provide) => {
      const server = readServers()[serverName ?? brand];
      if (!server) throw new Error(`No e2e server "${serverName ?? brand}" was started`);
      await provide(server);
    },
    { scope: 'worker' },
  ],
  as: [null, { option: true }],
  consented: [true, { option: true }],
  baseURL: async ({ server }, provide) => {
    await provide(server.url);
  },
  storageState: async ({ server, as, consented }, provide) => {
    if (as) await provide(authFile(server.name, as));
    else await provide(consented ? anonymousFile(server.name) : undefined);
  },
  contractCheck: [
    async ({ server }, provide) => {
      const file = process.env[VIOLATIONS_ENV];
      const read = () => (file && existsSync(file) ? readFileSync(file, 'utf8') : '');
      const before = read().length;
      await provide();
      if (server.name !== CONTRACT_SERVER) return;
      const seen = read().slice(before).split('\n').filter(Boolean);
      expect(seen, 'answers or requests outside openapi.yaml (prism proxy --errors)').toEqual([]);
    },
    { auto: true },
  ],
  brandConfig: async ({ server }, provide) => {
    await provide(brands[server.brand]);
  },
  accounts: async ({ server }, provide) => {
    await provide(demoAccounts[server.brand]);
  },
});

export { expect };

/** Logs in through the login form (accessible names as the app defines them). */
export async function loginThroughForm(
  page: Page,
  account: DemoAccount,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Logs in through the API inside the page's context (a fresh session of its own). */
export async function loginThroughApi(page: Page, account: DemoAccount): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: account.email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'fuelmarket' },
  });
  expect(res.status(), `login of ${account.email}`).toBe(200);
}

/** Runs axe (WCAG 2 A and AA) on the current page and expects zero violations. */
export async function expectAxeClean(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // react-aria's off-screen live announcer: after a pending button unmounts, its transient message
    // (removed by react-aria after 7 s) still points at the gone button's label.
    .exclude('[data-live-announcer]')
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The path (decoded) of the page's URL. */
export function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

/** Waits until the page's path is `path` (decoded comparison, so umlauts match). */
export async function expectPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout, message: `path should be ${path}` }).toBe(path);
}

/**
 * The statistics screen has opened (its heading shows): only a screen the user has reached is the previous
 * path a blocked address keeps them on; a click while the first screen still loads lands on the dashboard.
 */
export async function expectStatisticsOpen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /Statistik/ })).toBeVisible();
}

/**
 * Navigates inside the single-page app (as a link would), so the guard sees a previous path:
 * pushes the URL and lets the router handle the resulting `popstate`.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0;
    window.history.pushState({ ...state, __TSR_index: index + 1, key: `e2e${Date.now()}` }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Opens a route and waits until the app shell shows the logged-in user (the user dropdown carries the
 * name; below 992 px it sits in the slide-out menu, hence `includeHidden`).
 */
export async function openAs(page: Page, path: string, account: DemoAccount): Promise<void> {
  await page.goto(path);
  await expect(
    page
      .getByRole('button', { name: `${account.firstName} ${account.lastName}`, includeHidden: true })
      .first(),
  ).toBeAttached();
}
