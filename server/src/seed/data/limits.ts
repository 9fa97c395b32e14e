/** Headroom of the demo's credit lines and daily purchase limits (see ../limits.ts). */

/**
 * [relationship, free credit in the platform currency]. Nordheiz's line with Rheintank is nearly used up:
 * an order above about 10,000 l there is refused with "insufficient credit limit".
 */
export const creditHeadroom: [string, string][] = [
  ['rel-1', '200000.00'],
  ['rel-2', '12000.00'],
  ['rel-6', '300000.00'],
  ['rel-8', '100000.00'],
  ['rel-9', '400000.00'],
  ['rel-10', '150000.00'],
];

/**
 * [account, product, litres still free today]: Aviat Nord may buy 20,000 l of Heizöl EL and 30,000 l of
 * Diesel B7 more today; a larger order is refused with "daily purchase limit reached".
 */
export const dailyLimitHeadroom: [string, string, number][] = [
  ['acc-aviat-nord', 'heizoel-el', 20000],
  ['acc-aviat-nord', 'diesel-b7', 30000],
];
