// `npm test`: every check CI runs — lint, unit and component tests, server tests on the embedded
// database (and on PostgreSQL when DATABASE_URL is set), Storybook interaction + axe tests per brand,
// and the end-to-end tests in Chromium. Prints a summary, the names of failed tests and a closing
// `N passed, N failed` line.
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumSource, provideChromium } from './chromium.mjs';
import { bin, root, run, runSteps } from './lib.mjs';

const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const counted = new Set();
/** Names of the failed tests per step, printed after the summary so a CI log's tail names them. */
const failures = new Map();
/** Wall time of each test file (vitest and jest reports), for the slowest-files table at the end. */
const fileTimes = [];

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
  const names = (report.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${path.relative(root, file.name)} › ${t.fullName}`);
    // A file that failed to load has no failed assertions of its own.
    return failedTests.length || file.status !== 'failed'
      ? failedTests
      : [`${path.relative(root, file.name)}`];
  });
  for (const result of report.testResults ?? []) {
    if (result.startTime && result.endTime) {
      const run = path.basename(file, '.json');
      fileTimes.push({
        file: `${path.relative(root, result.name)} (${run})`,
        ms: result.endTime - result.startTime,
      });
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    names,
  };
}

/** Reads a Playwright JSON report. */
function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          names.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), names };
}

function summary(key, counts) {
  return () => {
    if (!counts) return 'no report';
    if (!counted.has(key)) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      if (counts.names?.length) failures.set(key, counts.names);
      counted.add(key);
    }
    return `${counts.passed} passed, ${counts.failed} failed`;
  };
}

// Type checks, linters and builds keep one core busy each, so they run beside the server suites (two
// lanes, below); the timing-sensitive suites (component, Storybook, browser) run alone afterwards.
const lint = { name: 'lint', run: () => run('node', ['scripts/lint.mjs']) };
const storybookBuild = {
  name: 'storybook build',
  run: () =>
    run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
      env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
    }),
};
const brands = ['default', 'ch', 'at'];
const appBuilds = {
  name: 'app builds (per brand)',
  run: async () => {
    for (const brand of brands) {
      const code = await run('node', ['scripts/build.mjs'], { env: { BRAND: brand } });
      if (code !== 0) return code;
    }
    return 0;
  },
};
const steps = [];

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

// Files that run once: the contract fuzz (every operation with hostile input, the slowest file) checks the
// HTTP layer, which is the same on either database, and the start-up tests start their own servers without
// the suite's database. With a PostgreSQL server they run in its step only, else on PGlite.
const onceOnPostgres = process.env.DATABASE_URL
  ? ['--exclude', 'test/contract-fuzz.test.ts', '--exclude', 'test/startup.test.ts']
  : [];
const pgliteStep = vitestStep(
  'server tests (PGlite)',
  ['--root', 'server', ...onceOnPostgres],
  path.join(reports, 'server-pglite.json'),
  { DATABASE_URL: null },
);
const skipped = 'skipped: DATABASE_URL is not set (races and locking need a PostgreSQL server)';
const postgresStep = process.env.DATABASE_URL
  ? vitestStep('server tests (PostgreSQL)', ['--root', 'server'], path.join(reports, 'server-pg.json'))
  : {
      name: 'server tests (PostgreSQL)',
      run: () => {
        console.log(skipped);
        return 0;
      },
      summary: () => skipped,
    };

// The two lanes take about as long on a 2-core machine (lint then the PGlite suite 302 s, the PostgreSQL
// suite then the builds 343 s); the PostgreSQL suite runs beside lint and most of the PGlite suite.
steps.push({
  lanes: [
    [lint, pgliteStep],
    [postgresStep, storybookBuild, appBuilds],
  ],
});
// Both cores for every project (vitest's default leaves one idle): this step runs alone.
steps.push(vitestStep('unit + component tests', ['--maxWorkers=2'], path.join(reports, 'unit.json')));

{
  let counts;
  steps.push({
    name: 'storybook interaction + axe',
    run: async () => {
      const code = await run('node', ['scripts/test-storybook.mjs', '--no-build'], {
        env: { TEST_STORYBOOK_JSON_DIR: reports },
      });
      const perBrand = readdirSync(reports)
        .filter((name) => name.startsWith('storybook-'))
        .map((name) => {
          const c = countJest(path.join(reports, name));
          const brand = name.replace(/^storybook-|\.json$/g, '');
          return c && { ...c, names: c.names.map((n) => `[${brand}] ${n}`) };
        })
        .filter((c) => c !== undefined);
      counts = perBrand.length
        ? perBrand.reduce((sum, c) => ({
            passed: sum.passed + c.passed,
            failed: sum.failed + c.failed,
            names: [...sum.names, ...c.names],
          }))
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
    for (const brand of brands) {
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
for (const [step, names] of failures) {
  console.log(`\nfailed in ${step}:`);
  for (const name of names.slice(0, 30)) console.log(`  ${name}`);
  if (names.length > 30) console.log(`  … and ${names.length - 30} more`);
}
if (fileTimes.length) {
  console.log('\nslowest test files:');
  for (const { file, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }
}
console.log(`\ntotal time ${((Date.now() - started) / 60000).toFixed(1)} min`);
// A failed step that has no test counts of its own (lint, a crashed runner) counts as one failure.
const uncounted = results.filter(
  (r) => !r.ok && (!r.extra || r.extra === 'no report' || r.extra.endsWith(' 0 failed')),
).length;
console.log(`${totals.passed} passed, ${totals.failed + uncounted} failed`);
process.exit(ok ? 0 : 1);
