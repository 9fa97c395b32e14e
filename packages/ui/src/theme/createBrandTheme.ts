import { createTheme } from '@vanilla-extract/css';
import type { Brand } from '@fuelmarket/brands';
import { vars } from './contract.css';
import { resolveTokens } from './tokens';

/** Creates the theme class of a brand. Call only from a `.css.ts` file (one per brand). */
export function createBrandTheme(brand: Brand): string {
  return createTheme(vars, resolveTokens(brand.tokens), `theme-${brand.id}`);
}
