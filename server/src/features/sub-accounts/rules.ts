/**
 * The rules of a shareholder child account's (an Aviat's) settings that need no database (spec §2
 * shareholder tabs, rule S6): what the parent may save, and how the settings shape the child's basket and
 * orders. The basket (features/basket) and the order transaction (features/orders) apply them, and the
 * child's market listing (features/offers, also as its parent sees it) shows what they will do: only the
 * allowed terminals, prices with the adjustment, no offer whose adjusted price is not positive:
 * - payment term (K1): the seller relationship's term for the product wins where it names one (the
 *   seller's agreement with the child); otherwise the term the parent set for the child, not the platform's
 *   30 days. The basket keeps the term it reserved with, so a change before ordering is PAYMENT_TERM_CHANGED.
 * - daily purchase limit (K2): litres of all products per platform-local day, next to the per-product
 *   limits of `daily_purchase_limits`; checked in the order transaction under the settings row's lock.
 * - collection shortening (K5): the child's fuel order is to be collected within this many calendar days
 *   from the start of the offer's collection period (never beyond its end).
 * - price adjustment (V11): a discount, never positive, in the platform currency per litre (like a
 *   seller's EUR/LITRE surcharge): a fuel's price per 100 litres moves by 100 times it, an additive's
 *   price per litre by it. The child's price is the seller's reserved price plus the adjustment; the
 *   basket shows it, the order is placed at it, and a final price that is not positive cannot be ordered
 *   (like an offer the seller's rules price below zero, the offer is then not available to the child).
 * - terminals: a non-empty list allows fuels at those terminals only; any other is refused like a
 *   terminal the seller has not approved (ANTITRUST_ANONYMITY).
 */
import { Decimal } from 'decimal.js';
import { fitsNumeric, numericBound } from '../../db/numeric.js';
import type { FieldError } from '../../errors.js';
import { localDateTime } from '../../platformTime.js';
import { DEFAULT_PAYMENT_TERM_DAYS } from '../basket/rules.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A child account's settings as the basket and the order transaction use them. */
export interface SubAccountTerms {
  paymentTermDays: number;
  /** Litres of all products per local day; null = no limit. */
  dailyPurchaseLimit: number | null;
  collectionShorteningDays: number | null;
  /** Decimal string, ≤ 0. */
  priceAdjustment: string;
  /** Empty = every terminal. */
  terminalIds: string[];
}

/** The settings of a child account nobody has changed yet. */
export const DEFAULT_SUB_ACCOUNT_TERMS: SubAccountTerms = {
  paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
  dailyPurchaseLimit: null,
  collectionShorteningDays: null,
  priceAdjustment: '0.0000',
  terminalIds: [],
};

/** Days of the utilisation chart: today and the 13 days before it. */
export const UTILISATION_DAYS = 14;

/** The longest collection shortening the parent may set (a year of calendar days). */
export const MAX_SHORTENING_DAYS = 365;

/** Precision and scale of the stored price adjustment (a price, like offers.price). */
const ADJUSTMENT_NUMERIC = [12, 4] as const;

/** What the contract's schema cannot say about an update: the adjustment's sign and size, the shortening's size. */
export function settingsErrors(input: {
  priceAdjustment: string;
  collectionShorteningDays: number | null;
}): FieldError[] {
  const errors: FieldError[] = [];
  if (new D(input.priceAdjustment).gt(0)) {
    errors.push({ path: '/priceAdjustment', code: 'negative_or_zero_required' });
  } else if (!fitsNumeric(input.priceAdjustment, ...ADJUSTMENT_NUMERIC)) {
    errors.push({ path: '/priceAdjustment', ...numericBound(...ADJUSTMENT_NUMERIC) });
  }
  const days = input.collectionShorteningDays;
  if (days !== null && days > MAX_SHORTENING_DAYS) {
    errors.push({
      path: '/collectionShorteningDays',
      code: 'too_large',
      limit: MAX_SHORTENING_DAYS,
      message: `at_most_${MAX_SHORTENING_DAYS}_days`,
    });
  }
  return errors;
}

/** The adjustment as stored and answered: 4 decimals. */
export const normalisedAdjustment = (value: string): string =>
  new D(value).toDecimalPlaces(ADJUSTMENT_NUMERIC[1]).toFixed(ADJUSTMENT_NUMERIC[1]);

/** The payment term of an order: the relationship's for the product, else the child's, else the platform's. */
export const paymentTermOf = (
  offer: { payment_term_days: number | null },
  terms: SubAccountTerms | null,
): number => offer.payment_term_days ?? terms?.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS;

/** Whether the child may buy the offer at its terminal (fuels; additives have no terminal). */
export const terminalAllowed = (
  terms: SubAccountTerms | null,
  offer: { product_type: 'fuel' | 'additive'; terminal_id: string | null },
): boolean =>
  !terms ||
  offer.product_type !== 'fuel' ||
  terms.terminalIds.length === 0 ||
  (offer.terminal_id !== null && terms.terminalIds.includes(offer.terminal_id));

/**
 * The child's adjustment in the product's price unit (null without one): the adjustment per litre, times
 * 100 for a fuel's price per 100 litres (EUR/100L15), as it is for an additive's price per litre. The
 * market listing shifts its prices in SQL by this amount (to withhold offers that end at zero or below).
 */
export function adjustmentPerPriceUnit(
  terms: SubAccountTerms | null,
  productType: 'fuel' | 'additive',
): string | null {
  if (!terms || new D(terms.priceAdjustment).isZero()) return null;
  return new D(terms.priceAdjustment).times(productType === 'fuel' ? 100 : 1).toFixed(ADJUSTMENT_NUMERIC[1]);
}

/** The child's price of a reserved price (unchanged without an adjustment): see `adjustmentPerPriceUnit`. */
export function adjustedPrice(
  price: string,
  terms: SubAccountTerms | null,
  productType: 'fuel' | 'additive',
): string {
  const perPriceUnit = adjustmentPerPriceUnit(terms, productType);
  if (perPriceUnit === null) return price;
  return new D(price).plus(perPriceUnit).toFixed(ADJUSTMENT_NUMERIC[1]);
}

/** Rule V11: a final price must be above zero. */
export const isPositivePrice = (price: string): boolean => new D(price).gt(0);

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The collection period of the child's order (rule K5): as offered, or for a fuel with a shortening from
 * its start (the offer's, else today) to at most `collectionShorteningDays` calendar days later, both ends
 * included, never after the offer's own end (else its last day of availability).
 */
export function collectionPeriod(
  offer: {
    product_type: 'fuel' | 'additive';
    collection_start: string | null;
    collection_end: string | null;
    available_to: string;
  },
  terms: SubAccountTerms | null,
  now: Date,
  timeZone: string,
): { start: string | null; end: string | null } {
  const days = terms?.collectionShorteningDays ?? null;
  if (days === null || offer.product_type !== 'fuel') {
    return { start: offer.collection_start, end: offer.collection_end };
  }
  const start = offer.collection_start ?? localDateTime(now, timeZone).date;
  const end = offer.collection_end ?? offer.available_to;
  const shortened = isoDay(dayNumber(start) + days - 1);
  return { start, end: shortened < end ? shortened : end };
}

/** The `n` local days up to and including `today` (`YYYY-MM-DD`), oldest first. */
export function lastDays(today: string, n: number): string[] {
  const last = dayNumber(today);
  return Array.from({ length: n }, (_, i) => isoDay(last - (n - 1) + i));
}
