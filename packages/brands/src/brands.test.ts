import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  austrianActiveFlags,
  BrandConfigError,
  brandIds,
  brands,
  currencyByBrand,
  defaultOnlyFlags,
  deploymentFlagsFrom,
  flagNames,
  getBrand,
  loadBrands,
  localeByBrand,
  svgDataUrl,
  swissOnlyFlags,
  validateBrand,
  type Brand,
  type BrandId,
} from './index';

/** A deep copy of a valid brand with one change applied. */
function changed(id: BrandId, change: (brand: Brand) => void): Brand {
  const copy = structuredClone(brands[id]);
  change(copy);
  return copy;
}

/** The one-line message `validateBrand` throws for this input (fails the test if it does not throw). */
function rejection(input: unknown): string {
  try {
    validateBrand(input);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the brand to be rejected');
}

const others = (...ids: BrandId[]) => brandIds.filter((id) => !ids.includes(id));

describe('brand catalogue', () => {
  it('[B1] has exactly the default, Swiss and Austrian variants, each validated under its own id', () => {
    expect(brandIds).toEqual(['default', 'ch', 'at']);
    expect(Object.keys(brands).sort()).toEqual([...brandIds].sort());
    for (const id of brandIds) {
      expect(getBrand(id)).toBe(brands[id]);
      expect(brands[id].id).toBe(id);
    }
    expect(new Set(brandIds.map((id) => brands[id].displayName)).size).toBe(brandIds.length);
  });

  it('[B1] rejects an unknown brand id with BrandConfigError', () => {
    expect(() => getBrand('de')).toThrow(BrandConfigError);
    expect(() => getBrand('de')).toThrow('Unknown brand "de": expected one of default, ch, at');
  });
});

describe('[B2] locale', () => {
  it.each(brandIds)('brand %s uses its locale with fallback de', (id) => {
    expect(brands[id].locale).toBe(id === 'ch' ? 'de-CH' : 'de');
    expect(brands[id].fallbackLocale).toBe('de');
  });

  it.each(brandIds)('[B2] brand %s with the other locale is rejected', (id) => {
    const wrong = localeByBrand[id] === 'de' ? 'de-CH' : 'de';
    expect(rejection(changed(id, (b) => (b.locale = wrong)))).toBe(
      `Brand "${id}": locale must be "${localeByBrand[id]}" for brand ${id}, got "${wrong}"`,
    );
  });
});

describe('[B3] currency', () => {
  it.each(brandIds)('brand %s shows money in its currency', (id) => {
    expect(brands[id].currency).toBe(id === 'ch' ? 'CHF' : 'EUR');
  });

  it.each(brandIds)('[B3] brand %s with the other currency is rejected', (id) => {
    const wrong = currencyByBrand[id] === 'EUR' ? 'CHF' : 'EUR';
    expect(rejection(changed(id, (b) => (b.currency = wrong)))).toBe(
      `Brand "${id}": currency must be "${currencyByBrand[id]}" for brand ${id}, got "${wrong}"`,
    );
  });
});

describe('[B4] logo, favicon, company contact and links', () => {
  it.each(brandIds)('brand %s sets its own logo, favicon, company data and links', (id) => {
    const brand = brands[id];
    for (const svg of [brand.logoSvg, brand.faviconSvg, brand.company.logoSvg]) {
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(`<title>`);
      expect(svgDataUrl(svg)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    }
    const { company, links } = brand;
    expect(company.name && company.headline && company.website && company.phone).toBeTruthy();
    expect(company.infoContact.email).toMatch(/@/);
    expect(company.supportContact.email).toMatch(/@/);
    expect(company.address.city).not.toBe('');
    for (const link of Object.values(links)) expect(link).toMatch(/^https:\/\//);
    for (const other of others(id)) {
      expect(brand.logoSvg).not.toBe(brands[other].logoSvg);
      expect(brand.faviconSvg).not.toBe(brands[other].faviconSvg);
      expect(company.infoContact.email).not.toBe(brands[other].company.infoContact.email);
    }
  });

  it.each(brandIds)('brand %s: each word of the logo has a fixed width inside the logo', (id) => {
    // The wordmark is SVG text: without a textLength its width follows whatever font the system falls
    // back to, and a wider one ran out of the logo (Linux without Helvetica or Arial).
    const svg = brands[id].logoSvg;
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
    const texts = [...svg.matchAll(/<text\b([^>]*)>/g)].map((m) => m[1]!);
    expect(texts.length).toBeGreaterThan(0);
    for (const attrs of texts) {
      const x = Number(/\bx="([\d.]+)"/.exec(attrs)?.[1]);
      const length = Number(/textLength="([\d.]+)"/.exec(attrs)?.[1]);
      expect(attrs).toContain('lengthAdjust="spacingAndGlyphs"');
      expect(x + length).toBeLessThanOrEqual(width);
    }
  });

  it.each(brandIds)(
    '[B4] brand %s without a support e-mail or with a logo that is not SVG is rejected',
    (id) => {
      expect(rejection(changed(id, (b) => (b.company.supportContact.email = 'support')))).toBe(
        `Brand "${id}": company.supportContact.email: must be an e-mail address`,
      );
      expect(rejection(changed(id, (b) => (b.logoSvg = '<img src="logo.png">')))).toContain(
        `Brand "${id}": logoSvg: must be SVG markup`,
      );
      expect(rejection(changed(id, (b) => (b.links.privacy = 'datenschutz')))).toBe(
        `Brand "${id}": links.privacy: must be an https URL`,
      );
    },
  );
});

describe('[B6] "Powered by"', () => {
  it.each(brandIds)('brand %s shows "Powered by" only if it is not the default brand', (id) => {
    expect(brands[id].poweredBy).toBe(id !== 'default');
    expect(rejection(changed(id, (b) => (b.poweredBy = !b.poweredBy)))).toBe(
      `Brand "${id}": poweredBy must be ${id !== 'default'}: "Powered by" shows on non-default brands only`,
    );
  });
});

describe('[B7] a mismatched configuration stops start-up', () => {
  afterEach(() => {
    vi.doUnmock('./brands/default');
    vi.resetModules();
  });

  it('[B7] loadBrands throws one error naming every broken brand, flag and rule', () => {
    const data = {
      default: changed('default', (b) => (b.flags.ICE_FUTURE_DROPDOWN = true)),
      ch: brands.ch,
      at: changed('at', (b) => (b.flags.TRIGGERS = true)),
    };
    expect(() => loadBrands(data)).toThrow(
      'Brand "default": flag ICE_FUTURE_DROPDOWN is only valid for the Swiss brand (ch); ' +
        'Brand "at": flag TRIGGERS is only valid for the default brand (default)',
    );
  });

  it('[B7] a brand filed under another id is rejected', () => {
    expect(() => loadBrands({ default: brands.ch, ch: brands.ch, at: brands.at })).toThrow(
      'Brand "default": id is "ch" but the brand is registered as "default"',
    );
  });

  it('[B7] importing the package fails when the default brand switches on a Swiss-only flag', async () => {
    const { defaultBrand } = await import('./brands/default');
    vi.doMock('./brands/default', () => ({
      defaultBrand: { ...defaultBrand, flags: { ...defaultBrand.flags, ICE_FUTURE_DROPDOWN: true } },
    }));
    vi.resetModules();
    await expect(import('./index')).rejects.toThrow(
      'Brand "default": flag ICE_FUTURE_DROPDOWN is only valid for the Swiss brand (ch)',
    );
  });

  it('[B7] an unknown flag is rejected by name', () => {
    const input = changed('default', (b) => Object.assign(b.flags, { PRICE_ALERTS: true }));
    expect(rejection(input)).toBe('Brand "default": flags: unknown key PRICE_ALERTS');
  });

  it('[B7] a missing flag is rejected by name', () => {
    const input = changed('at', (b) => delete (b.flags as Partial<Brand['flags']>).CREDITORS);
    expect(rejection(input)).toMatch(/^Brand "at": flags\.CREDITORS: /);
  });
});

describe('[B8] Swiss-only flags', () => {
  it('the Swiss brand has the Swiss-only flags on, purchasing disabled only where a deployment says so', () => {
    for (const flag of swissOnlyFlags) expect(brands.ch.flags[flag]).toBe(flag !== 'PURCHASING_DISABLED');
  });

  it('[B8] a Swiss deployment may disable purchasing, and may leave it enabled', () => {
    const env = (value: string) => deploymentFlagsFrom({ PURCHASING_DISABLED: value });
    expect(getBrand('ch', env('true')).flags.PURCHASING_DISABLED).toBe(true);
    expect(getBrand('ch', env('false')).flags.PURCHASING_DISABLED).toBe(false);
    expect(getBrand('ch', deploymentFlagsFrom({})).flags.PURCHASING_DISABLED).toBe(false);
  });

  it.each(others('ch'))('[B7][B8] a %s deployment that disables purchasing stops the product', (id) => {
    expect(() => getBrand(id, deploymentFlagsFrom({ PURCHASING_DISABLED: 'true' }))).toThrow(
      `Brand "${id}": flag PURCHASING_DISABLED is only valid for the Swiss brand (ch)`,
    );
  });

  it('[B7] a deployment flag other than true or false stops the product', () => {
    expect(() => deploymentFlagsFrom({ PURCHASING_DISABLED: 'yes' })).toThrow(
      'PURCHASING_DISABLED="yes": expected true or false',
    );
  });

  const cases = others('ch').flatMap((id) => swissOnlyFlags.map((flag) => [id, flag] as const));
  it.each(cases)('[B8] brand %s with %s switched on is rejected', (id, flag) => {
    expect(brands[id].flags[flag]).toBe(false);
    expect(rejection(changed(id, (b) => (b.flags[flag] = true)))).toBe(
      `Brand "${id}": flag ${flag} is only valid for the Swiss brand (ch)`,
    );
  });
});

describe('[B9] default-only flags', () => {
  it('the default brand has price alert and triggers on', () => {
    for (const flag of defaultOnlyFlags) expect(brands.default.flags[flag]).toBe(true);
  });

  const cases = others('default').flatMap((id) => defaultOnlyFlags.map((flag) => [id, flag] as const));
  it.each(cases)('[B9] brand %s with %s switched on is rejected', (id, flag) => {
    expect(brands[id].flags[flag]).toBe(false);
    expect(rejection(changed(id, (b) => (b.flags[flag] = true)))).toBe(
      `Brand "${id}": flag ${flag} is only valid for the default brand (default)`,
    );
  });
});

describe('[B10] purchase rights need single-seller mode', () => {
  it.each(brandIds)(
    '[B10] brand %s: SELLER_ABLE_TO_SET_PURCHASE_RIGHTS without SINGLE_SELLER_MODE is rejected',
    (id) => {
      const input = changed(id, (b) => {
        b.flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS = true;
        b.flags.SINGLE_SELLER_MODE = false;
      });
      expect(rejection(input)).toContain(
        `Brand "${id}": flag SELLER_ABLE_TO_SET_PURCHASE_RIGHTS requires SINGLE_SELLER_MODE to be on`,
      );
    },
  );

  it.each(brandIds)('[B10] brand %s: both flags on together are accepted', (id) => {
    const input = changed(id, (b) => {
      b.flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS = true;
      b.flags.SINGLE_SELLER_MODE = true;
    });
    expect(validateBrand(input).flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS).toBe(true);
  });
});

describe('[B11] Austrian active flags', () => {
  it('[B11] the Austrian brand has exactly its eleven flags and the terms flag on', () => {
    const on = flagNames.filter((flag) => brands.at.flags[flag]);
    expect(on.sort()).toEqual([...austrianActiveFlags, 'BUYERS_MUST_ACCEPT_TERMS'].sort());
    expect(austrianActiveFlags).toHaveLength(11);
  });

  it.each(austrianActiveFlags)('[B11] the Austrian brand with %s switched off is rejected', (flag) => {
    const message = rejection(changed('at', (b) => (b.flags[flag] = false)));
    expect(message).toContain(`Brand "at": flag ${flag} must be on for the Austrian brand (at)`);
  });
});

describe('[B12] buyers must accept the terms in the Austrian and Swiss variants', () => {
  it.each(brandIds)('brand %s requires terms acceptance only if it is ch or at', (id) => {
    expect(brands[id].flags.BUYERS_MUST_ACCEPT_TERMS).toBe(id === 'ch' || id === 'at');
  });

  it.each(others('default'))('[B12] brand %s with BUYERS_MUST_ACCEPT_TERMS off is rejected', (id) => {
    expect(rejection(changed(id, (b) => (b.flags.BUYERS_MUST_ACCEPT_TERMS = false)))).toBe(
      `Brand "${id}": flag BUYERS_MUST_ACCEPT_TERMS must be on for the Swiss (ch) and Austrian (at) brands`,
    );
  });
});
