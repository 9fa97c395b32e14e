import { brandIds, brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import {
  baseTokens,
  breakpointOf,
  breakpoints,
  media,
  resolveTokens,
  textColorPairs,
  uiColorPairs,
  UnknownTokenError,
} from './tokens';
import { vars } from './contract.css';

const resolved = Object.fromEntries(brandIds.map((id) => [id, resolveTokens(brands[id].tokens)]));
const tokensOf = (id: (typeof brandIds)[number]) => resolved[id]!;

describe('contrast from the tokens', () => {
  it('computes the WCAG ratio (black on white is 21:1, equal colours 1:1)', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  const textCases = brandIds.flatMap((id) => textColorPairs.map(([text, bg]) => [id, text, bg] as const));
  it.each(textCases)('brand %s: text %s on %s reaches 4.5:1', (id, text, bg) => {
    const colors = tokensOf(id).color;
    expect(contrastRatio(colors[text], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  const uiCases = brandIds.flatMap((id) => uiColorPairs.map(([fg, bg]) => [id, fg, bg] as const));
  it.each(uiCases)('brand %s: control colour %s on %s reaches 3:1', (id, fg, bg) => {
    const colors = tokensOf(id).color;
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('target sizes', () => {
  it.each(brandIds)('brand %s: target and control sizes are at least 24px', (id) => {
    const { size } = tokensOf(id);
    for (const name of ['target', 'control', 'controlSmall'] as const) {
      expect(size[name]).toMatch(/^\d+px$/);
      expect(parseInt(size[name], 10)).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('brand themes', () => {
  it.each(brandIds)('brand %s overrides only tokens of the reference set', (id) => {
    expect(() => resolveTokens(brands[id].tokens)).not.toThrow();
  });

  it('rejects an override of a token that does not exist', () => {
    // @ts-expect-error -- the type check already rejects the typo; the run-time guard covers untyped data
    expect(() => resolveTokens({ color: { brandAcent: '#000000' } })).toThrow(UnknownTokenError);
    // @ts-expect-error -- likewise for a mistyped group
    expect(() => resolveTokens({ colour: { brandAccent: '#000000' } })).toThrow(
      'Unknown token group "colour"',
    );
  });

  it('the contract has one CSS variable for every token of the reference set', () => {
    for (const [group, tokens] of Object.entries(baseTokens)) {
      for (const name of Object.keys(tokens)) {
        expect((vars as Record<string, Record<string, string>>)[group]?.[name]).toMatch(/^var\(--/);
      }
    }
  });

  it('the brands look different: each has its own accent colour', () => {
    const accents = brandIds.map((id) => tokensOf(id).color.brandAccent);
    expect(new Set(accents).size).toBe(brandIds.length);
  });
});

describe('[K7] breakpoints', () => {
  it.each([
    [0, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1440, 'xl'],
    [1920, 'xl'],
  ] as const)('[K7] a %ipx wide viewport is %s', (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });

  it('[K7] the tokens and media queries use the same limits', () => {
    expect(baseTokens.breakpoint).toEqual({ xs: '0px', sm: '576px', md: '768px', lg: '992px', xl: '1440px' });
    expect(breakpoints.lg.max).toBe(1200);
    expect(media.up('md')).toBe('screen and (min-width: 768px)');
    expect(media.through('md')).toBe('screen and (max-width: 991.98px)');
  });
});
