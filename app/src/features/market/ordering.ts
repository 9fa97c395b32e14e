import type { BrandFlags } from '@fuelmarket/brands';
import type { Schemas } from '@fuelmarket/api-client';

export type Offer = Schemas['Offer'];

/**
 * The largest quantity a buyer may order [V8]: the maximum order quantity (the buyer's override when
 * there is one), capped by what is still available.
 */
export function maximumOrderable(offer: Offer): number {
  const maximum = offer.overrides?.current.maximumOrderQuantity ?? offer.maximumOrderQuantity;
  return Math.min(maximum, offer.maximumAvailable);
}

/** Whether `quantity` (whole litres) lies between the offer's minimum and its orderable maximum [V8]. */
export function isOrderableQuantity(offer: Offer, quantity: number): boolean {
  return (
    Number.isInteger(quantity) &&
    quantity >= offer.minimumOrderQuantity &&
    quantity <= maximumOrderable(offer)
  );
}

export type PurchaseBlock = 'brand' | 'role' | null;

/**
 * Why the user may not purchase, or null when they may: the brand's deployment switched purchasing off
 * [B8], or the user lacks the role MyOffers_Purchase [P2].
 */
export function purchaseBlock(
  roles: readonly Schemas['Role'][],
  flags: Pick<BrandFlags, 'PURCHASING_DISABLED'>,
): PurchaseBlock {
  if (flags.PURCHASING_DISABLED) return 'brand';
  if (!roles.includes('MyOffers_Purchase')) return 'role';
  return null;
}
