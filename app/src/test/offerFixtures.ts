import type { Schemas } from '@fuelmarket/api-client';

/** A market offer `off-<i>`: fixed-price Heizöl EL from Südöl at Hamburg (no node imports: stories use it too). */
export function fakeOffer(i: number, patch: Partial<Schemas['Offer']> = {}): Schemas['Offer'] {
  return {
    id: `off-${i}`,
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    product: { id: 'heizoel-el', name: `Heizöl EL ${i}` },
    terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    priceType: 'FIXED',
    priceUnit: 'EUR/100L15',
    currency: 'EUR',
    price: '92.4500',
    vat: '19.00',
    selectedQuantity: 0,
    minimumOrderQuantity: 5000,
    maximumOrderQuantity: 36000,
    maximumAvailable: 420000,
    offerAvailability: 420000,
    overrides: null,
    deliveryAddress: null,
    paymentTermDays: 14,
    ...patch,
  };
}
