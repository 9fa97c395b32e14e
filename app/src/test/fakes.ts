import type { Schemas } from '@fuelmarket/api-client';
import type { OperatorWorld } from './operatorFixtures';

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
  /** The master data's regions with their terminals (metadata). */
  regions?: Schemas['Region'][];
  /** The master data's fuel and additive products and payment terms (metadata). */
  fuels?: Schemas['Product'][];
  additives?: Schemas['Product'][];
  paymentTerms?: Schemas['PaymentTermDays'][];
  /** The platform's sellers (`GET /api/relationships/sellers` lists those without a relationship). */
  sellers?: Schemas['RequestableSeller'][];
  /** The account's relationships (`/api/relationships/*`: the list, requests, actions, settings). */
  relationships?: Schemas['Relationship'][];
  /** The live credit per relationship id (`GET /api/relationships/{id}/credit`). */
  credit?: Record<string, Schemas['CreditView']>;
  /** A seller's own fuel offers (`GET /api/seller/offers`). */
  sellerOffers?: Schemas['FuelOffer'][];
  /** A parent shareholder's child accounts (`/api/sub-accounts`). */
  subAccounts?: Schemas['SubAccount'][];
  /** The user is the platform operator (`platformOperator` of `GET /api/user`) [P5]. */
  platformOperator?: boolean;
  /** The platform's companies and audit log behind `/api/operator/*` (the operator's only; default `operatorWorld()`). */
  operator?: OperatorWorld;
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
    platformOperator: account.platformOperator ?? false,
  };
}

export function fakeMetadata(account: FakeAccount): Schemas['Metadata'] {
  return {
    platformStatus: 'OPEN',
    fuels: account.fuels ?? [],
    additives: account.additives ?? [],
    regions: account.regions ?? [],
    deliveryOptions: [],
    deliveryAddresses: [],
    liftingPeriods: [],
    paymentTerms: account.paymentTerms ?? [],
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
