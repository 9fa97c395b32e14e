import { defineConfig } from 'vitest/config';

// Unit and component tests of every workspace except the server, whose suite runs on its own
// (once on PGlite and once on PostgreSQL) through `npm run test:server`.
export default defineConfig({
  test: {
    projects: ['packages/brands', 'packages/ui', 'packages/api-client', 'app', 'mock-server'],
  },
});
