import { brandData } from './brands';
import { BrandConfigError } from './errors';
import { loadBrands } from './load';
import { brandIds, type Brand, type BrandId } from './types';

export {
  austrianActiveFlags,
  brandIds,
  brandsRequiringTerms,
  defaultOnlyFlags,
  flagNames,
  swissOnlyFlags,
} from './types';
export type {
  Address,
  Brand,
  BrandFlags,
  BrandId,
  BrandLinks,
  BrandTokens,
  Company,
  Contact,
  Currency,
  FlagName,
  Locale,
} from './types';
export { BrandConfigError } from './errors';
export { brandRules, brandSchema, currencyByBrand, localeByBrand, validateBrand } from './schema';
export { loadBrands } from './load';
export { svgDataUrl } from './svg';

/** Every brand, validated when this module is imported: a mismatch throws here and stops start-up [B7]. */
export const brands: Record<BrandId, Brand> = loadBrands(brandData);

export function isBrandId(id: string): id is BrandId {
  return (brandIds as readonly string[]).includes(id);
}

/** The brand with this id; throws `BrandConfigError` for an unknown id. */
export function getBrand(id: string): Brand {
  if (!isBrandId(id)) {
    throw new BrandConfigError([`Unknown brand "${id}": expected one of ${brandIds.join(', ')}`]);
  }
  return brands[id];
}
