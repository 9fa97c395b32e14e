// Type-level tests, checked by `tsc -p packages/ui` (each `@ts-expect-error` fails the check if its line compiles).
import type { Brand, BrandTokens } from '@fuelmarket/brands';
import type { assignVars } from '@vanilla-extract/css';
import type { vars } from './contract.css';
import { baseTokens, type ResolvedTokens } from './tokens';

/** What a theme assigns to the contract (`createTheme`, `assignVars`): every token, as a string. */
type ThemeValues = Parameters<typeof assignVars<typeof vars>>[1];

export const known: BrandTokens = { color: { brandAccent: '#b3121f' }, radius: { medium: '4px' } };

// @ts-expect-error -- a mistyped token name fails
export const mistypedToken: BrandTokens = { color: { brandAcent: '#b3121f' } };

// @ts-expect-error -- a mistyped group fails
export const mistypedGroup: BrandTokens = { colour: { brandAccent: '#b3121f' } };

// @ts-expect-error -- a token value must be a string
export const wrongValue: BrandTokens = { space: { small: 8 } };

// A brand file declares its tokens inside a `Brand`: the same check applies there.
export const brandTokens: Brand['tokens'] = { color: { chart1: '#000000' } };
// @ts-expect-error -- a token the reference set does not have fails in a brand too
export const brandTypo: Brand['tokens'] = { color: { chart7: '#000000' } };

// A resolved token set is exactly what the theme contract needs.
export const resolvedFitsTheme: ThemeValues = baseTokens satisfies ResolvedTokens;

const { brandAccent: _dropped, ...colorWithoutAccent } = baseTokens.color;
// @ts-expect-error -- a theme missing a token fails
export const missingToken: ThemeValues = { ...baseTokens, color: colorWithoutAccent };
