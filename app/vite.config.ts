import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import type { Brand } from '@fuelmarket/brands';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The brands package is TypeScript source; a relative import (with the files' own extensions, as Node's
 * native loader wants them) lets vite bundle it into the config.
 */
const loadBrandsModule = () => import('../packages/brands/src/index.ts');

/**
 * Reads and validates `BRAND` (and the deployment's own flags such as `PURCHASING_DISABLED`) once. `@fuelmarket/brands` validates every brand when it is imported, so
 * the import itself sits in the try: an unknown BRAND or a broken brand config stops the build (and the
 * dev server) with the BrandConfigError's one-line message [B7].
 */
async function loadBrand(id: string): Promise<Brand> {
  try {
    const { getBrand, deploymentFlagsFrom } = await loadBrandsModule();
    return getBrand(id, deploymentFlagsFrom(process.env));
  } catch (error) {
    if (error instanceof Error && error.name === 'BrandConfigError') {
      console.error(`BrandConfigError: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Puts the brand's title, favicon and language into index.html. */
function brandHtml(brand: Brand, faviconUrl: string): Plugin {
  return {
    name: 'fuelmarket-brand-html',
    transformIndexHtml(html) {
      return html
        .replace('%BRAND_TITLE%', escapeHtml(brand.displayName))
        .replace('%BRAND_FAVICON%', escapeHtml(faviconUrl))
        .replace('%BRAND_LANG%', brand.locale);
    },
  };
}

export default defineConfig(async () => {
  const brandId = process.env.BRAND || 'default';
  const brand = await loadBrand(brandId);
  const { svgDataUrl } = await loadBrandsModule();
  const apiTarget = process.env.VITE_API_TARGET || 'http://127.0.0.1:8080';
  return {
    root: appDir,
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: `${appDir}src/routes`,
        generatedRouteTree: `${appDir}src/routeTree.gen.ts`,
      }),
      react(),
      vanillaExtractPlugin(),
      brandHtml(brand, svgDataUrl(brand.faviconSvg)),
      // Brotli and gzip files beside each text asset, served as they are (server/src/plugins/static.ts;
      // gzip_static / brotli_static in nginx): no compression per request, the best ratio once.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json|txt)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
      // `npm run analyze`: what each chunk is made of (gzip sizes per module), as a treemap.
      process.env.ANALYZE
        ? visualizer({
            filename: `${appDir}dist/${brand.id}-stats.${process.env.ANALYZE === 'json' ? 'json' : 'html'}`,
            template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
            gzipSize: true,
            brotliSize: true,
          })
        : null,
    ],
    define: {
      __BRAND__: JSON.stringify(brand.id),
      __BRAND_CONFIG__: JSON.stringify(brand),
      // Lets the minifier drop the other locale's message catalogue (shell/i18n/messages.ts).
      __BUILD_LOCALE__: JSON.stringify(brand.locale),
    },
    resolve: {
      // Only this brand's theme (and so only its CSS) and its dayjs locale end up in the bundle.
      alias: {
        '@brand-theme': `@fuelmarket/ui/themes/${brand.id}`,
        '@brand-dayjs-locale': `dayjs/locale/${brand.locale === 'de-CH' ? 'de-ch' : 'de'}`,
      },
    },
    build: {
      outDir: `${appDir}dist/${brand.id}`,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      // The plugin timing report is a profiling aid, not a finding: `npm run build` stays one line.
      rolldownOptions: { checks: { pluginTimings: false } },
    },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    preview: { host: '127.0.0.1', proxy: { '/api': { target: apiTarget } } },
  };
});
