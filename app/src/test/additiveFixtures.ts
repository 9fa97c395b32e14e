import type { Schemas } from '@fuelmarket/api-client';

/** Test data only: an additive offer of the demo seller Südöl, for the buyers' and the seller's screens. */
export const fliessverbesserer: Schemas['AdditiveOffer'] = {
  id: 'add-off-500',
  status_type_id: 'ACTIVE',
  seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
  product: { id: 'add-fliessverbesserer', name: 'Fließverbesserer FV 300' },
  purchaseUnit: { label: 'Fass 200 l', value: 200 },
  unitCode: 'lt',
  price: '4.8500',
  priceUnit: 'EUR/LITRE',
  currency: 'EUR',
  vat: '19.00',
  selectedQuantity: 0,
  minimumOrderQuantity: 2,
  maximumOrderQuantity: 20,
  offerAvailability: 8000,
};
