import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner (ejected with `test-storybook --eject`).
const testRunnerConfig = getJestConfig();

/** Debian's chromium: no browser downloads on these machines. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-dev-shm-usage'],
      },
    },
  },
  testTimeout: 30_000,
};
