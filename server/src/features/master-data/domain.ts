/**
 * The rules of the master data the platform operator maintains (spec §6 P5, §3 K11): what a product,
 * region or terminal may hold. Pure functions; the routes answer their field errors with 400.
 */
import type { FieldError, FieldProblemCode } from '../../errors.js';

export type ProductCategory = 'Heizöl' | 'Diesel' | 'Benzin' | 'Additiv';

/** Sort order of a product category (K11): Heizöl 10, Diesel 20, Benzin 30, else 100. */
export function categorySortOrder(category: string): number {
  return category === 'Heizöl' ? 10 : category === 'Diesel' ? 20 : category === 'Benzin' ? 30 : 100;
}

const DENSITY_DECIMALS = 4;
/** 0.5000 and 1.2000 kg/l in units of the fourth decimal. */
const DENSITY_MIN_UNITS = 5000;
const DENSITY_MAX_UNITS = 12000;

/**
 * A density in kg/l: 0.5000 to 1.2000 with at most four written decimals (the contract's pattern has
 * already refused anything but digits and one dot). Compared as text, never as a float.
 */
export function densityError(value: string): FieldProblemCode | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return 'decimal_required';
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.length > DENSITY_DECIMALS) return 'too_many_decimals';
  const units = Number(whole) * 10 ** DENSITY_DECIMALS + Number(fraction.padEnd(DENSITY_DECIMALS, '0'));
  return units < DENSITY_MIN_UNITS || units > DENSITY_MAX_UNITS ? 'out_of_range' : undefined;
}

/** The density as stored and answered: four decimals (`0.845` -> `0.8450`). */
export function normalDensity(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(DENSITY_DECIMALS, '0')}`;
}

/** Names compare without case and surrounding blanks ("Nord" and " nord " are one name). */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase('de-DE');

/** The id of a row whose name equals `name` (other than `self`), if any. */
export function nameTakenBy(
  rows: readonly { id: string; name: string }[],
  name: string,
  self?: string,
): string | undefined {
  const key = nameKey(name);
  return rows.find((r) => r.id !== self && nameKey(r.name) === key)?.id;
}

/** A trimmed name, or the field error when nothing but blanks is left. */
export function nameError(name: string | undefined, path = '/name'): FieldError | undefined {
  return name !== undefined && name.trim() === '' ? { path, code: 'required' } : undefined;
}

/** Additives have the category `Additiv`, fuels one of the others. */
export function categoryError(type: 'fuel' | 'additive', category: string): FieldError | undefined {
  return (type === 'additive') !== (category === 'Additiv')
    ? { path: '/category', code: 'category_mismatch' }
    : undefined;
}

/** The countries a terminal of the platform may lie in (as the metadata offers them). */
export function terminalCountries(platform: string): readonly string[] {
  return platform === 'ch' ? ['CH', 'DE', 'AT', 'BE', 'NL'] : ['DE', 'AT', 'BE', 'NL'];
}
