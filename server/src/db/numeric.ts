/**
 * Column bounds of exact values: a decimal string that does not fit its `numeric(precision, scale)` column
 * would be rounded or refused by the database (an error, not an answer); callers check it first and
 * answer 400 with the field.
 */

/** Whether `value` (a contract Decimal, `-?\d+(\.\d+)?`) fits `numeric(precision, scale)` unrounded. */
export function fitsNumeric(value: string, precision: number, scale: number): boolean {
  const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  return digits.length <= precision - scale && fraction.replace(/0+$/, '').length <= scale;
}

/** The message of a value that does not fit, e.g. `at_most_8_digits_4_decimals`. */
export const numericBoundMessage = (precision: number, scale: number): string =>
  `at_most_${precision - scale}_digits_${scale}_decimals`;

/** The field problem of a value that does not fit a numeric(precision, scale) column. */
export const numericBound = (precision: number, scale: number) =>
  ({ code: 'too_many_digits', message: numericBoundMessage(precision, scale) }) as const;

/** The largest volume in litres a request may carry (the contract's Litres maximum). */
export const MAX_LITRES = 1_000_000_000_000;
