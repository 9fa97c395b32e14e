import type { Schemas } from '@fuelmarket/api-client';

/**
 * The fake server's data: a user, the metadata and a market window of one account. Plain data, so that
 * the app's tests (msw in Node, backend.ts) and the app's stories (msw's handlers in the browser) share it.
 */

export interface FakeAccount {
  type: Schemas['AccountType'];
  firstName?: string;
  lastName?: string;
  roles?: Schemas['Role'][];
  features?: Schemas['Feature'][];
  termsAccepted?: boolean;
  openOrders?: number;
  /** The user is the team admin of the account. */
  admin?: boolean;
  /** The account's orders (`GET /api/orders`). */
  orders?: Schemas['Order'][];
}

export const DEMO_PASSWORD = 'Demo!2026';

export function fakeUser(account: FakeAccount): Schemas['LoggedInUser'] {
  const firstName = account.firstName ?? 'Jana';
  const lastName = account.lastName ?? 'Becker';
  const email = 'kaeufer@nordheiz.de';
  return {
    _id: 'u-1',
    userId: 'u-1',
    username: email,
    accountId: 'acc-1',
    type_id: account.type,
    admin: account.admin ?? false,
    email,
    firstName,
    lastName,
    account: { id: 'acc-1', type: account.type, platform: 'default', name: 'Nordheiz Handel GmbH' },
    user: { email, firstName, lastName },
  };
}

export function fakeMetadata(account: FakeAccount): Schemas['Metadata'] {
  return {
    platformStatus: 'OPEN',
    fuels: [],
    additives: [],
    regions: [],
    deliveryOptions: [],
    deliveryAddresses: [],
    liftingPeriods: [],
    paymentTerms: [],
    sellers: [],
    features: account.features ?? [],
    roles: account.roles ?? [],
    accountType: account.type,
    shareholderChildAccount: false,
    parentShareholderAccount: false,
    vat: '19.00',
  };
}

export function fakeWindow(now = Date.now()): Schemas['MarketWindow'] {
  return {
    prices: [
      { symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: new Date(now).toISOString() },
    ],
    currentTime: new Date(now).toISOString(),
    created: new Date(now).toISOString(),
    expires: new Date(now + 15 * 60_000).toISOString(),
    marketChange: {},
  };
}
