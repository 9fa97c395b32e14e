import type { Schemas } from '@fuelmarket/api-client';

/** One row of the order history: an open Heizöl order of the demo buyer at the demo seller. */
export function historyRow(overrides: Partial<Schemas['OrderHistoryRow']> = {}): Schemas['OrderHistoryRow'] {
  return {
    _id: 'ord-1',
    orderId: 'FM-104211',
    originalOrderId: null,
    created: '2026-11-22T09:02:11.000Z',
    buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
    orderStatus: 'INCOMPLETE',
    terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    deliveryAddress: null,
    product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
    price: '92.4500',
    invoice: '26403.72',
    volume: 24000,
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    collectionTime: 5,
    collectionTimeText: '23.11. - 27.11.2026',
    collectionRange: { start: '2026-11-23', end: '2026-11-27' },
    edited: false,
    cancelled: false,
    overrides: null,
    purchaseUnit: null,
    creditor: null,
    liftingOrderNumber: null,
    comment: null,
    ...overrides,
  };
}

/** An order with every field: delivered, numbered, edited by the seller (volume and price). */
export function fullOrder(overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return {
    id: 'ord-1',
    orderId: 'ord-1',
    orderNumber: 'FM-104211',
    contractNumber: 'K-5001',
    liftingNumber: null,
    liftingOrderNumber: null,
    pickupNumber: 'AB-77',
    selfPickup: false,
    date: '2026-11-22T09:02:11.000Z',
    orderStatus: 'INCOMPLETE',
    productType: 'fuel',
    buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    deliveryAddress: { id: 'da-1', street: 'Billstraße 112', zipCode: '20539' },
    paymentPeriod: 14,
    currency: 'EUR',
    netAmount: '22188.00',
    vatAmount: '4215.72',
    grossAmount: '26403.72',
    finalAmount: '26403.72',
    invoiceAmount: '26403.72',
    positions: [
      {
        product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
        volume: 20000,
        originalVolume: 24000,
        originalPrice: '92.4500',
        finalPrice: '91.9000',
        priceUnit: 'EUR/100L15',
      },
    ],
    edited: true,
    deleted: false,
    comment: null,
    ...overrides,
  };
}
