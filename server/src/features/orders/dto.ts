/** The order's response shape (`Order` of openapi.yaml). */
import type { components } from '@fuelmarket/api-client';
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
        ...(row.quantity !== null && row.product_type === 'additive' ? { quantity: row.quantity } : {}),
        originalPrice: row.original_price ?? row.price,
        finalPrice: row.price,
        priceUnit: row.product_type === 'fuel' ? 'EUR/100L15' : 'EUR/LITRE',
      },
    ],
    edited: row.original_price !== null && row.original_price !== row.price,
    deleted: false,
  };
}
