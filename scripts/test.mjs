// `npm test`: every check CI runs — lint, unit and component tests, server tests on the embedded
// database (and on PostgreSQL when DATABASE_URL is set), Storybook interaction + axe tests per brand,
// and the end-to-end tests in Chromium. Prints a summary and a closing `N passed, N failed` line.
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumSource, provideChromium } from './chromium.mjs';
import { bin, root, run, runSteps } from './lib.mjs';

const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const counted = new Set();

/**
 * Reads a vitest/jest JSON report (same top-level counters). The test-runner's report is jest's stdout,
 * where the runner's own log lines come before the one-line JSON document.
 */
function countJest(file) {
  if (!existsSync(file)) return undefined;
  const json = readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('{'));
  if (!json) return undefined;
  const report = JSON.parse(json);
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

/** Reads a Playwright JSON report. */
function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

function summary(key, counts) {
  return () => {
    if (!counts) return 'no report';
    if (!counted.has(key)) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      counted.add(key);
    }
    return `${counts.passed} passed, ${counts.failed} failed`;
  };
}

const steps = [{ name: 'lint', run: () => run('node', ['scripts/lint.mjs']) }];

function vitestStep(name, args, file, env) {
  let counts;
  return {
    name,
    run: async () => {
      const code = await run(
        bin('vitest'),
        ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
        { env },
      );
      counts = countJest(file);
      return code;
    },
    summary: () => summary(name, counts)(),
  };
}

steps.push(vitestStep('unit + component tests', [], path.join(reports, 'unit.json')));
steps.push(
  vitestStep('server tests (PGlite)', ['--root', 'server'], path.join(reports, 'server-pglite.json'), {
    DATABASE_URL: null,
  }),
);
if (process.env.DATABASE_URL) {
  steps.push(
    vitestStep('server tests (PostgreSQL)', ['--root', 'server'], path.join(reports, 'server-pg.json')),
  );
} else {
  const why = 'skipped: DATABASE_URL is not set (races and locking need a PostgreSQL server)';
  steps.push({
    name: 'server tests (PostgreSQL)',
    run: () => {
      console.log(why);
      return 0;
    },
    summary: () => why,
  });
}

{
  let counts;
  steps.push({
    name: 'storybook interaction + axe',
    run: async () => {
      const code = await run('node', ['scripts/test-storybook.mjs'], {
        env: { TEST_STORYBOOK_JSON_DIR: reports },
      });
      const perBrand = readdirSync(reports)
        .filter((name) => name.startsWith('storybook-'))
        .map((name) => countJest(path.join(reports, name)))
        .filter((c) => c !== undefined);
      counts = perBrand.length
        ? perBrand.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }))
        : undefined;
      return code;
    },
    summary: () => summary('storybook', counts)(),
  });
}
{
  let counts;
  const file = path.join(reports, 'e2e.json');
  steps.push({
    name: 'e2e (Chromium)',
    run: async () => {
      const code = await run(
        bin('playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
        {
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_JSON_REPORT: file },
        },
      );
      counts = countPlaywright(file);
      return code;
    },
    summary: () => summary('e2e', counts)(),
  });
}

// One browser for every step (Storybook, e2e): resolved, and unpacked if it comes from npm, once.
console.log(`Chromium: ${await provideChromium()} (${chromiumSource})`);
// First-visit budgets (.size-limit.js) on the builds the e2e step made; a brand without one is built.
steps.push({
  name: 'bundle budgets (size-limit)',
  run: async () => {
    for (const brand of ['default', 'ch', 'at']) {
      if (existsSync(path.join(root, 'app', 'dist', brand, '.vite', 'manifest.json'))) continue;
      const code = await run('node', ['scripts/build.mjs'], { env: { BRAND: brand } });
      if (code !== 0) return code;
    }
    return run(bin('size-limit'), []);
  },
});

const started = Date.now();
const results = await runSteps('test', steps);
const ok = results.every((r) => r.ok);
console.log(`\ntotal time ${((Date.now() - started) / 60000).toFixed(1)} min`);
// A failed step that has no test counts of its own (lint, a crashed runner) counts as one failure.
const uncounted = results.filter(
  (r) => !r.ok && (!r.extra || r.extra === 'no report' || r.extra.endsWith(' 0 failed')),
).length;
console.log(`${totals.passed} passed, ${totals.failed + uncounted} failed`);
process.exit(ok ? 0 : 1);
