// `npm run bench:market`: the market's three benchmarks in one run — the offers listing and order
// placement against the API (server/bench/market.ts, arguments passed through, e.g. `-- --race`), then the
// market page in Chromium with 5,000 offers (scripts/bench-market-page.mjs; skipped with `--race`).
import { run } from './lib.mjs';

const args = process.argv.slice(2);
const server = await run('npm', ['run', 'bench:market', '-w', '@fuelmarket/server', '--', ...args]);
if (server !== 0) process.exit(server);
if (!args.includes('--race')) process.exit(await run('node', ['scripts/bench-market-page.mjs']));
