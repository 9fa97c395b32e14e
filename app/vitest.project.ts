import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const appDir = fileURLToPath(new URL('.', import.meta.url));

const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

/**
 * Test files that need a module graph of their own: they replace modules with `vi.mock` (the render
 * counters), or run axe over the whole document, which must not meet what an earlier file left in a
 * shared module (react-aria's id registry).
 */
export const ISOLATED_APP_TESTS = ['src/features/market/MarketPage.{render,a11y}.test.tsx'];

/**
 * The app's test project. By default the files share one module graph per worker (`isolate: false`):
 * importing the app (router, react-aria, the api client) once per worker instead of once per file takes
 * the suite from minutes to about one. The setup file resets the DOM, the fake network and its handlers
 * after every test; a test that starts timers stops them in its own afterEach.
 */
export function appProject(kind: 'shared' | 'isolated' | 'all' = 'all') {
  return defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    define: { __BRAND__: JSON.stringify('default') },
    resolve: {
      alias: {
        '@brand-theme': '@fuelmarket/ui/themes/default',
        // Tests format in both locales.
        '@brand-dayjs-locale': `${appDir}src/test/dayjsLocales.ts`,
      },
    },
    test: {
      name: kind === 'isolated' ? 'app (isolated)' : 'app',
      root: appDir,
      environment: 'jsdom',
      include: kind === 'isolated' ? ISOLATED_APP_TESTS : ALL_TESTS,
      exclude: kind === 'shared' ? ['**/node_modules/**', ...ISOLATED_APP_TESTS] : ['**/node_modules/**'],
      isolate: kind !== 'shared',
      setupFiles: ['./src/test/setup.ts'],
      // Whole-app tests (router, guards, react-aria overlays) on 2 shared cores.
      testTimeout: 20_000,
    },
  });
}
