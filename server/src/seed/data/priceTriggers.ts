/**
 * Price triggers of the demo buyer Nordheiz (set by kaeufer@nordheiz.de) on offers of Südöl, the demo
 * seller with the account feature triggers; triggers exist on the default platform only (B9). Each is on
 * one fixed-price offer (data/offers.ts: Heizöl EL 92 to 98, Diesel B7 118 to 124 EUR/100 L) with a limit
 * well below its price, so no price tick executes it while it is valid.
 */

export interface SeedPriceTrigger {
  id: string;
  buyer: string;
  /** The user who set it, in whose name it orders. */
  user: string;
  /** The offer: the seller's fixed-price offer of the product at the terminal. */
  seller: string;
  product: string;
  terminal: string;
  deliveryAddress: string | null;
  contractNumber: string | null;
  /** Litres. */
  volume: number;
  /** EUR/100L15: the trigger orders at a price at or below it. */
  triggerPrice: string;
  createdDaysAgo: number;
  /** Valid until this many days after seeding. */
  validDays: number;
}

export const priceTriggers: SeedPriceTrigger[] = [
  {
    id: 'trg-1',
    buyer: 'acc-nordheiz',
    user: 'u-buyer-1',
    seller: 'acc-suedoel',
    product: 'heizoel-el',
    terminal: 'tm-hamburg',
    deliveryAddress: 'da-1',
    contractNumber: 'RV-2026-117',
    volume: 20_000,
    triggerPrice: '84.0000',
    createdDaysAgo: 1,
    validDays: 10,
  },
  {
    id: 'trg-2',
    buyer: 'acc-nordheiz',
    user: 'u-buyer-1',
    seller: 'acc-suedoel',
    product: 'diesel-b7',
    terminal: 'tm-karlsruhe',
    deliveryAddress: null,
    contractNumber: null,
    volume: 15_000,
    triggerPrice: '108.5000',
    createdDaysAgo: 2,
    validDays: 5,
  },
];
