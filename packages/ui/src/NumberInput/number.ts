import { NumberFormatter } from '@internationalized/number';
import type { UiLocale } from '../UiProvider';

/**
 * Locale-aware decimal handling for NumberInput [V2]. What the user typed is read digit by digit into a
 * canonical decimal string ("1234.50", "-3.00"), never through a float, so money and volumes stay exact.
 * Formatting goes through @internationalized/number.
 */
export interface DecimalOptions {
  locale: UiLocale;
  /** Digits after the decimal mark. */
  decimals: number;
  /** Whether negative values may be typed. */
  signed: boolean;
}

/**
 * Why typed text is not a number of the field although every character may belong to one:
 * `whole_number_required` for a decimal mark where only whole numbers are allowed,
 * `number_format_required` for marks in impossible places (the other locale's decimal mark, a misplaced
 * thousands separator).
 */
export type DecimalProblem = 'whole_number_required' | 'number_format_required';

/**
 * What a text in a number field means:
 * - `number`: the canonical decimal string (`''` when empty or not yet a number, e.g. a lone "-");
 * - `problem`: the text is kept but is no number of this field; `final` says that typing more digits
 *   cannot make it one (show the problem at once), otherwise it may still become one ("1.23" on the way
 *   to "1.234");
 * - `refused`: a keystroke to refuse (letters, a sign where none is allowed, a decimal too many).
 */
export type DecimalReading =
  | { kind: 'number'; value: string }
  | { kind: 'problem'; problem: DecimalProblem; final: boolean }
  | { kind: 'refused' };

/**
 * What a number field reports for a text that is no number of the field ("1234,5" in a whole-litre field):
 * not a decimal string, so every schema refuses it, and never `''`, which a form may read as "none".
 */
export const NOT_A_NUMBER = 'NaN';

const formatters = new Map<string, NumberFormatter>();

function formatter({ locale, decimals }: DecimalOptions): NumberFormatter {
  const key = `${locale}|${decimals}`;
  let entry = formatters.get(key);
  if (!entry) {
    entry = new NumberFormatter(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(key, entry);
  }
  return entry;
}

/** The marks a locale writes: de "," and "."; de-CH "." and the apostrophe (ICU writes ' or ’). */
function marks(locale: UiLocale): { decimal: string; groups: readonly string[] } {
  return locale === 'de-CH' ? { decimal: '.', groups: ["'", '’'] } : { decimal: ',', groups: ['.'] };
}

/** Every character that is a decimal or thousands mark in one of the locales. */
const ANY_MARK = /[.,'’]/;

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
 * Reads what the user typed in this locale [V2]. A decimal mark is never silently taken for a thousands
 * separator or dropped: in a whole-number field "1234,5" (de) or "1234.5" (de-CH) is a problem, not
 * 12345; "1234.5" in de is a misplaced thousands separator, not 12345.
 */
export function readDecimal(text: string, options: DecimalOptions): DecimalReading {
  if (text.trim() === '') return { kind: 'number', value: '' };
  const { decimal, groups } = marks(options.locale);
  const negative = text.startsWith('-');
  if (negative && !options.signed) return { kind: 'refused' };
  const body = negative ? text.slice(1) : text;
  if (!/^[0-9.,'’]*$/.test(body)) return { kind: 'refused' };

  const problemKind: DecimalProblem =
    options.decimals === 0 ? 'whole_number_required' : 'number_format_required';
  const problem = (final: boolean): DecimalReading => ({ kind: 'problem', problem: problemKind, final });

  const decimalAt = body.indexOf(decimal);
  const integerPart = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : body.slice(decimalAt + 1);
  if (decimalAt >= 0 && options.decimals === 0) return problem(true);
  // Whatever mark is left in the fraction, or a mark of no kind in this locale, cannot be fixed by typing on.
  if (ANY_MARK.test(fraction)) return problem(true);
  const foreign = [...integerPart].some((c) => ANY_MARK.test(c) && !groups.includes(c));
  if (foreign) return problem(true);
  if (fraction.length > options.decimals) return { kind: 'refused' };

  // Thousands separators must sit between groups of three digits: "1.234.567", not "1234.5" or "1..2".
  const parts = integerPart.split(new RegExp(`[${groups.join('')}]`));
  if (parts.length > 1) {
    const [first, ...rest] = parts;
    const last = rest[rest.length - 1]!;
    if (first!.length < 1 || first!.length > 3) return problem(true);
    if (rest.slice(0, -1).some((p) => p.length !== 3) || last.length > 3) return problem(true);
    if (last.length < 3) return problem(decimalAt >= 0); // "1.23" may still become "1.234"
  }

  const digits = parts.join('').replace(/^0+(?=\d)/, '');
  if (digits === '' && fraction === '') return { kind: 'number', value: '' }; // "-", "," while typing
  const whole = digits === '' ? '0' : digits;
  const value = options.decimals > 0 ? `${whole}.${fraction.padEnd(options.decimals, '0')}` : whole;
  const zero = !/[1-9]/.test(value);
  return { kind: 'number', value: negative && !zero ? `-${value}` : value };
}

/**
 * Whether `text` can be (the start of) a number in this locale with at most `decimals` decimals,
 * e.g. "-", "1.234,", "12,3" in de.
 */
export function isAcceptableInput(text: string, options: DecimalOptions): boolean {
  const reading = readDecimal(text, options);
  return reading.kind === 'number' || (reading.kind === 'problem' && !reading.final);
}

/** The canonical decimal string of what the user typed, or '' when it is empty or not (yet) a number. */
export function toDecimalString(text: string, options: DecimalOptions): string {
  const reading = readDecimal(text, options);
  return reading.kind === 'number' ? reading.value : '';
}

/** Formats a canonical decimal string for display: de "1.234,50", de-CH "1'234.50". */
export function formatDecimal(value: string, options: DecimalOptions): string {
  if (value.trim() === '') return '';
  const number = Number(value);
  if (Number.isNaN(number)) return '';
  return formatter(options).format(number);
}
