import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Prism parses the whole contract on start (~2-10 s on a busy 2-core machine).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
