/** The market's response shapes (Offer, OfferOverride, DeliveryAddressSummary of openapi.yaml). */
import type { components } from '@fuelmarket/api-client';
import type { Currency } from '../pricing/index.js';
import type { MarketOfferRow } from './repository.js';

export type OfferDto = components['schemas']['Offer'];
export type OfferOverrideDto = components['schemas']['OfferOverride'];
export type DeliveryAddressSummaryDto = components['schemas']['DeliveryAddressSummary'];

/** Rule E1: a delivery address is shown as its street followed by the zip code in brackets. */
export function deliveryAddressName(a: { street: string; zipCode: string }): string {
  return `${a.street} (${a.zipCode})`;
}

export function toDeliveryAddressSummary(a: {
  id: string;
  street: string;
  zipCode: string;
}): DeliveryAddressSummaryDto {
  return { id: a.id, street: a.street, zipCode: a.zipCode, name: deliveryAddressName(a) };
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Calendar days of a period, both ends included (rule K5). */
export const periodDays = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

/**
 * The buyer's override next to the offer's own values, or null without an override. The current period
 * starts at the override's start (else the offer's) and ends at the override's end, else after
 * `collection_days` calendar days (rule K5), else at the offer's end. The maximum order quantity is the
 * override's (else the offer's) maximum, not capped by the available volume here.
 */
export function toOverrides(row: MarketOfferRow): OfferDto['overrides'] {
  if (!row.has_override) return null;
  const original: OfferOverrideDto = {
    collectionTime: periodDays(row.collection_start, row.collection_end),
    collectionStartDate: row.collection_start,
    collectionEndDate: row.collection_end,
    maximumOrderQuantity: row.max_order_volume,
  };
  const start = row.override_collection_start ?? row.collection_start;
  const end =
    row.override_collection_end ??
    (row.override_collection_days !== null
      ? isoDay(dayNumber(start) + row.override_collection_days - 1)
      : row.collection_end);
  const current: OfferOverrideDto = {
    collectionTime: periodDays(start, end),
    collectionStartDate: start,
    collectionEndDate: end,
    maximumOrderQuantity: row.override_max_order_volume ?? row.max_order_volume,
  };
  return { current, original };
}

export function toOffer(
  row: MarketOfferRow,
  ctx: {
    price: string;
    currency: Currency;
    vat: string;
    validUntil: string;
    deliveryAddress: DeliveryAddressSummaryDto | null;
  },
): OfferDto {
  return {
    id: row.id,
    seller: { id: row.seller_id, name: row.seller_name },
    product: { id: row.product_id, name: row.product_name },
    terminal: { id: row.terminal_id, name: row.terminal_name },
    priceType: row.price_type,
    priceUnit: 'EUR/100L15',
    currency: ctx.currency,
    price: ctx.price,
    vat: ctx.vat,
    // Rule E2: the quantity a buyer selected starts at 0.
    selectedQuantity: 0,
    minimumOrderQuantity: row.min_order_volume,
    maximumOrderQuantity: row.max_order_quantity,
    maximumAvailable: row.available_volume,
    offerAvailability: row.available_volume,
    overrides: toOverrides(row),
    deliveryAddress: ctx.deliveryAddress,
    ...(row.payment_term_days === null
      ? {}
      : { paymentTermDays: row.payment_term_days as NonNullable<OfferDto['paymentTermDays']> }),
    validUntil: ctx.validUntil,
  };
}
