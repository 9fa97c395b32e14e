import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // PGlite per file is CPU-heavy on 2 shared cores.
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
  },
});
