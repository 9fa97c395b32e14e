/**
 * The rules of reserving and ordering that need no database: platform-local time, an offer's
 * orderability by status, dates and daily hours, the quantity bounds (rule V8), the reservation times
 * (rule BK1) and the amounts (exact decimals, 2 places half-up).
 */
import { Decimal } from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

import { localDateTime } from '../../platformTime.js';

/** The platform's payment term when the relationship names none for the product (days, rule K1). */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

export interface OfferTimes {
  status: string;
  /** `YYYY-MM-DD` */
  available_from: string;
  available_to: string;
  /** `HH:mm[:ss]` */
  daily_start: string;
  daily_end: string;
}

const hms = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

/**
 * ACTIVE, today within its availability dates and now within its daily hours (platform-local; the start
 * inclusive, the end exclusive, as on the market).
 */
export function isOfferOpen(offer: OfferTimes, now: Date, timeZone: string): boolean {
  if (offer.status !== 'ACTIVE') return false;
  const { date, time } = localDateTime(now, timeZone);
  if (date < offer.available_from || date > offer.available_to) return false;
  return time >= hms(offer.daily_start) && time < hms(offer.daily_end);
}

/** An additive offer released for some buyers only (empty list = all) excludes the others. */
export const releasedTo = (offer: { buyer_ids: string[] }, buyerAccountId: string): boolean =>
  offer.buyer_ids.length === 0 || offer.buyer_ids.includes(buyerAccountId);

export interface QuantityBounds {
  /** In the unit of the quantity: litres for fuels, purchase units for additives. */
  minimum: number;
  maximum: number;
}

/**
 * Rule V8: between the minimum and the maximum order quantity (the buyer's override of the maximum where
 * one exists). The cap by the available volume is checked separately (NOT_ENOUGH_VOLUME).
 */
export function quantityBounds(
  offer: { min_order_volume: number; max_order_volume: number },
  overrideMaximum: number | null,
  purchaseUnitLitres: number,
): QuantityBounds {
  const maxLitres = overrideMaximum ?? offer.max_order_volume;
  if (purchaseUnitLitres === 1) return { minimum: offer.min_order_volume, maximum: maxLitres };
  return {
    minimum: Math.ceil(offer.min_order_volume / purchaseUnitLitres),
    maximum: Math.floor(maxLitres / purchaseUnitLitres),
  };
}

export const withinBounds = (quantity: number, b: QuantityBounds): boolean =>
  Number.isInteger(quantity) && quantity >= b.minimum && quantity <= b.maximum;

/**
 * Rule BK1: a price is reserved for the hold, but never beyond the end of the market window it belongs
 * to; the price is next updated when the window ends.
 */
export function reservationTimes(
  now: Date,
  holdSeconds: number,
  windowExpires: Date,
): { reservedUntil: Date; priceUpdateAt: Date } {
  const hold = now.getTime() + holdSeconds * 1000;
  return {
    reservedUntil: new Date(Math.min(hold, windowExpires.getTime())),
    priceUpdateAt: windowExpires,
  };
}

/** Litres of a position: fuels are ordered in litres, additives in purchase units. */
export const volumeOf = (quantity: number, purchaseUnitLitres: number): number =>
  quantity * purchaseUnitLitres;

/**
 * Net amount of a position, 2 decimals half-up: fuel prices are per 100 litres (EUR/100L15), additive
 * prices per litre (EUR/LITRE).
 */
export function netAmount(price: string, volume: number, productType: 'fuel' | 'additive'): string {
  const net = new D(price).times(volume);
  return (productType === 'fuel' ? net.div(100) : net).toDecimalPlaces(2).toFixed(2);
}

/** VAT (rate in percent, e.g. "19.00") and gross of a net amount, 2 decimals half-up. */
export function withVat(net: string, vatPercent: string): { net: string; vat: string; gross: string } {
  const n = new D(net);
  const vat = n.times(vatPercent).div(100).toDecimalPlaces(2);
  return { net: n.toFixed(2), vat: vat.toFixed(2), gross: n.plus(vat).toFixed(2) };
}

export const sumAmounts = (amounts: readonly string[]): string =>
  amounts.reduce((acc, a) => acc.plus(a), new D(0)).toFixed(2);

/** a >= b for decimal strings. */
export const covers = (available: string, needed: string): boolean => new D(available).gte(needed);

export const minus = (a: string, ...b: string[]): string =>
  b.reduce((acc, x) => acc.minus(x), new D(a)).toFixed(2);

/** Relationship states under which a buyer may order from a seller (spec §3 Relationship). */
export interface RelationshipState {
  state: string;
  seller_status: string;
  buyer_status: string;
}

export const relationshipActive = (r: RelationshipState): boolean =>
  r.state === 'RELEASED' && r.seller_status === 'ENABLED' && r.buyer_status === 'ENABLED';

/**
 * The seller's approvals for this buyer include the offer (rule P6): fuels by terminal and product
 * selection, additives by the additive products of an additives-enabled relationship (rule E3).
 */
export function approves(
  r: {
    terminal_selection_mode: string;
    terminal_ids: string[];
    product_selection_mode: string;
    product_ids: string[];
    additives_enabled: boolean;
    additive_product_ids: string[];
  },
  offer: { product_type: 'fuel' | 'additive'; product_id: string; terminal_id: string | null },
): boolean {
  if (offer.product_type === 'additive') {
    return r.additives_enabled && r.additive_product_ids.includes(offer.product_id);
  }
  const terminalOk =
    r.terminal_selection_mode === 'ALL' ||
    (offer.terminal_id !== null && r.terminal_ids.includes(offer.terminal_id));
  const productOk = r.product_selection_mode === 'ALL' || r.product_ids.includes(offer.product_id);
  return terminalOk && productOk;
}
