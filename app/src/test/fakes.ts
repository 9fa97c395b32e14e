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
  /** The account is a parent shareholder (with child accounts). */
  parentShareholderAccount?: boolean;
  features?: Schemas['Feature'][];
  termsAccepted?: boolean;
  openOrders?: number;
  /** The user is the team admin of the account. */
  admin?: boolean;
  /** The account's orders (`GET /api/orders`, `GET /api/orders/{orderId}`). */
  orders?: Schemas['Order'][];
  /** The account's order history (`GET /api/orderHistory`, answered a page at a time, unfiltered). */
  history?: Schemas['OrderHistoryRow'][];
  /** The account ranking (`GET /api/orders/orderStats?statType=ACCOUNT_RANKING`, unfiltered). */
  ranking?: Schemas['AccountRankingRow'][];
  /** The saved ranking selection (`/api/settings/ACCOUNT_RANKING_OPTIONS`). */
  rankingSetting?: Schemas['RankingOptionsSelection'] | null;
  /** The news box (`GET /api/news`). */
  news?: Schemas['NewsItem'][];
  /** The volumes per product and period (`statType=PRODUCT_VOLUME`). */
  volumes?: Schemas['ProductVolumeRow'][];
}

const unique = <T>(items: readonly T[], key: (item: T) => string): T[] => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

/** The filter options of a fake history: its rows' products, partners, terminals and ranges. */
export function fakeHistoryOptions(
  rows: readonly Schemas['OrderHistoryRow'][],
): Schemas['OrderHistoryFilterOptions'] {
  const min = (xs: string[]) => (xs.length ? xs.reduce((a, b) => (Number(a) <= Number(b) ? a : b)) : null);
  const max = (xs: string[]) => (xs.length ? xs.reduce((a, b) => (Number(a) >= Number(b) ? a : b)) : null);
  return {
    orderIds: rows.map((r) => r.orderId),
    products: unique(
      rows.map((r) => r.product),
      (p) => p.id,
    ),
    buyers: unique(
      rows.map((r) => r.buyer),
      (p) => p.id,
    ),
    sellers: unique(
      rows.map((r) => r.seller),
      (p) => p.id,
    ),
    terminals: unique(
      rows.flatMap((r) => (r.terminal ? [r.terminal] : [])),
      (p) => p.id,
    ),
    purchaseUnits: [],
    status: unique(
      rows.map((r) => r.orderStatus),
      (s) => s,
    ),
    collectionRanges: { minStart: null, maxEnd: null },
    createdDates: { minDate: null, maxDate: null },
    prices: { minPrice: min(rows.map((r) => r.price)), maxPrice: max(rows.map((r) => r.price)) },
    volumes: { minQuantity: null, maxQuantity: null },
    invoices: { invoiceMin: min(rows.map((r) => r.invoice)), invoiceMax: max(rows.map((r) => r.invoice)) },
    deliveryAddress: unique(
      rows.flatMap((r) => (r.deliveryAddress ? [r.deliveryAddress] : [])),
      (a) => a.id ?? '',
    ),
  };
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
    parentShareholderAccount: account.parentShareholderAccount ?? false,
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
