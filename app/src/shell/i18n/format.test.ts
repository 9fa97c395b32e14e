import { describe, expect, it } from 'vitest';
import { brands } from '@fuelmarket/brands';
import { formatDate, formatDateTime, formatDayMonth, formatMoney, formatNumber } from './format';

describe('formatting per brand', () => {
  it('[B2][B3] formats money in EUR with the de locale', () => {
    const { locale, currency } = brands.default;
    expect(formatMoney('1234.5', { locale, currency })).toBe('1.234,50\u00a0€');
  });

  it('[B2][B3] formats money in CHF with the de-CH locale', () => {
    const { locale, currency } = brands.ch;
    expect(locale).toBe('de-CH');
    expect(currency).toBe('CHF');
    expect(formatMoney('1234.5', { locale, currency })).toMatch(/^CHF\s1[’']234\.50$/);
  });

  it('[K14] has two, three and four decimal formats', () => {
    const opts = { locale: 'de' as const, currency: 'EUR' as const };
    expect(formatMoney('92.4567', { ...opts, decimals: 2 })).toBe('92,46\u00a0€');
    expect(formatMoney('92.4567', { ...opts, decimals: 3 })).toBe('92,457\u00a0€');
    expect(formatMoney('92.4567', { ...opts, decimals: 4 })).toBe('92,4567\u00a0€');
  });

  it('[K14] keeps decimal strings exact (no float rounding)', () => {
    expect(formatMoney('12345678901234567.8912', { locale: 'de', currency: 'EUR', decimals: 4 })).toBe(
      '12.345.678.901.234.567,8912\u00a0€',
    );
  });

  it('rejects a value that is not a decimal string', () => {
    expect(() => formatMoney('12,5', { locale: 'de', currency: 'EUR' })).toThrow(RangeError);
  });

  it('[B2] formats volumes with the locale separators', () => {
    expect(formatNumber(30000, { locale: 'de' })).toBe('30.000');
    expect(formatNumber(30000, { locale: 'de-CH' })).toMatch(/^30[’']000$/);
  });

  it('[K13] formats dates as DD.MM.YYYY, day and month, and with time to seconds', () => {
    const value = new Date(2026, 10, 2, 9, 5, 7);
    expect(formatDate(value, 'de')).toBe('02.11.2026');
    expect(formatDayMonth(value, 'de')).toBe('02.11.');
    expect(formatDateTime(value, 'de-CH')).toBe('02.11.2026 09:05:07');
  });
});
