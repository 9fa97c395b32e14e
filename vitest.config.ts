import { defineConfig } from 'vitest/config';
import { appProject } from './app/vitest.project.ts';

// Unit and component tests of every workspace except the server, whose suite runs on its own
// (once on PGlite and once on PostgreSQL) through `npm run test:server`.
export default defineConfig({
  test: {
    projects: [
      'packages/brands',
      'packages/ui',
      'packages/api-client',
      appProject('shared'),
      appProject('isolated'),
      'mock-server',
    ],
  },
});
