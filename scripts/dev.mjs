// `npm run dev`: the reference server in watch mode (port 8080, embedded database) and the vite dev
// server (port 5173) proxying /api to it. The browser's origin is the vite server, so that is the
// server's PUBLIC_URL (CSRF Origin check, links in mails).
import { bin, run } from './lib.mjs';

process.exit(
  await run(
    bin('concurrently'),
    [
      '--kill-others',
      '--names',
      'server,app',
      `${bin('tsx')} watch server/src/main.ts`,
      'npm run dev -w @fuelmarket/app',
    ],
    { env: { PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' } },
  ),
);
