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
    // The files of a worker share one module graph: the server's modules (Fastify, the compiled contract)
    // load once per worker, not once per file. Each file still starts its own app on its own database.
    isolate: false,
    env: { LOG_LEVEL: 'silent' },
  },
});
