import { brandIds, type BrandId } from '@fuelmarket/brands';

declare global {
  // Set by the test-runner (`page.addInitScript`) so that the same static build is tested once per brand.
  var __FUELMARKET_BRAND__: string | undefined;
}

function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

/** The brand Storybook starts with: the test-runner's choice, else `default`. */
export const initialBrand: BrandId = isBrandId(globalThis.__FUELMARKET_BRAND__)
  ? globalThis.__FUELMARKET_BRAND__
  : 'default';

export function brandFromGlobals(globals: Record<string, unknown>): BrandId {
  return isBrandId(globals.brand) ? globals.brand : initialBrand;
}
