import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@chromatic-com/storybook'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // The app's stories (stories/app) render the app itself, which its build configures per brand:
      // one build here serves every brand, so these name the default's and the story passes its brand.
      define: { __BRAND__: JSON.stringify('default') },
      resolve: { alias: { '@brand-dayjs-locale': 'dayjs/locale/de' } },
      // The recipes runtime is discovered late on a cold cache; pre-bundle it so the first load doesn't reload.
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    });
  },
};

export default config;
