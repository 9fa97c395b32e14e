// `npm run test:quick`: the quick loop before a commit. Lints and formats the files changed against HEAD
// (and new ones), and runs the tests that belong to them: a feature's folder in the app, a component's
// folder in the design system, the server test files named after a changed server feature, and every
// changed test file itself. `npm test` stays the whole truth; this is the few minutes' version of it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, runSteps } from './lib.mjs';

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(path.join(root, file)));

if (!changed.length) {
  console.log('Nothing changed against HEAD.');
  process.exit(0);
}

const lintable = changed.filter((f) => /\.(c|m)?[jt]sx?$/.test(f));
const testFile = /\.test\.tsx?$/;

/** Server test files that belong to a server feature folder (`orders` → order-*.test.ts, orders.test.ts). */
const serverTests = readdirSync(path.join(root, 'server', 'test')).filter((f) => testFile.test(f));
function serverTestsFor(feature) {
  const stem = feature.replace(/s$/, '');
  return serverTests.filter((f) => f.startsWith(stem) || f.includes(`-${stem}`));
}

const server = new Set();
const client = new Set();
for (const file of changed) {
  const parts = file.split('/');
  if (parts[0] === 'server') {
    if (parts[1] === 'test' && testFile.test(file)) server.add(parts.slice(1).join('/'));
    else if (parts[1] === 'src' && parts[2] === 'features' && parts[3]) {
      for (const t of serverTestsFor(parts[3])) server.add(`test/${t}`);
    } else if (parts[1] === 'src' || parts[1] === 'migrations') {
      // Shared server code (app, plugins, database, contract): the suites that exercise it as a whole.
      for (const t of ['api.test.ts', 'errors.test.ts', 'security.test.ts', 'migrations.test.ts']) {
        server.add(`test/${t}`);
      }
    }
  } else if (parts[0] === 'app' && parts[1] === 'src') {
    client.add(parts[2] === 'features' && parts[3] ? parts.slice(0, 4).join('/') : 'app/src/shell');
  } else if (parts[0] === 'packages' && parts[2] === 'src') {
    client.add(parts.length > 4 ? parts.slice(0, 4).join('/') : parts.slice(0, 3).join('/'));
  } else if (testFile.test(file)) {
    client.add(file);
  }
}

const steps = [];
if (lintable.length) {
  steps.push({
    name: 'eslint (changed files)',
    run: () => run(bin('eslint'), ['--max-warnings=0', ...lintable]),
  });
}
steps.push({
  name: 'prettier (changed files)',
  run: () => run(bin('prettier'), ['--check', '--ignore-unknown', '--log-level=warn', ...changed]),
});
if (client.size) {
  steps.push({ name: 'unit + component (related)', run: () => run(bin('vitest'), ['run', ...client]) });
}
if (server.size) {
  steps.push({
    name: 'server (related, PGlite)',
    run: () => run(bin('vitest'), ['run', '--root', 'server', ...server], { env: { DATABASE_URL: null } }),
  });
}

console.log(`changed: ${changed.length} files; app/packages: ${[...client].join(' ') || '-'}`);
console.log(`server: ${[...server].join(' ') || '-'}`);
const results = await runSteps('test:quick', steps);
process.exit(results.every((r) => r.ok) ? 0 : 1);
