import type { BrandId } from '../types.ts';
import { atBrand } from './at.ts';
import { chBrand } from './ch.ts';
import { defaultBrand } from './default.ts';

/** The raw, unvalidated brand data, keyed by id. */
export const brandData: Record<BrandId, unknown> = { default: defaultBrand, ch: chBrand, at: atBrand };
