import type { BrandTokens } from '@fuelmarket/brands';

/**
 * Layer 1: the raw palette. Nothing outside this file uses these names; components speak in the
 * semantic tokens of layer 2.
 */
export const palette = {
  white: '#ffffff',
  ink: '#1b2430',
  gray50: '#f6f7f9',
  gray100: '#eceef2',
  gray200: '#dde1e7',
  gray300: '#c3c9d2',
  gray500: '#6b7483',
  gray600: '#4f5866',
  gray700: '#3b4350',
  blue50: '#e8f1fa',
  blue600: '#0b5394',
  blue700: '#09457b',
  blue800: '#073763',
  orange500: '#f28c28',
  red50: '#fdecec',
  red700: '#b42318',
  red800: '#912018',
  green50: '#e9f6ee',
  green700: '#1e6b3a',
  amber50: '#fdf5e3',
  amber800: '#7a4a00',
  teal600: '#117a8b',
  violet600: '#6a3fb5',
  olive600: '#5f6f1a',
  overlay: 'rgba(27, 36, 48, 0.55)',
} as const;

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/**
 * Layer 2: the reference token set, named by intent. The theme contract is built from this object, so every
 * brand theme must resolve every token; a brand overrides only the tokens it changes.
 */
export const baseTokens = {
  color: {
    /** Primary actions, selected states, brand highlights. */
    brandAccent: palette.blue600,
    brandAccentHover: palette.blue700,
    brandAccentPressed: palette.blue800,
    /** Tinted background for selected rows, active menu entries. */
    brandAccentSoft: palette.blue50,
    /** Text and icons on brandAccent. */
    onBrandAccent: palette.white,
    /** Body text. */
    neutral: palette.ink,
    /** Secondary text: hints, captions, placeholders. */
    neutralSecondary: palette.gray600,
    /** Text of disabled controls (exempt from the contrast minimum, still kept readable). */
    neutralDisabled: palette.gray500,
    surface: palette.white,
    surfaceSunken: palette.gray50,
    surfaceHover: palette.gray100,
    /** Dividers and card outlines (decorative). */
    border: palette.gray200,
    /** Borders of form controls: >= 3:1 against surface. */
    borderStrong: palette.gray500,
    link: palette.blue600,
    focusRing: palette.blue600,
    critical: palette.red700,
    criticalHover: palette.red800,
    criticalSurface: palette.red50,
    onCritical: palette.white,
    positive: palette.green700,
    positiveSurface: palette.green50,
    caution: palette.amber800,
    cautionSurface: palette.amber50,
    info: palette.blue700,
    infoSurface: palette.blue50,
    overlay: palette.overlay,
    /** Series colours for charts, in order. */
    chart1: palette.blue600,
    chart2: palette.orange500,
    chart3: palette.teal600,
    chart4: palette.violet600,
    chart5: palette.olive600,
    chart6: palette.gray600,
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '40px',
    /** Side margin of the page container (header row, main area, footer). */
    gutter: '24px',
  },
  radius: { none: '0', small: '4px', medium: '6px', large: '10px', full: '9999px' },
  font: { body: fontStack, mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.25rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
  },
  fontWeight: { regular: '400', medium: '500', strong: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    small: '0 1px 2px rgba(27, 36, 48, 0.12)',
    medium: '0 4px 12px rgba(27, 36, 48, 0.14)',
    large: '0 12px 32px rgba(27, 36, 48, 0.22)',
  },
  size: {
    /** WCAG 2.2 minimum target size. */
    target: '24px',
    /** Height of buttons and inputs. */
    control: '40px',
    controlSmall: '32px',
    icon: '20px',
    /** Widest the page container grows (full-width routes excepted). */
    pageMaxWidth: '1440px',
  },
  /** Breakpoints of spec §9 as min-widths (see `breakpoints` for ranges). */
  breakpoint: { xs: '0px', sm: '576px', md: '768px', lg: '992px', xl: '1440px' },
  zIndex: { sticky: '100', overlay: '1000', toast: '1100' },
  duration: { fast: '120ms', normal: '200ms' },
} as const;

type Widen<T> = { [G in keyof T]: { [K in keyof T[G]]: string } };
/** Layer 3: a fully resolved token set (what a theme assigns to the contract). */
export type ResolvedTokens = Widen<typeof baseTokens>;

declare module '@fuelmarket/brands' {
  /** The reference token set is the vocabulary of brand overrides: a mistyped token fails the type check. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the token names in
  interface TokenVocabulary extends ResolvedTokens {}
}
export type TokenGroup = keyof ResolvedTokens;
export type ColorToken = keyof ResolvedTokens['color'];

export class UnknownTokenError extends Error {
  override name = 'UnknownTokenError';
}

/**
 * Applies a brand's overrides to the reference set. An override naming a token that does not exist
 * throws, so a typo in a brand file fails the build instead of silently doing nothing.
 */
export function resolveTokens(overrides: BrandTokens = {}): ResolvedTokens {
  const resolved = structuredClone(baseTokens) as unknown as Record<string, Record<string, string>>;
  for (const [group, tokens] of Object.entries(overrides)) {
    const target = resolved[group];
    if (!target) throw new UnknownTokenError(`Unknown token group "${group}"`);
    for (const [name, value] of Object.entries(tokens)) {
      if (!(name in target)) throw new UnknownTokenError(`Unknown token "${group}.${name}"`);
      target[name] = value;
    }
  }
  return resolved as unknown as ResolvedTokens;
}

/**
 * Text/background pairs the components use. Each must reach 4.5:1 in every brand (checked by a test from
 * the resolved values, not by eye).
 */
export const textColorPairs: readonly (readonly [text: ColorToken, background: ColorToken])[] = [
  ['neutral', 'surface'],
  ['neutral', 'surfaceSunken'],
  ['neutral', 'surfaceHover'],
  ['neutral', 'brandAccentSoft'],
  ['neutralSecondary', 'surface'],
  ['neutralSecondary', 'surfaceSunken'],
  ['onBrandAccent', 'brandAccent'],
  ['onBrandAccent', 'brandAccentHover'],
  ['onBrandAccent', 'brandAccentPressed'],
  ['brandAccent', 'surface'],
  ['brandAccent', 'brandAccentSoft'],
  ['brandAccentHover', 'surfaceHover'],
  ['link', 'surface'],
  ['link', 'surfaceSunken'],
  ['critical', 'surface'],
  ['critical', 'criticalSurface'],
  ['onCritical', 'critical'],
  ['onCritical', 'criticalHover'],
  ['positive', 'surface'],
  ['positive', 'positiveSurface'],
  ['caution', 'cautionSurface'],
  ['info', 'infoSurface'],
];

/** Non-text pairs (control borders, focus ring) that need 3:1 (WCAG 1.4.11). */
export const uiColorPairs: readonly (readonly [ColorToken, ColorToken])[] = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['brandAccent', 'surface'],
];

/**
 * Breakpoints of spec §9 [K7]: xs < 576, sm < 768, md < 992, lg < 1200, xl >= 1440. `max` is exclusive.
 * The spec names no range for 1200-1439 px; it is treated as lg.
 */
export const breakpoints = {
  xs: { min: 0, max: 576 },
  sm: { min: 576, max: 768 },
  md: { min: 768, max: 992 },
  lg: { min: 992, max: 1200 },
  xl: { min: 1440, max: Number.POSITIVE_INFINITY },
} as const;
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** The named breakpoint a viewport width falls into. */
export function breakpointOf(width: number): Breakpoint {
  if (width >= breakpoints.xl.min) return 'xl';
  if (width >= breakpoints.lg.min) return 'lg';
  if (width >= breakpoints.md.min) return 'md';
  if (width >= breakpoints.sm.min) return 'sm';
  return 'xs';
}

/** Media queries for vanilla-extract `@media` blocks and `matchMedia`. */
export const media = {
  /** Width at or above the breakpoint's start. */
  up: (bp: Exclude<Breakpoint, 'xs'>) => `screen and (min-width: ${breakpoints[bp].min}px)`,
  /** Width up to and including the breakpoint (e.g. `through('md')`: < 992px, where navigation moves to the bottom bar). */
  through: (bp: Exclude<Breakpoint, 'xl'>) => `screen and (max-width: ${breakpoints[bp].max - 0.02}px)`,
} as const;
