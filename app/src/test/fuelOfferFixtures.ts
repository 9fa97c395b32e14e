import type { Schemas } from '@fuelmarket/api-client';

/** A fixed-price fuel offer of the demo seller Südöl at Hamburg, as GET /api/seller/offers lists it. */
export const fixedFuelOffer: Schemas['FuelOffer'] = {
  id: 'off-1',
  version: 1,
  seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
  product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
  productId: 'heizoel-el',
  terminalId: 'tm-hamburg',
  totalVolume: 500_000,
  availableVolume: 380_000,
  minimumOrderQuantity: 5_000,
  maximumOrderQuantity: 36_000,
  pricingType: 'FIXED',
  fixedPrice: '92.4500',
  availabilityStartDate: '2026-11-23',
  availabilityEndDate: '2026-11-30',
  dailyStartTime: '07:00',
  dailyEndTime: '17:00',
  collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
  created: '2026-11-22T09:00:00.000Z',
};

/** The seller platform's master data the offer and rule forms choose from (one product, one terminal). */
export const sellerMasterData: Pick<Schemas['Metadata'], 'fuels' | 'regions'> = {
  fuels: [
    {
      id: 'heizoel-el',
      name: 'Heizöl EL schwefelarm',
      type: 'fuel',
      category: 'Heizöl',
      sortOrder: 1,
      density: '0.8450',
    },
  ],
  regions: [
    {
      id: 'reg-nord',
      name: 'Nord',
      terminals: [{ id: 'tm-hamburg', name: 'Hamburg Blumensand', country: 'DE', regionId: 'reg-nord' }],
    },
  ],
};
