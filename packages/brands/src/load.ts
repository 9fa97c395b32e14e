import { BrandConfigError } from './errors.ts';
import { validateBrand } from './schema.ts';
import { brandIds, type Brand, type BrandId } from './types.ts';

/**
 * Validates every brand and checks that each sits under its own id. Throws one `BrandConfigError` listing
 * all problems, so a mismatched configuration stops whatever imports the brands [B7].
 */
export function loadBrands(data: Record<BrandId, unknown>): Record<BrandId, Brand> {
  const problems: string[] = [];
  const loaded: Partial<Record<BrandId, Brand>> = {};
  for (const id of brandIds) {
    try {
      const brand = validateBrand(data[id]);
      if (brand.id !== id)
        problems.push(`Brand "${id}": id is "${brand.id}" but the brand is registered as "${id}"`);
      loaded[id] = brand;
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new BrandConfigError(problems);
  return loaded as Record<BrandId, Brand>;
}
