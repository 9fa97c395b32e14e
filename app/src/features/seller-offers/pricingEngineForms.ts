import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

/**
 * The forms of the pricing engine tab: a minimum price, an expiry rule, a product density. Each checks
 * what the server checks by itself (server/src/features/pricing/settings.ts) and reports a problem on its
 * field with the message key of the server's answer; the rest (a date and time in the past, a duplicate)
 * comes from the server onto the same fields.
 */

export interface MinPriceFormValues {
  productId: string;
  terminalId: string;
  /** NumberInput's canonical decimal string, `''` when empty. */
  minPrice: string;
}

export const minPriceFormSchema = z
  .object({ productId: z.string(), terminalId: z.string(), minPrice: z.string() })
  .check((ctx) => {
    const v = ctx.value;
    const issue = (path: keyof MinPriceFormValues, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: v[path] });
    if (v.productId === '') issue('productId', 'required');
    if (v.terminalId === '') issue('terminalId', 'required');
    if (v.minPrice === '') issue('minPrice', 'required');
    else if (!(Number(v.minPrice) > 0)) issue('minPrice', 'positive_required');
  });

export const expiryDirections = [
  'MONTH_FORWARD',
  'MONTH_BACK',
] as const satisfies readonly Schemas['ExpiryDirection'][];

export interface ExpiryFormValues {
  /** "YYYY-MM-DD", `''` when empty. */
  date: string;
  /** "HH:mm", `''` when empty. */
  time: string;
  direction: Schemas['ExpiryDirection'];
}

export const expiryFormSchema = z
  .object({ date: z.string(), time: z.string(), direction: z.enum(expiryDirections) })
  .check((ctx) => {
    const v = ctx.value;
    if (v.date === '')
      ctx.issues.push({ code: 'custom', path: ['date'], message: 'required', input: v.date });
    if (v.time === '')
      ctx.issues.push({ code: 'custom', path: ['time'], message: 'required', input: v.time });
  });

export interface DensityFormValues {
  density: string;
  conversionFactor: string;
}

/** A density or conversion factor: required, 0.5 to 1.5 (V7). */
const densityProblem = (value: string): string | undefined => {
  if (value === '') return 'required';
  const n = Number(value);
  return n < 0.5 || n > 1.5 ? 'out_of_range' : undefined;
};

export const densityFormSchema = z
  .object({ density: z.string(), conversionFactor: z.string() })
  .check((ctx) => {
    for (const path of ['density', 'conversionFactor'] as const) {
      const problem = densityProblem(ctx.value[path]);
      if (problem)
        ctx.issues.push({ code: 'custom', path: [path], message: problem, input: ctx.value[path] });
    }
  });
