import { brandData } from './brands/index.ts';
import { BrandConfigError } from './errors.ts';
import { loadBrands } from './load.ts';
import { validateBrand } from './schema.ts';
import { brandIds, deploymentFlags, type Brand, type BrandId, type DeploymentFlag } from './types.ts';

export {
  austrianActiveFlags,
  brandIds,
  brandsRequiringTerms,
  defaultOnlyFlags,
  deploymentFlags,
  flagNames,
  swissOnlyFlags,
} from './types.ts';
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
  PlatformTimeZone,
  DeploymentFlag,
  FlagName,
  Locale,
  TokenVocabulary,
} from './types.ts';
export { BrandConfigError } from './errors.ts';
export { brandRules, brandSchema, currencyByBrand, localeByBrand, validateBrand } from './schema.ts';
export { loadBrands } from './load.ts';
export { svgDataUrl } from './svg.ts';

/** Every brand, validated when this module is imported: a mismatch throws here and stops start-up [B7]. */
export const brands: Record<BrandId, Brand> = loadBrands(brandData);

export function isBrandId(id: string): id is BrandId {
  return (brandIds as readonly string[]).includes(id);
}

/**
 * The deployment's own flag values from the environment (`PURCHASING_DISABLED=true|false`); a value other
 * than true or false is a configuration error.
 */
export function deploymentFlagsFrom(
  env: Record<string, string | undefined>,
): Partial<Record<DeploymentFlag, boolean>> {
  const flags: Partial<Record<DeploymentFlag, boolean>> = {};
  const problems: string[] = [];
  for (const flag of deploymentFlags) {
    const raw = env[flag]?.trim();
    if (raw === undefined || raw === '') continue;
    if (raw === 'true' || raw === 'false') flags[flag] = raw === 'true';
    else problems.push(`${flag}="${raw}": expected true or false`);
  }
  if (problems.length > 0) throw new BrandConfigError(problems);
  return flags;
}

/**
 * The brand with this id, with the deployment's flags (`deploymentFlagsFrom`) applied and validated by the
 * same rules as the brand itself; throws `BrandConfigError` for an unknown id or a flag the brand may not
 * have [B7][B8].
 */
export function getBrand(id: string, deployment: Partial<Record<DeploymentFlag, boolean>> = {}): Brand {
  if (!isBrandId(id)) {
    throw new BrandConfigError([`Unknown brand "${id}": expected one of ${brandIds.join(', ')}`]);
  }
  const brand = brands[id];
  if (Object.keys(deployment).length === 0) return brand;
  return validateBrand({ ...brand, flags: { ...brand.flags, ...deployment } });
}
