/**
 * Price alerts of the demo buyer Jana Becker (kaeufer@nordheiz.de) on Nordheiz's market; alerts exist on
 * the default platform only (B9). The active ones watch fixed-price offers (data/offers.ts: Heizöl EL from
 * 92, Diesel B7 from 118 EUR/100 L) at terminals the tests leave alone, with values that the seeded prices
 * never meet, so no price tick triggers them; the triggered one shows how a triggered alert looks.
 */

export interface SeedPriceAlert {
  id: string;
  /** The owner; the alert watches the market of the owner's account. */
  user: string;
  product: string;
  terminal: string;
  operator: 'BELOW' | 'ABOVE';
  /** EUR/100L15. */
  value: string;
  liftingPeriod: 'ALL' | 'TODAY';
  comment: string;
  createdDaysAgo: number;
  /** Set for a TRIGGERED alert: when (days before seeding) and at which price (meets the condition). */
  triggered?: { daysAgo: number; price: string };
}

export const priceAlerts: SeedPriceAlert[] = [
  {
    id: 'pa-1',
    user: 'u-buyer-1',
    product: 'heizoel-el',
    terminal: 'tm-koeln',
    operator: 'BELOW',
    value: '86.5000',
    liftingPeriod: 'ALL',
    comment: 'Lager West auffüllen, sobald Heizöl günstiger wird.',
    createdDaysAgo: 6,
  },
  {
    id: 'pa-2',
    user: 'u-buyer-1',
    product: 'diesel-b7',
    terminal: 'tm-duisburg',
    operator: 'ABOVE',
    value: '132.0000',
    liftingPeriod: 'ALL',
    comment: 'Steigt Diesel weiter, Wochenbedarf sofort einkaufen.',
    createdDaysAgo: 3,
  },
  {
    id: 'pa-3',
    user: 'u-buyer-1',
    product: 'heizoel-el',
    terminal: 'tm-hamburg',
    operator: 'BELOW',
    value: '95.0000',
    liftingPeriod: 'ALL',
    comment: 'Heizöl Hamburg für die Wintertouren.',
    createdDaysAgo: 12,
    triggered: { daysAgo: 2, price: '94.8150' },
  },
];
