import type { BrandId } from '../types';
import { atBrand } from './at';
import { chBrand } from './ch';
import { defaultBrand } from './default';

/** The raw, unvalidated brand data, keyed by id. */
export const brandData: Record<BrandId, unknown> = { default: defaultBrand, ch: chBrand, at: atBrand };
