// `npm run bench:market-page`: the market page in Chromium with 5,000 offers. Starts the reference server
// on a fresh embedded database with the built default app (builds app/dist/default unless `--no-build`),
// logs in as the demo buyer and answers the page's offers request with 5,000 offers made from the real
// response's first offer. Prints:
//   - first render: from the end of the offers response to the first offer row in the DOM (median of 5
//     page loads), and the offer rows the DOM holds (the table is virtualised);
//   - scripting per timer tick: Chromium's ScriptDuration over 10 s of the 1 s market timer with the page
//     idle (event stream blocked, so no price refetch runs), divided by the ticks.
// Chromium: CHROMIUM_PATH, else a system Chromium, else the one npm installed (scripts/chromium.mjs).
/* global window, document, MutationObserver -- page.evaluate and init scripts run in the browser */
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';
import { chromiumExecutable } from './chromium.mjs';
import { run } from './lib.mjs';

const OFFERS = 5000;
const LOADS = 5;
const IDLE_MS = 10_000;
const BUYER = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };
const executablePath = await chromiumExecutable();

/** 5,000 distinct offers shaped like the server's first one. */
function manyOffers(body) {
  const [template] = body.offers;
  if (!template) throw new Error('The demo buyer sees no offers to copy');
  const offers = Array.from({ length: OFFERS }, (_, i) => ({
    ...template,
    id: `bench-${i}`,
    terminal: { ...template.terminal, name: `${template.terminal.name} ${i}` },
    price: (90 + (i % 400) / 100).toFixed(4),
  }));
  return { ...body, offers, metadata: { ...body.metadata, total: OFFERS, pageCount: 1 } };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!process.argv.includes('--no-build')) {
  const code = await run('node', ['scripts/build.mjs'], { env: { BRAND: 'default' } });
  if (code !== 0) process.exit(code);
}

const server = await startBenchServer({ brand: 'default' });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  await context.addCookies([{ name: 'fm_cookie_consent', value: 'necessary', url: server.url }]);
  const login = await context.request.post('/api/auth/login', {
    data: BUYER,
    headers: { 'X-Requested-With': 'fuelmarket' },
  });
  if (!login.ok()) throw new Error(`Login failed: ${login.status()}`);
  await context.route('**/api/v2/offers?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: manyOffers(await response.json()) });
  });
  // Records when the offers response ended and when the first offer row appeared.
  await context.addInitScript(() => {
    const marks = { rowsAt: 0 };
    window.__benchMarks = marks;
    new MutationObserver((_, observer) => {
      if (document.querySelector('table tbody tr button')) {
        marks.rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });

  const renders = [];
  let rows = 0;
  const page = await context.newPage();
  for (let i = 0; i < LOADS; i++) {
    await page.goto('/handelsplatz');
    await page.waitForFunction(() => window.__benchMarks.rowsAt > 0, null, { timeout: 60_000 });
    const { rowsAt, responseEnd } = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v2/offers'))
        .at(-1);
      return { rowsAt: window.__benchMarks.rowsAt, responseEnd: entry?.responseEnd ?? 0 };
    });
    renders.push(rowsAt - responseEnd);
    rows = await page
      .locator('table tbody tr')
      .filter({ has: page.locator('button') })
      .count();
  }

  // The idle market: only the 1 s timer runs (the event stream is blocked, so no price refetch).
  await page.route('**/api/events', (route) => route.abort());
  await page.goto('/handelsplatz');
  await page.waitForFunction(() => window.__benchMarks.rowsAt > 0, null, { timeout: 60_000 });
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
  const before = await scriptSeconds();
  await page.waitForTimeout(IDLE_MS);
  const perTickMs = (((await scriptSeconds()) - before) * 1000) / (IDLE_MS / 1000);

  console.log(`\nmarket page, ${OFFERS} offers, Chromium ${browser.version()}, 1280x900`);
  console.log(
    `first render (response end -> first row), median of ${LOADS}: ${median(renders).toFixed(1)} ms`,
  );
  console.log(`  all loads: ${renders.map((r) => r.toFixed(1)).join(', ')} ms`);
  console.log(`offer rows in the DOM: ${rows} of ${OFFERS}`);
  console.log(`scripting per 1 s timer tick (idle page, ${IDLE_MS / 1000} s): ${perTickMs.toFixed(2)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
