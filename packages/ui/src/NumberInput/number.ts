import { NumberFormatter, NumberParser } from '@internationalized/number';
import type { UiLocale } from '../UiProvider';

/**
 * Locale-aware decimal handling for NumberInput [V2]. Parsing and formatting go through
 * @internationalized/number; values leave as canonical decimal strings ("1234.50", "-3.00") so money
 * stays exact (exact for up to 15 significant digits, far beyond any price or volume here).
 */
export interface DecimalOptions {
  locale: UiLocale;
  /** Digits after the decimal mark. */
  decimals: number;
  /** Whether negative values may be typed. */
  signed: boolean;
}

const cache = new Map<string, { parser: NumberParser; formatter: NumberFormatter }>();

function tools({ locale, decimals }: DecimalOptions) {
  const key = `${locale}|${decimals}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = {
      parser: new NumberParser(locale, { maximumFractionDigits: decimals }),
      formatter: new NumberFormatter(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
      }),
    };
    cache.set(key, entry);
  }
  return entry;
}

/** Drops zeros in front of the first integer digit: "007" -> "7", "-0012,5" -> "-12,5", "0,5" stays. */
export function collapseLeadingZeros(text: string): string {
  let start = 0;
  while (start < text.length && !isDigit(text[start])) start += 1; // skip a sign
  let end = start;
  while (text[end] === '0' && isDigit(text[end + 1])) end += 1;
  return text.slice(0, start) + text.slice(end);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/**
 * Whether `text` can be (the start of) a number in this locale with at most `decimals` decimals,
 * e.g. "-", "1.234,", "12,3" in de.
 */
export function isAcceptableInput(text: string, options: DecimalOptions): boolean {
  if (text === '') return true;
  const { parser } = tools(options);
  if (!parser.isValidPartialNumber(text, options.signed ? undefined : 0)) return false;
  const value = parser.parse(text);
  if (Number.isNaN(value)) return true; // a lone sign or decimal mark while typing
  return Number(value.toFixed(options.decimals)) === value;
}

/** The canonical decimal string of what the user typed, or '' when it is empty or not yet a number. */
export function toDecimalString(text: string, options: DecimalOptions): string {
  if (text.trim() === '') return '';
  const value = tools(options).parser.parse(text);
  if (Number.isNaN(value)) return '';
  const fixed = value.toFixed(options.decimals);
  return Number(fixed) === 0 ? (0).toFixed(options.decimals) : fixed; // no "-0.00"
}

/** Formats a canonical decimal string for display: de "1.234,50", de-CH "1'234.50". */
export function formatDecimal(value: string, options: DecimalOptions): string {
  if (value.trim() === '') return '';
  const number = Number(value);
  if (Number.isNaN(number)) return '';
  return tools(options).formatter.format(number);
}
