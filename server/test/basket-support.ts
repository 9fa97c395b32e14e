/**
 * Support of the basket and order tests: a test app with an open market window (a price source the test
 * drives), its clock set to 10:00 in Berlin today, offers made to measure, and request helpers.
 */
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { PriceSource, Quote } from '../src/features/market-window/priceSource.js';
import { createTestApp, CSRF, type TestApp } from './helpers/app.js';
import type { TestDb } from './helpers/db.js';

/** A price source the test drives by hand: nothing is quoted until `emit`. */
export class ManualPriceSource implements PriceSource {
  private onTick: ((q: Quote[]) => void) | undefined;
  start(onTick: (q: Quote[]) => void): void {
    this.onTick = onTick;
  }
  stop(): void {
    this.onTick = undefined;
  }
  emit(quotes: Quote[]): void {
    this.onTick?.(quotes);
  }
}

export const quotesAt = (at: Date): Quote[] => [
  { symbol: 'ICE/GAS/M01', price: '742.2500', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
  { symbol: 'EUR/CHF', price: '0.9415', timestamp: at },
];

export const WINDOW_SECONDS = 900;
export const HOLD_SECONDS = 120;

export interface BasketTestApp extends TestApp {
  source: ManualPriceSource;
  /** Expiry of the open market window. */
  windowExpires: Date;
}

/** 09:00 UTC today (10:00 or 11:00 in Berlin): inside every test offer's daily hours. */
export function morningToday(): number {
  const d = new Date();
  d.setUTCHours(9, 0, 0, 0);
  return d.getTime();
}

/** A test app with an open market window; `market` adds market plugin options (e.g. `maxStreamMs`). */
export async function startBasketApp(
  env: Record<string, string> = {},
  market: Record<string, unknown> = {},
  /** `testDb`: the database to use; `ownDb`: the server opens its own from env.DATABASE_URL. */
  opts: { testDb?: TestDb; ownDb?: boolean } = {},
): Promise<BasketTestApp> {
  const source = new ManualPriceSource();
  const t = await createTestApp({
    ...(opts.testDb ? { testDb: opts.testDb } : {}),
    env: {
      MARKET_WINDOW_SECONDS: String(WINDOW_SECONDS),
      BASKET_HOLD_SECONDS: String(HOLD_SECONDS),
      ...env,
    },
    deps: {
      withMarket: true,
      market: { priceSourceFactory: () => source, ...market },
      ...(opts.ownDb ? { db: undefined } : {}),
    },
  });
  t.clock.t = morningToday();
  source.emit(quotesAt(t.clock.now()));
  let expires = '';
  await vi.waitFor(
    async () => {
      const w = await t.app.market.currentWindow();
      expect(w).not.toBeNull();
      expires = w!.expires;
    },
    { timeout: 10_000 },
  );
  return Object.assign(t, { source, windowExpires: new Date(expires) });
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface OfferSpec {
  seller?: string;
  product?: string;
  terminal?: string | null;
  price?: string;
  available?: number;
  min?: number;
  max?: number;
  status?: string;
  from?: string;
  to?: string;
  dailyStart?: string;
  dailyEnd?: string;
  /** Additive offers: litres of a purchase unit, and the buyers it is released for (empty = all). */
  purchaseUnitLitres?: number;
  buyerIds?: string[];
}

/** Inserts a FIXED-price offer (Südöl, Heizöl at Hamburg, 92.4500 EUR/100L unless said otherwise). */
export async function makeOffer(t: TestApp, spec: OfferSpec = {}): Promise<string> {
  const id = `off-t-${randomUUID().slice(0, 8)}`;
  const now = t.clock.now().getTime();
  const available = spec.available ?? 100_000;
  await t.testDb.db.query(
    `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, total_volume,
                         available_volume, min_order_volume, max_order_volume, available_from, available_to,
                         daily_start, daily_end, status, purchase_unit_litres, purchase_unit_label, buyer_ids)
     VALUES ($1, $2, $3, $4, 'FIXED', $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      spec.seller ?? 'acc-suedoel',
      spec.product ?? 'heizoel-el',
      spec.terminal === undefined ? 'tm-hamburg' : spec.terminal,
      spec.price ?? '92.4500',
      available,
      spec.min ?? 1000,
      spec.max ?? 30_000,
      spec.from ?? isoDay(now - 86_400_000),
      spec.to ?? isoDay(now + 30 * 86_400_000),
      spec.dailyStart ?? '00:00',
      spec.dailyEnd ?? '23:59',
      spec.status ?? 'ACTIVE',
      spec.purchaseUnitLitres ?? null,
      spec.purchaseUnitLitres ? `Fass ${spec.purchaseUnitLitres} l` : null,
      spec.buyerIds ?? [],
    ],
  );
  return id;
}

export async function addItem(
  t: TestApp,
  cookie: string,
  body: { offerId: string; quantity: number; deliveryAddressId?: string | null },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers: { ...CSRF, cookie },
    payload: body,
  });
}

/** Adds an item that must be accepted and returns its id. */
export async function addedItem(
  t: TestApp,
  cookie: string,
  body: { offerId: string; quantity: number; deliveryAddressId?: string | null },
): Promise<string> {
  const res = await addItem(t, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  const items = (res.json() as { items: { id: string; offerId: string }[] }).items;
  return items.filter((i) => i.offerId === body.offerId).at(-1)!.id;
}

export async function placeOrder(
  t: TestApp,
  cookie: string,
  body: {
    basketItemIds: string[];
    liftingNumber?: string;
    liftingOrderNumber?: string | null;
    comment?: string;
  },
) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...CSRF, cookie }, payload: body });
}

export async function query<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await t.testDb.db.query<T>(sql, params)).rows;
}

/**
 * A clean slate for ordering: no basket items, no daily purchase limits per product, and the demo buyers'
 * relationships with Südöl (rel-1 Nordheiz, rel-6 Aviat Nord, rel-9 the Aviaten group) released, approving
 * every terminal and product, with purchase rights and without credit limits.
 */
export async function resetOrdering(t: TestApp): Promise<void> {
  await query(t, `DELETE FROM basket_items`);
  await query(t, `DELETE FROM daily_purchase_limits`);
  await query(
    t,
    `UPDATE relationships SET state = 'RELEASED', seller_status = 'ENABLED', buyer_status = 'ENABLED',
            terminal_selection_mode = 'ALL', product_selection_mode = 'ALL', purchase_rights = true,
            credit_limit_mode = 'NONE', credit_limit_utilisation = 0
      WHERE id IN ('rel-1', 'rel-6', 'rel-9')`,
  );
}

/** Places an order of 5,000 l on a new offer (of `available` litres) as `buyerCookie`; the order and offer. */
export async function newOrder<O extends { id: string }>(
  t: TestApp,
  buyerCookie: string,
  available = 100_000,
): Promise<{ order: O; offerId: string }> {
  const offerId = await makeOffer(t, { available });
  const item = await addedItem(t, buyerCookie, { offerId, quantity: 5000 });
  const res = await placeOrder(t, buyerCookie, { basketItemIds: [item] });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json<{ orders: O[] }>().orders[0]!, offerId };
}
