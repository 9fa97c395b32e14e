import type { FuelOfferInput } from '../../src/features/offers/sellerOffers.js';

/** A complete fixed-price fuel offer of the demo seller Südöl (it sells at Hamburg), as the contract's example. */
export const fixedFuelOffer: FuelOfferInput = {
  productId: 'heizoel-el',
  terminalId: 'tm-hamburg',
  totalVolume: 500_000,
  minimumOrderQuantity: 5_000,
  maximumOrderQuantity: 36_000,
  pricingType: 'FIXED',
  fixedPrice: '92.4500',
  availabilityStartDate: '2026-11-23',
  availabilityEndDate: '2026-11-30',
  dailyStartTime: '07:00',
  dailyEndTime: '17:00',
  collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
};
