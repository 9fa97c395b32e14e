/**
 * A seller's own fuel offers (spec §3 Offer, seller creation; rules V7, V12): the rules an offer must
 * satisfy and all SQL of listing, creating, editing and deleting them.
 *
 * - Only fuel offers: additive offers have their own operations (additives/).
 * - An offer belongs to its seller account: every user of the account may change it, nobody else sees
 *   it (another seller's offer is "not found", never "forbidden").
 * - Optimistic concurrency: an edit or a deletion names the version it read; a stale version is a
 *   conflict, so a change another user of the account saved meanwhile is never overwritten unasked.
 * - Deleting marks the offer REMOVED (orders keep pointing at it); it leaves the market and the list.
 * - Changing the total volume moves the available volume by the same amount; the total cannot fall below
 *   what has been ordered already.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@fuelmarket/api-client';
import type { Queryable } from '../../db/types.js';
import { fitsNumeric, numericBoundMessage } from '../../db/numeric.js';
import type { FieldError, FieldProblemCode } from '../../errors.js';
import { actingUser } from '../audit/repository.js';

export type FuelOfferInput = components['schemas']['FuelOfferInput'];
type FuelOfferDto = components['schemas']['FuelOffer'];

/** Positive decimal: digits, optionally a fraction, greater than zero. */
const isPositive = (value: string): boolean => /^\d+(\.\d+)?$/.test(value) && /[1-9]/.test(value);

/** Prices and surcharges are stored with 4 decimals (numeric(12, 4)), FX rates with 6 (numeric(12, 6)). */
const DECIMAL_COLUMNS = {
  fixedPrice: [12, 4],
  surcharge: [12, 4],
  minPrice: [12, 4],
  maxPriceFall: [12, 4],
  fxRate: [12, 6],
} as const;

/**
 * The problems of an offer by itself (rule V7), each with the field's JSON pointer and a machine-readable
 * message; what needs the database (product, terminal, ordered volume) is checked by the repository.
 */
export function fuelOfferErrors(input: FuelOfferInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, code: FieldProblemCode, message?: string) =>
    errors.push({ path, code, ...(message ? { message } : {}) });
  if (input.totalVolume < 1) add('/totalVolume', 'positive_required');
  if (input.minimumOrderQuantity < 1) add('/minimumOrderQuantity', 'positive_required');
  if (input.maximumOrderQuantity < input.minimumOrderQuantity) add('/maximumOrderQuantity', 'below_minimum');
  else if (input.maximumOrderQuantity > input.totalVolume) add('/maximumOrderQuantity', 'above_total_volume');

  if (input.pricingType === 'TRACKING') add('/pricingType', 'price_type_disabled');
  if (input.pricingType === 'FIXED') {
    if (input.fixedPrice === undefined) add('/fixedPrice', 'required');
    else if (!isPositive(input.fixedPrice)) add('/fixedPrice', 'positive_required');
  }
  if (input.pricingType === 'API') {
    if (input.futureMonth === undefined) add('/futureMonth', 'required');
    if (input.fxRate === undefined) add('/fxRate', 'required');
    else if (!isPositive(input.fxRate)) add('/fxRate', 'positive_required');
    if (input.surcharge === undefined) add('/surcharge', 'required');
    if (input.surchargeUnit === undefined) add('/surchargeUnit', 'required');
  }
  for (const field of ['minPrice', 'maxPriceFall'] as const) {
    const value = input[field];
    if (value !== undefined && value.startsWith('-')) add(`/${field}`, 'not_negative');
  }
  for (const [field, [precision, scale]] of Object.entries(DECIMAL_COLUMNS)) {
    const value = input[field as keyof typeof DECIMAL_COLUMNS];
    if (value !== undefined && !fitsNumeric(value, precision, scale)) {
      add(`/${field}`, 'too_many_digits', numericBoundMessage(precision, scale));
    }
  }

  if (input.availabilityEndDate < input.availabilityStartDate) add('/availabilityEndDate', 'before_start');
  if (input.dailyEndTime <= input.dailyStartTime) add('/dailyEndTime', 'before_start');

  const period = input.collectionPeriod;
  if (period.type === 'CUSTOM') {
    if (!period.startDate) add('/collectionPeriod/startDate', 'required');
    if (!period.endDate) add('/collectionPeriod/endDate', 'required');
    if (period.startDate && period.endDate && period.endDate < period.startDate) {
      add('/collectionPeriod/endDate', 'before_start');
    }
  } else if (period.startDate || period.endDate) {
    add('/collectionPeriod/type', 'custom_required');
  }
  return errors;
}

/** How many years before and after today an offer's dates may lie (the trading horizon). */
export const TRADING_HORIZON_YEARS = 2;

/** An offer's dates by the JSON pointer of their field (null: not set). */
export type OfferDates = Readonly<Record<string, string | null | undefined>>;

/** The dates of an offer (input or stored) by field, for the horizon check. */
export function offerDates(input: {
  availabilityStartDate: string;
  availabilityEndDate: string;
  collectionPeriod: { startDate?: string | null; endDate?: string | null };
}): OfferDates {
  return {
    '/availabilityStartDate': input.availabilityStartDate,
    '/availabilityEndDate': input.availabilityEndDate,
    '/collectionPeriod/startDate': input.collectionPeriod.startDate,
    '/collectionPeriod/endDate': input.collectionPeriod.endDate,
  };
}

/** The day `years` years from `now` (UTC) as YYYY-MM-DD. */
function dayYearsFrom(now: Date, years: number): string {
  const day = new Date(now.getTime());
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

/**
 * An offer's dates lie within the trading horizon: at most TRADING_HORIZON_YEARS before or after
 * today. A date far outside (the year 0026 or 1926 of a two-digit year taken literally) would list an
 * offer that never reaches the market, so it is `outside_trading_horizon`. An edit may keep a date the
 * offer has (`kept`), however old it has become.
 */
export function dateHorizonErrors(input: FuelOfferInput, now: Date, kept: OfferDates = {}): FieldError[] {
  const earliest = dayYearsFrom(now, -TRADING_HORIZON_YEARS);
  const latest = dayYearsFrom(now, TRADING_HORIZON_YEARS);
  const errors: FieldError[] = [];
  for (const [path, date] of Object.entries(offerDates(input))) {
    if (!date || date === kept[path]) continue;
    // ISO days (four-digit years) compare as text.
    if (date < earliest || date > latest) errors.push({ path, code: 'outside_trading_horizon' });
  }
  return errors;
}

/** The ICE month of a live offer where sellers do not choose one (the offer form shows it, fixed). */
export const DEFAULT_FUTURE_MONTH = 'M00';

/**
 * [B15] Where the brand has no ICE future dropdown (`monthChoice` false: every brand but the Swiss one)
 * sellers do not choose the month: a live offer has the default month or, when an offer is changed, the
 * month it has now (an expiry rule may have rolled it). Any other month is `month_not_offered`.
 */
export function futureMonthErrors(
  input: FuelOfferInput,
  monthChoice: boolean,
  currentMonth: string | null = null,
): FieldError[] {
  if (monthChoice || input.pricingType !== 'API' || input.futureMonth === undefined) return [];
  if (input.futureMonth === DEFAULT_FUTURE_MONTH || input.futureMonth === currentMonth) return [];
  return [{ path: '/futureMonth', code: 'month_not_offered' }];
}

/** What the platform lets sellers set: the ICE month only where the brand has the dropdown [B15]. */
export interface OfferRules {
  monthChoice: boolean;
}

interface FuelOfferRow {
  id: string;
  version: number;
  seller_id: string;
  seller_name: string;
  product_id: string;
  product_name: string;
  terminal_id: string;
  terminal_name: string;
  price_type: 'FIXED' | 'TRACKING' | 'API';
  price: string | null;
  future_month: FuelOfferInput['futureMonth'] | null;
  fx_rate: string | null;
  surcharge: string | null;
  surcharge_unit: FuelOfferInput['surchargeUnit'] | null;
  min_price: string | null;
  max_price_fall: string | null;
  total_volume: number;
  available_volume: number;
  min_order_volume: number;
  max_order_volume: number;
  available_from: string;
  available_to: string;
  daily_start: string;
  daily_end: string;
  collection_start: string | null;
  collection_end: string | null;
  created_at: Date;
}

/** An offer's columns: numeric ones as text at their column's scale (exact), dates as days, times as HH:mm. */
const COLUMNS = `o.id, o.version, o.seller_account_id AS seller_id, s.name AS seller_name,
  o.product_id, p.name AS product_name, o.terminal_id, t.name AS terminal_name,
  o.price_type, o.price::text AS price, o.future_month, o.fx_rate::text AS fx_rate,
  o.surcharge::text AS surcharge, o.surcharge_unit, o.min_price::text AS min_price,
  o.max_price_fall::text AS max_price_fall, o.total_volume, o.available_volume, o.min_order_volume,
  o.max_order_volume, o.available_from::text AS available_from, o.available_to::text AS available_to,
  to_char(o.daily_start, 'HH24:MI') AS daily_start, to_char(o.daily_end, 'HH24:MI') AS daily_end,
  o.collection_start::text AS collection_start, o.collection_end::text AS collection_end, o.created_at`;

const FROM = `FROM offers o
  JOIN accounts s ON s.id = o.seller_account_id
  JOIN products p ON p.id = o.product_id AND p.type = 'fuel'
  JOIN terminals t ON t.id = o.terminal_id`;

/** A seller's offer that is still there (not REMOVED), by id. */
const OWN = `o.seller_account_id = $1 AND o.status <> 'REMOVED'`;

/** `daily_end` is stored as 24:00 for "until midnight" by the demo data; the contract's day ends 23:59. */
const timeOfDay = (t: string): string => (t === '24:00' ? '23:59' : t);

export function toFuelOffer(row: FuelOfferRow): FuelOfferDto {
  const optional = <K extends string, V>(key: K, value: V | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    id: row.id,
    version: row.version,
    seller: { id: row.seller_id, name: row.seller_name },
    product: { id: row.product_id, name: row.product_name },
    terminal: { id: row.terminal_id, name: row.terminal_name },
    productId: row.product_id,
    terminalId: row.terminal_id,
    totalVolume: Number(row.total_volume),
    availableVolume: Number(row.available_volume),
    minimumOrderQuantity: Number(row.min_order_volume),
    maximumOrderQuantity: Number(row.max_order_volume),
    pricingType: row.price_type,
    ...optional('fixedPrice', row.price_type === 'FIXED' ? row.price : null),
    ...optional('futureMonth', row.future_month),
    ...optional('fxRate', row.fx_rate),
    ...optional('surcharge', row.surcharge),
    ...optional('surchargeUnit', row.surcharge_unit),
    ...optional('minPrice', row.min_price),
    ...optional('maxPriceFall', row.max_price_fall),
    availabilityStartDate: row.available_from,
    availabilityEndDate: row.available_to,
    dailyStartTime: timeOfDay(row.daily_start),
    dailyEndTime: timeOfDay(row.daily_end),
    collectionPeriod:
      row.collection_start === null && row.collection_end === null
        ? { type: 'STANDARD', startDate: null, endDate: null }
        : { type: 'CUSTOM', startDate: row.collection_start, endDate: row.collection_end },
    created: row.created_at.toISOString(),
  };
}

/** The offer's columns as the input sets them (live fields only for live offers, and so on), by name. */
export function offerColumns(input: FuelOfferInput) {
  const live = input.pricingType === 'API';
  const custom = input.collectionPeriod.type === 'CUSTOM';
  return {
    product_id: input.productId,
    terminal_id: input.terminalId,
    price_type: input.pricingType,
    price: input.pricingType === 'FIXED' ? (input.fixedPrice ?? null) : null,
    future_month: live ? (input.futureMonth ?? null) : null,
    fx_rate: live ? (input.fxRate ?? null) : null,
    surcharge: live ? (input.surcharge ?? null) : null,
    surcharge_unit: live ? (input.surchargeUnit ?? null) : null,
    min_price: input.minPrice ?? null,
    max_price_fall: input.maxPriceFall ?? null,
    min_order_volume: input.minimumOrderQuantity,
    max_order_volume: input.maximumOrderQuantity,
    available_from: input.availabilityStartDate,
    available_to: input.availabilityEndDate,
    daily_start: input.dailyStartTime,
    daily_end: input.dailyEndTime,
    collection_start: custom ? (input.collectionPeriod.startDate ?? null) : null,
    collection_end: custom ? (input.collectionPeriod.endDate ?? null) : null,
  };
}

/** The columns of offerColumns in their order, as parameters $3.. of the INSERT and UPDATE below. */
const columnValues = (input: FuelOfferInput): unknown[] => Object.values(offerColumns(input));

export type SaveResult =
  | { ok: true; offer: FuelOfferDto }
  | { ok: false; reason: 'not_found' | 'conflict' }
  | { ok: false; reason: 'invalid'; errors: FieldError[] };

export function sellerOffersRepo(db: Queryable) {
  const byId = async (tx: Queryable, sellerAccountId: string, id: string, lock = false) => {
    const r = await tx.query<FuelOfferRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE ${OWN} AND o.id = $2 ${lock ? 'FOR UPDATE OF o' : ''}`,
      [sellerAccountId, id],
    );
    return r.rows[0];
  };

  /** Product and terminal must exist, the product be a fuel, the terminal on the seller's platform. */
  const masterDataErrors = async (tx: Queryable, sellerAccountId: string, input: FuelOfferInput) => {
    const r = await tx.query<{ product: boolean; terminal: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM products WHERE id = $2 AND type = 'fuel') AS product,
              EXISTS (SELECT 1 FROM terminals t JOIN regions g ON g.id = t.region_id
                        JOIN accounts a ON a.platform_id = g.platform_id
                       WHERE t.id = $3 AND a.id = $1) AS terminal`,
      [sellerAccountId, input.productId, input.terminalId],
    );
    const errors: FieldError[] = [];
    if (!r.rows[0]?.product) errors.push({ path: '/productId', code: 'unknown_product' });
    if (!r.rows[0]?.terminal) errors.push({ path: '/terminalId', code: 'unknown_terminal' });
    return errors;
  };

  return {
    /** The seller's fuel offers, newest first. */
    /** The buyers released by the seller (whose markets show the seller's offers). */
    async buyerIds(sellerAccountId: string): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT buyer_account_id AS id FROM relationships WHERE seller_account_id = $1 AND state = 'RELEASED'`,
        [sellerAccountId],
      );
      return r.rows.map((row) => row.id);
    },

    async list(sellerAccountId: string): Promise<FuelOfferDto[]> {
      const r = await db.query<FuelOfferRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE ${OWN} ORDER BY o.created_at DESC, o.id`,
        [sellerAccountId],
      );
      return r.rows.map(toFuelOffer);
    },

    async create(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      input: FuelOfferInput,
      now: Date,
      rules: OfferRules,
    ): Promise<SaveResult> {
      await actingUser(tx, userId);
      const errors = [
        ...fuelOfferErrors(input),
        ...dateHorizonErrors(input, now),
        ...futureMonthErrors(input, rules.monthChoice),
        ...(await masterDataErrors(tx, sellerAccountId, input)),
      ];
      if (errors.length) return { ok: false, reason: 'invalid', errors };
      const id = `off-${randomUUID()}`;
      await tx.query(
        `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, future_month,
           fx_rate, surcharge, surcharge_unit, min_price, max_price_fall, min_order_volume, max_order_volume,
           available_from, available_to, daily_start, daily_end, collection_start, collection_end,
           total_volume, available_volume, status, created_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
           $21, $21, 'ACTIVE', $22, $22, $23)`,
        [id, sellerAccountId, ...columnValues(input), input.totalVolume, now.toISOString(), userId],
      );
      const row = await byId(tx, sellerAccountId, id);
      return { ok: true, offer: toFuelOffer(row!) };
    },

    async update(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
      input: FuelOfferInput,
      now: Date,
      rules: OfferRules,
    ): Promise<SaveResult> {
      await actingUser(tx, userId);
      const current = await byId(tx, sellerAccountId, id, true);
      if (!current) return { ok: false, reason: 'not_found' };
      if (current.version !== version) return { ok: false, reason: 'conflict' };
      const errors = [
        ...fuelOfferErrors(input),
        ...dateHorizonErrors(input, now, offerDates(toFuelOffer(current))),
        ...futureMonthErrors(input, rules.monthChoice, current.future_month),
        ...(await masterDataErrors(tx, sellerAccountId, input)),
      ];
      const ordered = Number(current.total_volume) - Number(current.available_volume);
      if (input.totalVolume < ordered) errors.push({ path: '/totalVolume', code: 'below_ordered_volume' });
      if (errors.length) return { ok: false, reason: 'invalid', errors };
      await tx.query(
        `UPDATE offers SET product_id = $3, terminal_id = $4, price_type = $5, price = $6, future_month = $7,
           fx_rate = $8, surcharge = $9, surcharge_unit = $10, min_price = $11, max_price_fall = $12,
           min_order_volume = $13, max_order_volume = $14, available_from = $15, available_to = $16,
           daily_start = $17, daily_end = $18, collection_start = $19, collection_end = $20,
           available_volume = $21::bigint - (total_volume - available_volume), total_volume = $21,
           version = version + 1, updated_at = $22, updated_by = $23
         WHERE seller_account_id = $1 AND id = $2`,
        [sellerAccountId, id, ...columnValues(input), input.totalVolume, now.toISOString(), userId],
      );
      const row = await byId(tx, sellerAccountId, id);
      return { ok: true, offer: toFuelOffer(row!) };
    },

    /** Marks the offer REMOVED; `conflict` when the version is stale. */
    async remove(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
      now: Date,
    ): Promise<'removed' | 'not_found' | 'conflict'> {
      await actingUser(tx, userId);
      const current = await byId(tx, sellerAccountId, id, true);
      if (!current) return 'not_found';
      if (current.version !== version) return 'conflict';
      await tx.query(
        `UPDATE offers SET status = 'REMOVED', version = version + 1, updated_at = $3, updated_by = $4
          WHERE seller_account_id = $1 AND id = $2`,
        [sellerAccountId, id, now.toISOString(), userId],
      );
      return 'removed';
    },
  };
}
