/** The settings the demo shareholder parent (Aviaten Gruppe) keeps for its Aviaten (see ../subAccounts.ts). */

export interface SeedSubAccount {
  account: string;
  paymentTermDays: number;
  /** Litres of all products still free today (the limit is today's orders plus this, rounded up to 10,000 l); null = no limit. */
  dailyHeadroom: number | null;
  collectionShorteningDays: number | null;
  /** Currency per litre, never positive. */
  priceAdjustment: string;
  terminalIds: string[];
}

/**
 * Aviat Nord: 30 days, a daily limit of all products well above its per-product limits (those are reached
 * first), collection 2 days shorter, no adjustment, the terminals of its sellers. Aviat Süd: 14 days, no
 * limit, 1.5 ct/l discount, Köln and Duisburg only (Rheintank's Bremen is not allowed).
 */
export const subAccountSettings: SeedSubAccount[] = [
  {
    account: 'acc-aviat-nord',
    paymentTermDays: 30,
    dailyHeadroom: 80_000,
    collectionShorteningDays: 2,
    priceAdjustment: '0.0000',
    terminalIds: ['tm-bremen', 'tm-hamburg', 'tm-ingolstadt', 'tm-karlsruhe'],
  },
  {
    account: 'acc-aviat-sued',
    paymentTermDays: 14,
    dailyHeadroom: null,
    collectionShorteningDays: null,
    priceAdjustment: '-0.0150',
    terminalIds: ['tm-duisburg', 'tm-koeln'],
  },
];
