/**
 * A contested order scenario on a demo database (used by test/order-race.test.ts and bench/market.ts):
 * many buyer companies of the seller Südöl ordering the same few scarce offers, some on a credit limit of
 * their own, some in a shareholder group with a shared credit limit, some with a daily purchase limit.
 * Also the HTTP client steps a buyer takes (login, reserve, order).
 */
import type { Queryable } from '../src/db/types.js';
import { hashPassword } from '../src/features/auth/password.js';

export const SCENARIO_PASSWORD = 'Race!2026a';
export const SCENARIO_SELLER = 'acc-suedoel';
/** Fixed price of every scenario offer, EUR per 100 l; 10,000 l cost 9,000.00 net, 10,710.00 gross. */
export const SCENARIO_PRICE = '90.0000';

export interface ScenarioBuyer {
  accountId: string;
  userId: string;
  username: string;
  /** Own credit limit with the seller (MANUAL), or null (mode NONE). */
  creditLimit: string | null;
  /** Member of the shareholder group whose parent has a shared credit limit. */
  inGroup: boolean;
  /** Daily purchase limit of the scenario product in litres, or null. */
  dailyLimit: number | null;
}

export interface OrderScenario {
  prefix: string;
  offers: { id: string; volume: number }[];
  buyers: ScenarioBuyer[];
  groupParentId: string;
  groupCreditLimit: string;
  productId: string;
}

export interface ScenarioOptions {
  buyers: number;
  offers: number;
  offerVolume: number;
  now: Date;
  /** scrypt N of the buyers' password hash (tests use a cheap one). */
  hashCost: number;
  prefix?: string;
  /** Minimum and maximum order quantity of the offers. @default 1000, 10000 */
  minOrder?: number;
  maxOrder?: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function createOrderScenario(db: Queryable, opts: ScenarioOptions): Promise<OrderScenario> {
  const prefix = opts.prefix ?? `race${Date.now().toString(36)}`;
  const productId = 'heizoel-el';
  const now = opts.now.getTime();
  const hash = await hashPassword(SCENARIO_PASSWORD, opts.hashCost);

  const offers: { id: string; volume: number }[] = [];
  for (let i = 0; i < opts.offers; i++) {
    const id = `${prefix}-off-${i}`;
    offers.push({ id, volume: opts.offerVolume });
    await db.query(
      `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, total_volume,
                           available_volume, min_order_volume, max_order_volume, available_from, available_to,
                           daily_start, daily_end, status)
       VALUES ($1, $2, $3, 'tm-hamburg', 'FIXED', $4, $5, $5, $6, $7, $8, $9, '00:00', '23:59', 'ACTIVE')`,
      [
        id,
        SCENARIO_SELLER,
        productId,
        SCENARIO_PRICE,
        opts.offerVolume,
        opts.minOrder ?? 1000,
        opts.maxOrder ?? 10_000,
        isoDay(now - 86_400_000),
        isoDay(now + 30 * 86_400_000),
      ],
    );
  }

  const groupParentId = `${prefix}-group`;
  const groupCreditLimit = '60000.00';
  await db.query(
    `INSERT INTO accounts (id, platform_id, type, name, features, is_shareholder_parent)
     VALUES ($1, 'default', 'buyer', $2, '{sharedCreditLimits}', true)`,
    [groupParentId, `Gruppe ${prefix}`],
  );
  await db.query(
    `INSERT INTO relationships (id, buyer_account_id, seller_account_id, state, seller_status, buyer_status,
                                credit_limit_mode, credit_limit)
     VALUES ($1, $2, $3, 'RELEASED', 'ENABLED', 'ENABLED', 'MANUAL', $4)`,
    [`${prefix}-rel-group`, groupParentId, SCENARIO_SELLER, groupCreditLimit],
  );

  const buyers: ScenarioBuyer[] = [];
  for (let i = 0; i < opts.buyers; i++) {
    const b: ScenarioBuyer = {
      accountId: `${prefix}-acc-${i}`,
      userId: `${prefix}-u-${i}`,
      username: `einkauf${i}@${prefix}.example`,
      creditLimit: i % 3 === 0 ? '15000.00' : null,
      inGroup: i % 5 === 0,
      dailyLimit: i % 4 === 0 ? 15_000 : null,
    };
    buyers.push(b);
    await db.query(
      `INSERT INTO accounts (id, platform_id, type, name, parent_account_id) VALUES ($1, 'default', 'buyer', $2, $3)`,
      [b.accountId, `Käufer ${i} ${prefix}`, b.inGroup ? groupParentId : null],
    );
    await db.query(
      `INSERT INTO users (id, account_id, username, email, first_name, last_name, roles, password_hash,
                          terms_accepted_at)
       VALUES ($1, $2, $3, $3, 'Rita', 'Rennen', '{MyOffers_Purchase}', $4, $5)`,
      [b.userId, b.accountId, b.username, hash, opts.now],
    );
    await db.query(
      `INSERT INTO relationships (id, buyer_account_id, seller_account_id, state, seller_status, buyer_status,
                                  credit_limit_mode, credit_limit)
       VALUES ($1, $2, $3, 'RELEASED', 'ENABLED', 'ENABLED', $4, $5)`,
      [`${prefix}-rel-${i}`, b.accountId, SCENARIO_SELLER, b.creditLimit ? 'MANUAL' : 'NONE', b.creditLimit],
    );
    if (b.dailyLimit !== null) {
      await db.query(
        `INSERT INTO daily_purchase_limits (account_id, product_id, litres) VALUES ($1, $2, $3)`,
        [b.accountId, productId, b.dailyLimit],
      );
    }
  }
  return { prefix, offers, buyers, groupParentId, groupCreditLimit, productId };
}

/** Codes a refused order may carry (spec §8 M3 and rule V8); anything else is a failure. */
export const ORDER_REJECTION_CODES = new Set([
  'INSUFFICIENT_CREDIT_LIMIT',
  'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
  'DAILY_PURCHASE_LIMIT_REACHED',
  'OFFER_NOT_AVAILABLE',
  'NOT_ENOUGH_VOLUME',
  'RELATIONSHIP_DISABLED',
  'PAYMENT_TERM_CHANGED',
  'ANTITRUST_ANONYMITY',
  'RESERVATION_EXPIRED',
  'QUANTITY_OUT_OF_RANGE',
]);

export const CSRF = { 'x-requested-with': 'fuelmarket', 'content-type': 'application/json' };

/** A buyer's HTTP session against a running server. */
export class BuyerClient {
  private cookie = '';
  constructor(
    private readonly baseUrl: string,
    readonly username: string,
  ) {}

  async login(password = SCENARIO_PASSWORD): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: CSRF,
      body: JSON.stringify({ username: this.username, password }),
    });
    if (res.status !== 200) throw new Error(`login of ${this.username}: ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
    if (!cookie) throw new Error('no session cookie');
    this.cookie = cookie.split(';')[0]!;
  }

  /** The session cookie (`fm_session=…`) after login. */
  get sessionCookie(): string {
    return this.cookie;
  }

  /** Reserves an offer; returns the new item's id. */
  async reserve(offerId: string, quantity: number): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/basket/items`, {
      method: 'POST',
      headers: { ...CSRF, cookie: this.cookie },
      body: JSON.stringify({ offerId, quantity, deliveryAddressId: null }),
    });
    if (res.status !== 201) throw new Error(`reserve: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: { id: string }[] };
    return body.items.at(-1)!.id;
  }

  /** Places the order for items; returns the status and the problem code (if refused). */
  async order(basketItemIds: string[]): Promise<{ status: number; code?: string }> {
    const res = await fetch(`${this.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...CSRF, cookie: this.cookie },
      body: JSON.stringify({ basketItemIds }),
    });
    const body = (await res.json()) as { code?: string };
    return res.status === 201
      ? { status: 201 }
      : { status: res.status, ...(body.code ? { code: body.code } : {}) };
  }
}
