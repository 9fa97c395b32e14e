// `npm run dev`: the reference server in watch mode (port 8080, embedded database) and the vite dev
// server (port 5173) proxying /api to it.
import { bin, run } from './lib.mjs';

process.exit(
  await run(bin('concurrently'), [
    '--kill-others',
    '--names',
    'server,app',
    `${bin('tsx')} watch server/src/main.ts`,
    'npm run dev -w @fuelmarket/app',
  ]),
);
