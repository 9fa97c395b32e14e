/** The basket's response shapes (`Basket`, `BasketItem` of openapi.yaml). */
import type { components } from '@fuelmarket/api-client';
import type { BasketItemView } from './repository.js';
import { netAmount, sumAmounts, volumeOf, withVat } from './rules.js';

export type BasketDto = components['schemas']['Basket'];
export type BasketItemDto = components['schemas']['BasketItem'];
type PaymentTermDays = components['schemas']['PaymentTermDays'];

/**
 * The price the buyer pays for a reserved price: an Aviat's adjusted price (features/sub-accounts), the
 * reserved price itself for everyone else.
 */
export type BuyerPrice = (price: string, productType: 'fuel' | 'additive') => string;

const reservedPrice: BuyerPrice = (price) => price;

export function toBasketItem(row: BasketItemView, priceOf: BuyerPrice = reservedPrice): BasketItemDto {
  const volume = volumeOf(Number(row.quantity), row.purchase_unit_litres);
  const price = priceOf(row.reserved_price, row.product_type);
  return {
    id: row.id,
    offerId: row.offer_id,
    productType: row.product_type,
    seller: { id: row.seller_account_id, name: row.seller_name },
    product: { id: row.product_id, name: row.product_name },
    terminal: row.terminal_id ? { id: row.terminal_id, name: row.terminal_name ?? row.terminal_id } : null,
    quantity: Number(row.quantity),
    volume,
    price,
    originalPrice: priceOf(row.original_price, row.product_type),
    priceUnit: row.product_type === 'fuel' ? 'EUR/100L15' : 'EUR/LITRE',
    netAmount: netAmount(price, volume, row.product_type),
    deliveryAddress:
      row.address_street !== null
        ? {
            id: (row.delivery_address_id ?? row.additive_location_id)!,
            street: row.address_street,
            zipCode: row.address_zip ?? '',
          }
        : null,
    reservedUntil: row.reserved_until.toISOString(),
    priceUpdateAt: row.price_update_at.toISOString(),
    paymentTermDays: row.payment_term_days as PaymentTermDays,
  };
}

const earliest = (dates: string[]): string | null =>
  dates.length === 0 ? null : dates.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));

/** The basket with its amounts: net = Σ item nets, VAT by the platform's rate, gross (2 decimals). */
export function toBasket(
  rows: BasketItemView[],
  platform: { vat: string; currency: 'EUR' | 'CHF' },
  now: Date,
  priceOf: BuyerPrice = reservedPrice,
): BasketDto {
  const items = rows.map((row) => toBasketItem(row, priceOf));
  const { net, vat, gross } = withVat(sumAmounts(items.map((i) => i.netAmount)), platform.vat);
  return {
    items,
    reservationExpiresAt: earliest(items.map((i) => i.reservedUntil)),
    priceUpdateAt: earliest(items.map((i) => i.priceUpdateAt)),
    currentTime: now.toISOString(),
    currency: platform.currency,
    netAmount: net,
    vatAmount: vat,
    grossAmount: gross,
  };
}
