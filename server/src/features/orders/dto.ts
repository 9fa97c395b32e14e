/** The order's response shape (`Order` of openapi.yaml). */
import type { components } from '@fuelmarket/api-client';
import type { HistoryOptionRows, HistoryRow } from './history.js';
import type { OrderView } from './repository.js';

export type OrderDto = components['schemas']['Order'];
type PaymentTermDays = components['schemas']['PaymentTermDays'];

export function toOrder(row: OrderView): OrderDto {
  const addressId = row.delivery_address_id ?? row.additive_location_id;
  return {
    id: row.id,
    orderId: row.id,
    orderNumber: row.order_number,
    contractNumber: row.contract_number,
    liftingNumber: row.lifting_number,
    pickupNumber: row.pickup_number,
    selfPickup: row.self_pickup,
    date: row.created_at.toISOString(),
    orderStatus: row.status,
    productType: row.product_type,
    buyer: { id: row.buyer_account_id, name: row.buyer_name },
    seller: { id: row.seller_account_id, name: row.seller_name },
    terminal: row.terminal_id ? { id: row.terminal_id, name: row.terminal_name ?? row.terminal_id } : null,
    deliveryAddress:
      addressId && row.address_street !== null
        ? { id: addressId, street: row.address_street, zipCode: row.address_zip ?? '' }
        : null,
    paymentPeriod: row.payment_days as PaymentTermDays,
    currency: row.currency,
    netAmount: row.net_amount,
    vatAmount: row.vat_amount,
    grossAmount: row.gross_amount,
    finalAmount: row.gross_amount,
    invoiceAmount: row.gross_amount,
    positions: [
      {
        product: { id: row.product_id, name: row.product_name },
        volume: Number(row.volume),
        originalVolume: Number(row.original_volume ?? row.volume),
        ...(row.quantity !== null && row.product_type === 'additive' ? { quantity: row.quantity } : {}),
        originalPrice: row.original_price ?? row.price,
        finalPrice: row.price,
        priceUnit: row.product_type === 'fuel' ? 'EUR/100L15' : 'EUR/LITRE',
      },
    ],
    edited: isEdited(row),
    deleted: false,
    creditor: row.creditor_number,
    liftingOrderNumber: row.lifting_order_number,
    comment: commentOf(row.comment),
  };
}

type HistoryRowDto = components['schemas']['OrderHistoryRow'];
type HistoryOptionsDto = components['schemas']['OrderHistoryFilterOptions'];

/** `2026-11-23` → `23.11.`, with the year for the last day: `23.11. - 27.11.2026`. */
export function collectionTimeText(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  const [sy, sm, sd] = start.split('-');
  const [ey, em, ed] = end.split('-');
  const first = sy === ey ? `${sd}.${sm}.` : `${sd}.${sm}.${sy}`;
  return `${first} - ${ed}.${em}.${ey}`;
}

/** Whole calendar days from the first to the last day of collection, both included. */
function collectionDays(start: string | null, end: string | null): number {
  if (!start || !end) return 0;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function toHistoryRow(row: HistoryRow): HistoryRowDto {
  const volume = Number(row.volume);
  return {
    _id: row.id,
    orderId: row.order_number,
    originalOrderId: null,
    created: row.created_at.toISOString(),
    buyer: { id: row.buyer_account_id, name: row.buyer_name },
    orderStatus: row.status,
    terminal: row.terminal_id ? { id: row.terminal_id, name: row.terminal_name ?? row.terminal_id } : null,
    deliveryAddress:
      row.address_id && row.address_street !== null
        ? { id: row.address_id, street: row.address_street, zipCode: row.address_zip ?? '' }
        : null,
    product: { id: row.product_id, name: row.product_name },
    price: row.price,
    invoice: row.invoice,
    volume,
    seller: { id: row.seller_account_id, name: row.seller_name },
    collectionTime: collectionDays(row.collection_start, row.collection_end),
    collectionTimeText: collectionTimeText(row.collection_start, row.collection_end),
    collectionRange:
      row.collection_start && row.collection_end
        ? { start: row.collection_start, end: row.collection_end }
        : null,
    edited: isEdited(row),
    cancelled: row.status === 'CANCELLED',
    overrides: null,
    purchaseUnit:
      row.unit_litres !== null
        ? { label: row.unit_label ?? `${row.unit_litres} l`, value: row.unit_litres }
        : null,
    creditor: row.creditor_number,
    liftingOrderNumber: row.lifting_order_number,
    comment: commentOf(row.comment),
  };
}

/** The buyer's comment, null when none was given (an empty one included). */
const commentOf = (comment: string | null): string | null => (comment?.trim() ? comment : null);

/** An order counts as edited once its price or volume differs from the one it was placed with. */
export function isEdited(row: {
  price: string;
  original_price: string | null;
  volume: string | number;
  original_volume: string | null;
}): boolean {
  return (
    (row.original_price !== null && row.original_price !== row.price) ||
    (row.original_volume !== null && row.original_volume !== String(row.volume))
  );
}

export function toHistoryOptions(o: HistoryOptionRows): HistoryOptionsDto {
  return {
    orderIds: o.orderIds,
    products: o.products,
    buyers: o.buyers,
    sellers: o.sellers,
    terminals: o.terminals,
    purchaseUnits: o.purchaseUnits,
    status: o.status,
    collectionRanges: { minStart: o.min_start, maxEnd: o.max_end },
    createdDates: {
      minDate: o.min_created?.toISOString() ?? null,
      maxDate: o.max_created?.toISOString() ?? null,
    },
    prices: { minPrice: o.min_price, maxPrice: o.max_price },
    volumes: {
      minQuantity: o.min_volume === null ? null : Number(o.min_volume),
      maxQuantity: o.max_volume === null ? null : Number(o.max_volume),
    },
    invoices: { invoiceMin: o.min_invoice, invoiceMax: o.max_invoice },
    deliveryAddress: o.deliveryAddress,
  };
}
