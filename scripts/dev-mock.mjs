// `npm run dev:mock`: the app's vite dev server against the Prism mock on 127.0.0.1:4010.
import { bin, run } from './lib.mjs';

process.exit(
  await run(
    bin('concurrently'),
    ['--kill-others', '--names', 'mock,app', 'npm run mock', 'npm run dev -w @fuelmarket/app'],
    { env: { VITE_API_TARGET: 'http://127.0.0.1:4010' } },
  ),
);
