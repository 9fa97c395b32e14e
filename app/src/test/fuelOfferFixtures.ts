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

/** A released customer of the demo seller (GET /api/relationships/buyer). */
export const sellerCustomer: Schemas['Relationship'] = {
  id: 'rel-1',
  state: 'RELEASED',
  additivesActive: false,
  other: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH', status: 'ENABLED', additivesEnabled: false },
  buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH', status: 'ENABLED' },
  seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH', status: 'ENABLED' },
  creditLimitMode: 'NONE',
  creditLimit: null,
  paymentDays: [],
  terminalSelectionMode: 'ALL',
  terminalIds: [],
  productSelectionMode: 'ALL',
  productIds: [],
  additiveProductIds: [],
  agbAccepted: true,
  purchaseRights: true,
  creditorNumber: null,
  message: null,
  requested: '2026-11-01T08:00:00.000Z',
  version: 1,
};

/** A freight rule of the demo seller for that customer at Hamburg. */
export const freightRule: Schemas['PricingRule'] = {
  id: 'pr-101',
  version: 3,
  updated: '2026-11-21T15:00:00.000Z',
  name: 'Fracht Hamburg',
  kind: 'FREIGHT',
  scope: 'ACCOUNT',
  priceUnit: 'EUR/100L15',
  currency: 'EUR',
  value: '0.8500',
  productIds: ['heizoel-el'],
  terminalIds: ['tm-hamburg'],
  customerIds: ['acc-nordheiz'],
  groupId: null,
};
