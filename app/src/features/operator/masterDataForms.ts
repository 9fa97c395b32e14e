import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';
import { countries } from './accountForms';

/**
 * The master-data forms: a product (name, and on creation its type and category), its density, a region
 * and a terminal. Each checks what the API checks, with message keys the dialogs say in German
 * (`required`, `tooLong:<max>`, `out_of_range`, `sort_range`); uniqueness only the server knows.
 */

type Product = Schemas['MasterProduct'];
type Region = Schemas['MasterRegion'];
type Terminal = Schemas['MasterTerminal'];

export const productTypes = ['fuel', 'additive'] as const satisfies readonly Schemas['ProductType'][];
export const fuelCategories = [
  'Heizöl',
  'Diesel',
  'Benzin',
] as const satisfies readonly Schemas['ProductCategory'][];

/** Decimals of a density (kg/l) [the API's MasterDensity]. */
export const DENSITY_DECIMALS = 4;
const DENSITY_MIN = 0.5;
const DENSITY_MAX = 1.2;
export const SORT_MAX = 10000;

/** `"0.845"` → `"0.8450"`: NumberInput's canonical form with four decimals, without going through a float. */
export function densityToForm(density: string): string {
  const [whole = '0', fraction = ''] = density.split('.');
  return `${whole}.${fraction.padEnd(DENSITY_DECIMALS, '0')}`;
}

function push(ctx: { value: unknown; issues: unknown[] }, path: string, message: string) {
  (ctx.issues as { code: string; path: string[]; message: string; input: unknown }[]).push({
    code: 'custom',
    path: [path],
    message,
    input: (ctx.value as Record<string, unknown>)[path],
  });
}

function requiredText(ctx: { value: unknown; issues: unknown[] }, path: string, value: string, max: number) {
  if (value.trim() === '') push(ctx, path, 'required');
  else if (value.trim().length > max) push(ctx, path, `tooLong:${max}`);
}

export interface ProductFormValues {
  name: string;
  type: Schemas['ProductType'];
  /** `''` until one is chosen (fuels); additives are always `Additiv`. */
  category: '' | Schemas['ProductCategory'];
  /** NumberInput's canonical decimal string, `''` when empty. */
  density: string;
}

export const productFormSchema = z
  .object({
    name: z.string(),
    type: z.enum(productTypes),
    category: z.enum(['', 'Heizöl', 'Diesel', 'Benzin', 'Additiv']),
    density: z.string(),
  })
  .check((ctx) => {
    const v = ctx.value;
    requiredText(ctx, 'name', v.name, 200);
    if (v.type === 'fuel' && !(fuelCategories as readonly string[]).includes(v.category))
      push(ctx, 'category', 'required');
    if (v.density === '') push(ctx, 'density', 'required');
    else if (Number(v.density) < DENSITY_MIN || Number(v.density) > DENSITY_MAX)
      push(ctx, 'density', 'out_of_range');
  });

export function productToForm(p?: Product): ProductFormValues {
  return p
    ? { name: p.name, type: p.type, category: p.category, density: densityToForm(p.density) }
    : { name: '', type: 'fuel', category: '', density: '' };
}

/** A new product: an additive's category is `Additiv`. */
export function formToProductInput(v: ProductFormValues): Schemas['ProductInput'] {
  return {
    name: v.name.trim(),
    type: v.type,
    category: v.type === 'additive' ? 'Additiv' : (v.category as Schemas['ProductCategory']),
    density: v.density,
  };
}

/** A change of a product: its name and density (what the form edits) over the version read. */
export function formToProductUpdate(v: ProductFormValues, version: number): Schemas['ProductUpdate'] {
  return { version, name: v.name.trim(), density: v.density };
}

export interface RegionFormValues {
  name: string;
  /** A whole number as text, `''`: none (a new region goes last). */
  sort: string;
}

export const regionFormSchema = z.object({ name: z.string(), sort: z.string() }).check((ctx) => {
  requiredText(ctx, 'name', ctx.value.name, 100);
  const sort = ctx.value.sort;
  if (sort !== '' && (!/^\d+$/.test(sort) || Number(sort) > SORT_MAX)) push(ctx, 'sort', 'sort_range');
});

export function regionToForm(r?: Region): RegionFormValues {
  return r ? { name: r.name, sort: String(r.sort) } : { name: '', sort: '' };
}

export function formToRegionInput(v: RegionFormValues): Schemas['RegionInput'] {
  return v.sort === '' ? { name: v.name.trim() } : { name: v.name.trim(), sort: Number(v.sort) };
}

/** A change of a region: its name and, when given, its place, over the version read. */
export function formToRegionUpdate(v: RegionFormValues, version: number): Schemas['RegionUpdate'] {
  return { version, ...formToRegionInput(v) };
}

export interface TerminalFormValues {
  name: string;
  city: string;
  country: Schemas['CountryCode'];
  regionId: string;
}

export const terminalFormSchema = z
  .object({ name: z.string(), city: z.string(), country: z.enum(countries), regionId: z.string() })
  .check((ctx) => {
    requiredText(ctx, 'name', ctx.value.name, 200);
    requiredText(ctx, 'city', ctx.value.city, 100);
    if (ctx.value.regionId === '') push(ctx, 'regionId', 'required');
  });

export function terminalToForm(
  t: Terminal | undefined,
  defaults: { regionId: string; country: Schemas['CountryCode'] },
): TerminalFormValues {
  return t
    ? { name: t.name, city: t.city, country: t.country, regionId: t.regionId }
    : { name: '', city: '', country: defaults.country, regionId: defaults.regionId };
}

export function formToTerminalInput(v: TerminalFormValues): Schemas['TerminalInput'] {
  return { name: v.name.trim(), city: v.city.trim(), country: v.country, regionId: v.regionId };
}

/** A change of a terminal: every field of the form over the version read. */
export function formToTerminalUpdate(v: TerminalFormValues, version: number): Schemas['TerminalUpdate'] {
  return { version, ...formToTerminalInput(v) };
}
