/**
 * Exact decimal prices as integer "units" of 1/10 000 (four decimal places, the scale of the contract's
 * price examples, e.g. `"742.2500"`). All arithmetic on prices happens on these integers so no binary
 * floating-point error can ever accumulate; strings are produced only at the edges.
 */
export const PRICE_SCALE = 4;
const FACTOR = 10 ** PRICE_SCALE;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `"742.25"` -> 7_422_500. Throws on anything that is not a plain decimal or has more than 4 decimals. */
export function toUnits(value: string): number {
  const m = DECIMAL.exec(value);
  if (!m) throw new RangeError(`Not a decimal: '${value}'`);
  const [, sign, int = '0', fracRaw = ''] = m;
  const frac = fracRaw.replace(/0+$/, '');
  if (frac.length > PRICE_SCALE) throw new RangeError(`More than ${PRICE_SCALE} decimals: '${value}'`);
  const units = Number(int) * FACTOR + Number(frac.padEnd(PRICE_SCALE, '0'));
  if (!Number.isSafeInteger(units)) throw new RangeError(`Out of range: '${value}'`);
  return sign === '-' ? -units : units;
}

/** 7_422_500 -> `"742.2500"`; -35_000 -> `"-3.5000"`. */
export function fromUnits(units: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of units: ${units}`);
  const abs = Math.abs(units);
  const int = Math.floor(abs / FACTOR);
  const frac = String(abs % FACTOR).padStart(PRICE_SCALE, '0');
  return `${units < 0 ? '-' : ''}${int}.${frac}`;
}

/** Normalises any decimal string to the four-decimal form (`"78.1"` -> `"78.1000"`). */
export function normalizePrice(value: string): string {
  return fromUnits(toUnits(value));
}
