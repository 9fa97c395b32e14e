// `npm run bench:lighthouse`: Lighthouse (desktop and mobile presets) on the first visit of /login and of
// the logged-in routes, per brand, against the reference server serving the built app. Prints the
// performance, accessibility and best-practices scores with LCP, TBT and CLS, and the targets
// (desktop performance >= 95, mobile >= 90, accessibility 100, best practices 100).
//   npm run bench:lighthouse                         build and measure every brand
//   BRANDS=ch ROUTES=/login,/ npm run bench:lighthouse -- --no-build
// Logged-in routes use the brand's demo buyer (terms accepted first where the brand asks for them); the
// session and the cookie consent go in as a Cookie header, so the banner does not cover the page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBenchServer, loginCookie } from './bench-server.mjs';
import { chromiumExecutable } from './chromium.mjs';
import { demoLogins } from './demo-logins.mjs';
import { run } from './lib.mjs';

const PASSWORD = 'Demo!2026';
// The brands with demo data (packages/brands is TypeScript; this script runs on plain Node).
const brandIds = [...new Set(demoLogins.map((d) => d.platform))];
const CONSENT = 'fm_cookie_consent=necessary';
const TARGETS = { desktop: 95, mobile: 90, accessibility: 100, 'best-practices': 100 };
const brands = process.env.BRANDS?.split(',').filter(Boolean) ?? brandIds;
const routes = (process.env.ROUTES ?? '/login,/,/handelsplatz,/orders').split(',').filter(Boolean);
const presets = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined },
];

const unknown = brands.filter((b) => !brandIds.includes(b));
if (unknown.length) throw new Error(`Unknown brand(s) in BRANDS: ${unknown.join(', ')}`);

async function buyerCookie(url, brand) {
  const buyer = demoLogins.find((d) => d.platform === brand && d.role === 'Käufer');
  if (!buyer) throw new Error(`No demo buyer for ${brand}`);
  const session = await loginCookie(url, buyer.email, PASSWORD);
  const accepted = await fetch(`${url}/api/metadata/user/store/gtc-accepted`, {
    method: 'PUT',
    headers: { cookie: session, 'content-type': 'application/json', 'x-requested-with': 'fuelmarket' },
    body: JSON.stringify({ accepted: true }),
  });
  if (!accepted.ok) throw new Error(`Accepting the terms answered ${accepted.status}`);
  return session;
}

const ms = (audit) => (audit?.numericValue === undefined ? '-' : `${Math.round(audit.numericValue)}`);
const score = (category) => (category?.score == null ? '-' : String(Math.round(category.score * 100)));

const rows = [];
const chromePath = await chromiumExecutable();
for (const brand of brands) {
  if (!process.argv.includes('--no-build')) {
    const code = await run('node', ['scripts/build.mjs'], { env: { BRAND: brand } });
    if (code !== 0) process.exit(code);
  }
  const server = await startBenchServer({ brand });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const session = await buyerCookie(server.url, brand);
    for (const route of routes) {
      const cookie = route === '/login' ? CONSENT : `${session}; ${CONSENT}`;
      for (const preset of presets) {
        const result = await lighthouse(
          `${server.url}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            extraHeaders: { Cookie: cookie },
          },
          preset.config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError)
          throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== route) throw new Error(`${route} ended on ${finalPath} (login or terms missing?)`);
        const row = {
          brand,
          route,
          preset: preset.name,
          performance: score(lhr.categories.performance),
          accessibility: score(lhr.categories.accessibility),
          bestPractices: score(lhr.categories['best-practices']),
          lcp: ms(lhr.audits['largest-contentful-paint']),
          tbt: ms(lhr.audits['total-blocking-time']),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
          failing: [
            ...Object.values(lhr.categories.accessibility?.auditRefs ?? []),
            ...Object.values(lhr.categories['best-practices']?.auditRefs ?? []),
          ]
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        };
        rows.push(row);
        process.stderr.write(
          `  ${brand} ${route} ${preset.name}: performance ${row.performance}, LCP ${row.lcp} ms\n`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

const header = ['brand', 'route', 'preset', 'perf', 'a11y', 'best pr.', 'LCP ms', 'TBT ms', 'CLS'];
const body = rows.map((r) => [
  r.brand,
  r.route,
  r.preset,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.lcp,
  r.tbt,
  r.cls,
]);
const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const b of body) console.log(line(b));
console.log(
  `\nTargets: performance desktop >= ${TARGETS.desktop}, mobile >= ${TARGETS.mobile}; accessibility ` +
    `${TARGETS.accessibility}; best practices ${TARGETS['best-practices']}.`,
);
const misses = rows.filter(
  (r) =>
    Number(r.performance) < TARGETS[r.preset] ||
    Number(r.accessibility) < TARGETS.accessibility ||
    Number(r.bestPractices) < TARGETS['best-practices'],
);
for (const r of misses) {
  console.log(
    `below target: ${r.brand} ${r.route} ${r.preset}; failing audits: ${r.failing.join(', ') || '-'}`,
  );
}
if (!misses.length) console.log('Every page meets the targets.');
