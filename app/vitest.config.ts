import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const appDir = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __BRAND__: JSON.stringify('default') },
  resolve: { alias: { '@brand-theme': '@fuelmarket/ui/themes/default' } },
  test: {
    name: 'app',
    root: appDir,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app tests (router, guards, react-aria overlays) on 2 shared cores.
    testTimeout: 20_000,
  },
});
