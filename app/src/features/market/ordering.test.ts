import { describe, expect, it } from 'vitest';
import { fakeOffer } from '../../test/marketBackend';
import { isOrderableQuantity, maximumOrderable, purchaseBlock } from './ordering';

const override = (maximumOrderQuantity: number) => ({
  collectionTime: 3,
  collectionStartDate: '2026-11-23',
  collectionEndDate: '2026-11-25',
  maximumOrderQuantity,
});

describe('ordering rules', () => {
  it('[V8] the maximum is the smaller of the (override’s) maximum order quantity and what is available', () => {
    expect(maximumOrderable(fakeOffer(1, { maximumOrderQuantity: 36_000, maximumAvailable: 420_000 }))).toBe(
      36_000,
    );
    expect(maximumOrderable(fakeOffer(1, { maximumOrderQuantity: 36_000, maximumAvailable: 12_000 }))).toBe(
      12_000,
    );
    const overridden = fakeOffer(1, {
      maximumOrderQuantity: 36_000,
      maximumAvailable: 420_000,
      overrides: { current: override(30_000), original: override(36_000) },
    });
    expect(maximumOrderable(overridden)).toBe(30_000);
  });

  it('[V8] a quantity must be whole litres between the minimum and the maximum', () => {
    const offer = fakeOffer(1, { minimumOrderQuantity: 5000, maximumOrderQuantity: 36_000 });
    expect(isOrderableQuantity(offer, 4999)).toBe(false);
    expect(isOrderableQuantity(offer, 5000)).toBe(true);
    expect(isOrderableQuantity(offer, 36_000)).toBe(true);
    expect(isOrderableQuantity(offer, 36_001)).toBe(false);
    expect(isOrderableQuantity(offer, 5000.5)).toBe(false);
    expect(isOrderableQuantity(offer, NaN)).toBe(false);
  });

  it('[P2][B8] only users with MyOffers_Purchase purchase, and nobody when the brand disables purchasing', () => {
    expect(purchaseBlock(['MyOffers_Purchase'], { PURCHASING_DISABLED: false })).toBeNull();
    expect(purchaseBlock([], { PURCHASING_DISABLED: false })).toBe('role');
    expect(purchaseBlock(['MyOffers_Purchase'], { PURCHASING_DISABLED: true })).toBe('brand');
  });
});
