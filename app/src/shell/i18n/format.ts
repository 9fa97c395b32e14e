import dayjs from 'dayjs';
// This brand's dayjs locale only (`de` or `de-ch`, aliased per build).
import '@brand-dayjs-locale';
import type { Currency, Locale } from '@fuelmarket/brands';

/** A decimal string as the API sends it (`"92.4500"`). */
export type Decimal = string;

const decimalPattern = /^-?\d+(\.\d+)?$/;

/**
 * Intl formats a decimal *string* exactly (no binary float on the way), so money never passes
 * through `Number`. Locale `de` gives `1.234,50 €`, `de-CH` gives `CHF 1’234.50` [B2][B3][K14].
 */
export function formatMoney(
  value: Decimal,
  { locale, currency, decimals = 2 }: { locale: Locale; currency: Currency; decimals?: 2 | 3 | 4 },
): string {
  assertDecimal(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as unknown as number);
}

/**
 * A plain number (volumes in litres, counts) with the locale's separators; `signed` puts a `+` before
 * positive values (changes: `+12,50`, `-3,50`, `0,00`).
 */
export function formatNumber(
  value: Decimal | number,
  { locale, decimals = 0, signed = false }: { locale: Locale; decimals?: number; signed?: boolean },
): string {
  if (typeof value === 'string') assertDecimal(value);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value as number);
}

function assertDecimal(value: string): void {
  if (!decimalPattern.test(value)) throw new RangeError(`Not a decimal string: "${value}"`);
}

/** The dayjs locale name for a brand locale (`de-CH` -> `de-ch`). */
function dayjsLocale(locale: Locale): 'de' | 'de-ch' {
  return locale === 'de-CH' ? 'de-ch' : 'de';
}

/** Sets dayjs' global locale once at start-up. */
export function setDayjsLocale(locale: Locale): void {
  dayjs.locale(dayjsLocale(locale));
}

/** `DD.MM.YYYY` [K13]. */
export function formatDate(value: string | Date, locale: Locale): string {
  return dayjs(value).locale(dayjsLocale(locale)).format('DD.MM.YYYY');
}

/** Day and month, `DD.MM.` [K13]. */
export function formatDayMonth(value: string | Date, locale: Locale): string {
  return dayjs(value).locale(dayjsLocale(locale)).format('DD.MM.');
}

/** Day, month, year with the time to seconds [K13]. */
const DATE_TIME_PATTERN = 'DD.MM.YYYY HH:mm:ss';

/** Day, month, year with the time to seconds, `DD.MM.YYYY HH:mm:ss` [K13]. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return dayjs(value).locale(dayjsLocale(locale)).format(DATE_TIME_PATTERN);
}
