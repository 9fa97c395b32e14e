import type { Brand } from '@fuelmarket/brands';

declare const __BRAND_CONFIG__: Brand;

/**
 * The brand this bundle was built for. vite.config.ts validates it with `getBrand` at build time and
 * inlines it, so the browser bundle carries neither the other brands nor the zod schemas that
 * validate them (importing `@fuelmarket/brands` at run time would validate all three on load).
 */
export function builtBrand(): Brand {
  return __BRAND_CONFIG__;
}

/**
 * A `data:` URL for brand SVG markup (`<img src>`). Same encoding as `svgDataUrl` of
 * `@fuelmarket/brands`, repeated here for the reason above.
 */
export function brandImageUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
