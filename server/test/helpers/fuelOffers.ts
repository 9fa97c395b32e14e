import type { components } from '@fuelmarket/api-client';
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

/** What a seller sends back to change an offer: the offer as listed without its read-only parts. */
export function editableOf(
  offer: components['schemas']['FuelOffer'],
): Omit<
  components['schemas']['FuelOffer'],
  'id' | 'seller' | 'product' | 'terminal' | 'availableVolume' | 'created'
> {
  const {
    id: _id,
    seller: _s,
    product: _p,
    terminal: _t,
    availableVolume: _a,
    created: _c,
    ...input
  } = offer;
  return input;
}
