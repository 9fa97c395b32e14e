import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'brands',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
