import type { Schemas } from '@fuelmarket/api-client';
import type { FakeAccount } from './fakes';

/**
 * The demo parent shareholder "Aviaten Gruppe" with its two Aviaten (shareholder child accounts), as the
 * contract's examples name them; shared by the app's tests and the stories (`/aviaten`).
 */

/** Aviat Nord: 30 days, 60,000 l a day (48,000 l bought today), 2 days shorter, -0.25 a litre, 2 terminals. */
export const aviatNord: Schemas['SubAccount'] = {
  id: 'acc-aviat-nord',
  name: 'Aviat Nord GmbH',
  paymentTermDays: 30,
  dailyPurchaseLimit: 60_000,
  dailyPurchaseUtilisation: 48_000,
  utilisationHistory: [
    { date: '2026-11-16', volume: 24_000 },
    { date: '2026-11-17', volume: 52_000 },
    { date: '2026-11-18', volume: 60_000 },
    { date: '2026-11-19', volume: 0 },
    { date: '2026-11-20', volume: 36_000 },
    { date: '2026-11-21', volume: 60_000 },
    { date: '2026-11-22', volume: 48_000 },
  ],
  collectionShorteningDays: 2,
  priceAdjustment: '-0.2500',
  terminalIds: ['tm-bremen', 'tm-hamburg'],
  version: 3,
};

/** Aviat Süd: 14 days, no limit, no shortening, no adjustment, one terminal. */
export const aviatSued: Schemas['SubAccount'] = {
  id: 'acc-aviat-sued',
  name: 'Aviat Süd GmbH',
  paymentTermDays: 14,
  dailyPurchaseLimit: null,
  dailyPurchaseUtilisation: 12_000,
  utilisationHistory: [{ date: '2026-11-22', volume: 12_000 }],
  collectionShorteningDays: null,
  priceAdjustment: '0.0000',
  terminalIds: ['tm-karlsruhe'],
  version: 1,
};

/** The regions and terminals of the platform's master data (metadata) the Aviaten may buy at. */
export const groupRegions: Schemas['Region'][] = [
  {
    id: 'reg-nord',
    name: 'Nord',
    terminals: [
      { id: 'tm-hamburg', name: 'Hamburg Blumensand', country: 'DE', regionId: 'reg-nord' },
      { id: 'tm-bremen', name: 'Bremen Neustädter Hafen', country: 'DE', regionId: 'reg-nord' },
    ],
  },
  {
    id: 'reg-sued',
    name: 'Süd',
    terminals: [{ id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen', country: 'DE', regionId: 'reg-sued' }],
  },
];

/** The parent shareholder's user: may manage the Aviaten (ChildAccounts_View), terms accepted. */
export function shareholderAccount(overrides: Partial<FakeAccount> = {}): FakeAccount {
  return {
    type: 'buyer',
    firstName: 'Claudia',
    lastName: 'Hoffmann',
    roles: ['ChildAccounts_View'],
    parentShareholderAccount: true,
    termsAccepted: true,
    regions: groupRegions,
    // Copies: a test's fake server changes them.
    subAccounts: [structuredClone(aviatNord), structuredClone(aviatSued)],
    ...overrides,
  };
}
