import { defineConfig, type Project } from '@playwright/test';
import { brandIds } from '@fuelmarket/brands';
import type { E2eTestOptions, E2eWorkerOptions } from './support/fixtures';
import { CONTRACT_SERVER, TIMER_SERVER } from './support/env';
import { provideChromium } from '../scripts/chromium.mjs';

// CHROMIUM_PATH, a system Chromium or the npm-installed one; set for the workers, which load this file again.
const chromium = await provideChromium();
const only = process.env.E2E_BRANDS?.split(',').filter(Boolean);
const selectedBrands = brandIds.filter((b) => !only || only.includes(b));

type E2eProject = Project<E2eTestOptions, E2eWorkerOptions>;

/**
 * Flows whose steps and assertions are the same in every brand (no brand data, flag or format in them) run
 * in the first selected brand only; each brand's theme, texts and formats are proven by the other specs,
 * the a11y spec and the Storybook run.
 */
const BRAND_INDEPENDENT = [/consent\.spec\.ts/, /news\.spec\.ts/, /session\.spec\.ts/];

/**
 * Per brand two projects, generated from the brand list: `<brand>-terms` runs the first-login flow
 * (the terms redirect needs a buyer who has not accepted yet, and it ends by accepting them), then
 * `<brand>` runs everything else. `contract` runs the market and session tests once more with all API
 * traffic checked by Prism's validation proxy. `market-timer` runs the timer and basket-hold tests against a server with a 10 s market window.
 */
const projects: E2eProject[] = [
  ...selectedBrands.flatMap((brand): E2eProject[] => [
    { name: `${brand}-terms`, testMatch: /first-login\.spec\.ts/, use: { brand } },
    {
      name: brand,
      testIgnore: [
        /first-login\.spec\.ts/,
        /market-timer\.spec\.ts/,
        /basket-hold\.spec\.ts/,
        // `only-<brand>/` folders hold tests for demo accounts that exist on one platform only.
        ...brandIds.filter((other) => other !== brand).map((other) => new RegExp(`/only-${other}/`)),
        ...(brand === selectedBrands[0] ? [] : BRAND_INDEPENDENT),
      ],
      dependencies: [`${brand}-terms`],
      use: { brand },
    },
  ]),
  // All API traffic of these tests goes through `prism proxy --errors openapi.yaml` (support/contract-front.ts).
  ...(selectedBrands.includes('default')
    ? [
        {
          name: 'contract',
          testMatch: /(market|session)\.spec\.ts/,
          use: { brand: 'default' as const, serverName: CONTRACT_SERVER },
        },
      ]
    : []),
  {
    name: 'market-timer',
    testMatch: /(market-timer|basket-hold)\.spec\.ts/,
    use: { brand: 'default', serverName: TIMER_SERVER },
  },
];

export default defineConfig<E2eTestOptions, E2eWorkerOptions>({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromium, args: ['--no-sandbox'] },
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace of every test costs a quarter of the run's time on a 2-core machine (the default
    // project: 181 s with traces kept on failure, 136 s without); a failure still leaves its screenshot and
    // the page's accessibility snapshot (error-context.md). Debug with `--trace=retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects,
});
