/**
 * The rest of a seller's pricing engine (spec §2 Pricing engine, §3 Expiry rule and Product density, §4
 * expiry rules; rules V7, M5, M6): expiry rules, the seller's product densities and conversion factors,
 * and minimum prices per product and terminal; all their SQL, and the SQL through which the market, the
 * basket and the customer prices use them (`OFFER_CONVERSION_SQL`, `OFFER_MIN_PRICE_SQL`).
 *
 * - Expiry rule: at its date and time (platform clock) the future month of every live offer of the seller
 *   moves one month forward or back, never past M00 or M06 (`rollDueExpiryRules`, run by the pricing
 *   routes' timer); the rule is then EXPIRED and cannot be changed. One rule per date and time (409
 *   DUPLICATE_EXPIRY_RULE); a rule must lie in the future.
 * - Density (kg/l at 15 °C) and conversion factor (t/m³, what live prices and per-tonne rules convert
 *   with): both required (V7), 0.5000..1.5000; the factor differs from the density only on the platform
 *   with the conversion factors tab (PRICING_CONVERSION_FACTORS_TAB, Swiss). Without a seller's row the
 *   product's master-data density is both, at version 1.
 * - Minimum price: floors the own price of each of the seller's offers of the product at the terminal,
 *   like an offer's own minimum price (the higher of both counts). A save that cannot lock the offers it
 *   reprices in time fails as MIN_PRICE_UPDATE_FAILED, "retry later" (M5), with nothing changed.
 * - Every change is recorded by the audit triggers (migrations/140_pricing_settings.sql).
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@fuelmarket/api-client';
import { fitsNumeric, numericBound } from '../../db/numeric.js';
import type { Queryable } from '../../db/types.js';
import type { FieldError } from '../../errors.js';
import { actingUser } from '../audit/repository.js';
import { TZ_SQL } from '../../platformTime.js';

type ExpiryRuleDto = components['schemas']['ExpiryRule'];
type ExpiryRuleInput = components['schemas']['ExpiryRuleInput'];
type ProductDensityDto = components['schemas']['ProductDensity'];
type MinimumPriceDto = components['schemas']['MinimumPrice'];
type MinimumPriceInput = components['schemas']['MinimumPriceInput'];

/**
 * How long a minimum price save waits for the offers it reprices before it gives up (M5); below the
 * statement timeout, which would answer "service unavailable" instead.
 */
export const MIN_PRICE_LOCK_TIMEOUT_MS = 1000;

/** PostgreSQL's lock_not_available (a lock_timeout ran out). */
const LOCK_NOT_AVAILABLE = '55P03';

export const isLockTimeout = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === LOCK_NOT_AVAILABLE;

export type SaveResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; currentVersion: number }
  | { ok: false; reason: 'duplicate'; existingId: string }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'invalid'; errors: FieldError[] };

const lockSeller = (tx: Queryable, sellerAccountId: string) =>
  tx.query(`SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE`, [sellerAccountId]);

/** A decimal of 0.5000..1.5000 with at most four decimals, or the problem why not. */
function densityError(value: string): Omit<FieldError, 'path'> | undefined {
  if (value.trim() === '') return { code: 'required' };
  if (!/^\d+(\.\d+)?$/.test(value)) return { code: 'decimal_required' };
  if (!fitsNumeric(value, 6, 4)) return numericBound(6, 4);
  const n = Number(value);
  return n < 0.5 || n > 1.5 ? { code: 'out_of_range' } : undefined;
}

/** The problems of a density change by itself (V7). */
export function densityErrors(
  input: { density: string; conversionFactor: string },
  platform: { conversionFactors: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  const density = densityError(input.density);
  const factor = densityError(input.conversionFactor);
  if (density) errors.push({ path: '/density', ...density });
  if (factor) errors.push({ path: '/conversionFactor', ...factor });
  else if (
    !density &&
    !platform.conversionFactors &&
    Number(input.density) !== Number(input.conversionFactor)
  ) {
    errors.push({ path: '/conversionFactor', code: 'conversion_factor_not_available' });
  }
  return errors;
}

/** The problems of a minimum price amount by itself. */
export function minPriceErrors(minPrice: string): FieldError[] {
  if (minPrice.trim() === '') return [{ path: '/minPrice', code: 'required' }];
  if (!/^-?\d+(\.\d+)?$/.test(minPrice)) return [{ path: '/minPrice', code: 'decimal_required' }];
  if (minPrice.startsWith('-') || !/[1-9]/.test(minPrice)) {
    return [{ path: '/minPrice', code: 'positive_required' }];
  }
  if (!fitsNumeric(minPrice, 12, 4)) return [{ path: '/minPrice', ...numericBound(12, 4) }];
  return [];
}

interface ExpiryRow {
  id: string;
  date: string;
  time: string;
  direction: ExpiryRuleDto['direction'];
  expired: boolean;
  version: number;
}

const EXPIRY_COLUMNS = `id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, direction,
  (applied_at IS NOT NULL OR due_at <= $2) AS expired, version`;

const toExpiryRule = (row: ExpiryRow): ExpiryRuleDto => ({
  id: row.id,
  date: row.date,
  time: row.time,
  direction: row.direction,
  status: row.expired ? 'EXPIRED' : 'ACTIVE',
  version: row.version,
});

export function expiryRulesRepo(db: Queryable) {
  /** The instant of a date and time on the seller's platform clock. */
  const dueAt = async (tx: Queryable, sellerAccountId: string, input: ExpiryRuleInput) => {
    const r = await tx.query<{ due: Date }>(
      `SELECT ($2::date + $3::time) AT TIME ZONE ${TZ_SQL} AS due FROM accounts a WHERE a.id = $1`,
      [sellerAccountId, input.date, input.time],
    );
    return r.rows[0]!.due;
  };

  /** Checks, then writes with `write`; one rule per date and time, in the future. */
  async function save(
    tx: Queryable,
    sellerAccountId: string,
    input: ExpiryRuleInput,
    self: string,
    now: Date,
    write: (due: Date) => Promise<void>,
  ): Promise<SaveResult<ExpiryRuleDto>> {
    const due = await dueAt(tx, sellerAccountId, input);
    if (due.getTime() <= now.getTime()) {
      return { ok: false, reason: 'invalid', errors: [{ path: '/date', code: 'not_in_future' }] };
    }
    const same = await tx.query<{ id: string }>(
      `SELECT id FROM expiry_rules WHERE seller_account_id = $1 AND date = $2 AND time = $3 AND id <> $4`,
      [sellerAccountId, input.date, input.time, self],
    );
    if (same.rows[0]) return { ok: false, reason: 'duplicate', existingId: same.rows[0].id };
    await write(due);
    const r = await tx.query<ExpiryRow>(`SELECT ${EXPIRY_COLUMNS} FROM expiry_rules WHERE id = $1`, [
      self,
      now.toISOString(),
    ]);
    return { ok: true, value: toExpiryRule(r.rows[0]!) };
  }

  /** The rule for a change or deletion, locked, or why it cannot be changed. */
  async function current(
    tx: Queryable,
    sellerAccountId: string,
    id: string,
    version: number,
    now: Date,
  ): Promise<SaveResult<ExpiryRow>> {
    const r = await tx.query<ExpiryRow>(
      `SELECT ${EXPIRY_COLUMNS} FROM expiry_rules WHERE id = $1 AND seller_account_id = $3 FOR UPDATE`,
      [id, now.toISOString(), sellerAccountId],
    );
    const found = r.rows[0];
    if (!found) return { ok: false, reason: 'not_found' };
    if (found.version !== version) return { ok: false, reason: 'conflict', currentVersion: found.version };
    return { ok: true, value: found };
  }

  return {
    /** Active rules soonest first, then expired rules latest first. */
    async list(sellerAccountId: string, now: Date): Promise<ExpiryRuleDto[]> {
      const r = await db.query<ExpiryRow>(
        `SELECT ${EXPIRY_COLUMNS} FROM expiry_rules WHERE seller_account_id = $1
          ORDER BY (applied_at IS NOT NULL OR due_at <= $2),
                   CASE WHEN applied_at IS NULL AND due_at > $2 THEN due_at END,
                   due_at DESC, id`,
        [sellerAccountId, now.toISOString()],
      );
      return r.rows.map(toExpiryRule);
    },

    async create(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      input: ExpiryRuleInput,
      now: Date,
    ): Promise<SaveResult<ExpiryRuleDto>> {
      await actingUser(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const id = `exp-${randomUUID()}`;
      return save(tx, sellerAccountId, input, id, now, async (due) => {
        await tx.query(
          `INSERT INTO expiry_rules (id, seller_account_id, date, time, due_at, direction, created_at,
             updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
          [
            id,
            sellerAccountId,
            input.date,
            input.time,
            due.toISOString(),
            input.direction,
            now.toISOString(),
            userId,
          ],
        );
      });
    },

    async update(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
      input: ExpiryRuleInput,
      now: Date,
    ): Promise<SaveResult<ExpiryRuleDto>> {
      await actingUser(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const found = await current(tx, sellerAccountId, id, version, now);
      if (!found.ok) return found;
      if (found.value.expired) return { ok: false, reason: 'expired' };
      return save(tx, sellerAccountId, input, id, now, async (due) => {
        await tx.query(
          `UPDATE expiry_rules SET date = $3, time = $4, due_at = $5, direction = $6, version = version + 1,
             updated_at = $7, updated_by = $8
           WHERE id = $1 AND seller_account_id = $2`,
          [
            id,
            sellerAccountId,
            input.date,
            input.time,
            due.toISOString(),
            input.direction,
            now.toISOString(),
            userId,
          ],
        );
      });
    },

    /** Deletes a rule, active or expired (an expired one has done its work). */
    async remove(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
      now: Date,
    ): Promise<SaveResult<null>> {
      await actingUser(tx, userId);
      const found = await current(tx, sellerAccountId, id, version, now);
      if (!found.ok) return found;
      await tx.query(`DELETE FROM expiry_rules WHERE id = $1`, [id]);
      return { ok: true, value: null };
    },
  };
}

/**
 * Applies every expiry rule that has come due by `now` and was not applied yet, oldest first, each in its
 * own transaction: the seller's live offers (not deleted) roll their future month, the rule is marked
 * applied. Rules another instance is applying are skipped. Returns the sellers of the rules applied, once
 * per rule.
 */
export async function rollDueExpiryRules(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  now: Date,
): Promise<string[]> {
  const applied: string[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: string; seller_account_id: string; step: number }>(
        `SELECT id, seller_account_id, CASE direction WHEN 'MONTH_FORWARD' THEN 1 ELSE -1 END AS step
           FROM expiry_rules WHERE applied_at IS NULL AND due_at <= $1
          ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now.toISOString()],
      );
      const rule = due.rows[0];
      if (!rule) return undefined;
      // The platform changes these offers: no user is recorded.
      await tx.query(`SELECT set_config('fm.user_id', '', true)`);
      await tx.query(
        `UPDATE offers SET future_month = 'M0' || LEAST(6, GREATEST(0, substr(future_month, 2)::int + $2)),
                version = version + 1, updated_at = $3, updated_by = NULL
          WHERE seller_account_id = $1 AND price_type = 'API' AND status <> 'REMOVED' AND future_month IS NOT NULL
            AND future_month <> 'M0' || LEAST(6, GREATEST(0, substr(future_month, 2)::int + $2))`,
        [rule.seller_account_id, rule.step, now.toISOString()],
      );
      await tx.query(`UPDATE expiry_rules SET applied_at = $2 WHERE id = $1`, [rule.id, now.toISOString()]);
      return rule.seller_account_id;
    });
    if (!done) return applied;
    applied.push(done);
  }
}

interface DensityRow {
  product_id: string;
  product_name: string;
  density: string;
  conversion_factor: string;
  version: number;
}

const toDensity = (row: DensityRow): ProductDensityDto => ({
  product: { id: row.product_id, name: row.product_name },
  density: row.density,
  conversionFactor: row.conversion_factor,
  version: row.version,
});

export function densitiesRepo(db: Queryable) {
  const select = (where: string) =>
    `SELECT p.id AS product_id, p.name AS product_name,
            COALESCE(spd.density, p.density)::text AS density,
            COALESCE(spd.conversion_factor, p.density)::text AS conversion_factor,
            COALESCE(spd.version, 1) AS version
       FROM products p
       LEFT JOIN seller_product_densities spd ON spd.product_id = p.id AND spd.seller_account_id = $1
      WHERE p.type = 'fuel' ${where}`;
  return {
    /** One entry per fuel product, in the products' order. */
    async list(sellerAccountId: string): Promise<ProductDensityDto[]> {
      const r = await db.query<DensityRow>(`${select('')} ORDER BY p.sort_order, p.name`, [sellerAccountId]);
      return r.rows.map(toDensity);
    },

    async update(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      productId: string,
      input: { version: number; density: string; conversionFactor: string },
      platform: { conversionFactors: boolean },
      now: Date,
    ): Promise<SaveResult<ProductDensityDto>> {
      await actingUser(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const found = await tx.query<DensityRow>(`${select('AND p.id = $2')}`, [sellerAccountId, productId]);
      const row = found.rows[0];
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.version !== input.version)
        return { ok: false, reason: 'conflict', currentVersion: row.version };
      const errors = densityErrors(input, platform);
      if (errors.length) return { ok: false, reason: 'invalid', errors };
      const r = await tx.query<{ density: string; conversion_factor: string; version: number }>(
        `INSERT INTO seller_product_densities (seller_account_id, product_id, density, conversion_factor, version,
           updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (seller_account_id, product_id) DO UPDATE SET density = $3, conversion_factor = $4,
           version = $5, updated_at = $6, updated_by = $7
         RETURNING density::text AS density, conversion_factor::text AS conversion_factor, version`,
        [
          sellerAccountId,
          productId,
          input.density,
          input.conversionFactor,
          row.version + 1,
          now.toISOString(),
          userId,
        ],
      );
      return { ok: true, value: toDensity({ ...row, ...r.rows[0]! }) };
    },
  };
}

interface MinPriceRow {
  id: string;
  product_id: string;
  product_name: string;
  terminal_id: string;
  terminal_name: string;
  min_price: string;
  version: number;
}

const MIN_PRICE_SELECT = `SELECT m.id, m.product_id, p.name AS product_name, m.terminal_id, t.name AS terminal_name,
       m.min_price::text AS min_price, m.version
  FROM seller_min_prices m JOIN products p ON p.id = m.product_id JOIN terminals t ON t.id = m.terminal_id`;

export function minPricesRepo(db: Queryable) {
  const toMinPrice =
    (currency: 'EUR' | 'CHF') =>
    (row: MinPriceRow): MinimumPriceDto => ({
      id: row.id,
      product: { id: row.product_id, name: row.product_name },
      terminal: { id: row.terminal_id, name: row.terminal_name },
      minPrice: row.min_price,
      priceUnit: 'EUR/100L15',
      currency,
      version: row.version,
    });

  /** Names the user and lets every lock of the transaction wait at most MIN_PRICE_LOCK_TIMEOUT_MS. */
  const begin = async (tx: Queryable, userId: string) => {
    await actingUser(tx, userId);
    await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${MIN_PRICE_LOCK_TIMEOUT_MS}ms`]);
  };

  /** Waits for running changes of the seller's offers of the product at the terminal (their prices move). */
  const lockOffers = async (
    tx: Queryable,
    sellerAccountId: string,
    productId: string,
    terminalId: string,
  ) => {
    await tx.query(
      `SELECT 1 FROM offers WHERE seller_account_id = $1 AND product_id = $2 AND terminal_id = $3 FOR UPDATE`,
      [sellerAccountId, productId, terminalId],
    );
  };

  const one = async (tx: Queryable, currency: 'EUR' | 'CHF', id: string) => {
    const r = await tx.query<MinPriceRow>(`${MIN_PRICE_SELECT} WHERE m.id = $1`, [id]);
    return toMinPrice(currency)(r.rows[0]!);
  };

  /** The row for a change or deletion, locked with the offers it prices, or why it cannot be changed. */
  const current = async (tx: Queryable, sellerAccountId: string, id: string, version: number) => {
    const r = await tx.query<{ product_id: string; terminal_id: string; version: number }>(
      `SELECT product_id, terminal_id, version FROM seller_min_prices WHERE id = $1 AND seller_account_id = $2`,
      [id, sellerAccountId],
    );
    const found = r.rows[0];
    if (!found) return { ok: false, reason: 'not_found' } as const;
    await lockOffers(tx, sellerAccountId, found.product_id, found.terminal_id);
    const locked = await tx.query<{ version: number }>(
      `SELECT version FROM seller_min_prices WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const lockedVersion = locked.rows[0]?.version;
    if (lockedVersion === undefined) return { ok: false, reason: 'not_found' } as const;
    if (lockedVersion !== version)
      return { ok: false, reason: 'conflict', currentVersion: lockedVersion } as const;
    return { ok: true } as const;
  };

  return {
    async list(sellerAccountId: string, currency: 'EUR' | 'CHF'): Promise<MinimumPriceDto[]> {
      const r = await db.query<MinPriceRow>(
        `${MIN_PRICE_SELECT} WHERE m.seller_account_id = $1 ORDER BY p.sort_order, p.name, t.name, m.id`,
        [sellerAccountId],
      );
      return r.rows.map(toMinPrice(currency));
    },

    async create(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      input: MinimumPriceInput,
      currency: 'EUR' | 'CHF',
      now: Date,
    ): Promise<SaveResult<MinimumPriceDto>> {
      const errors = minPriceErrors(input.minPrice);
      const refs = await tx.query<{ product: boolean; terminal: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM products WHERE id = $2 AND type = 'fuel') AS product,
                EXISTS (SELECT 1 FROM terminals t JOIN regions g ON g.id = t.region_id
                          JOIN accounts a ON a.platform_id = g.platform_id
                         WHERE a.id = $1 AND t.id = $3) AS terminal`,
        [sellerAccountId, input.productId, input.terminalId],
      );
      if (!refs.rows[0]!.product) errors.push({ path: '/productId', code: 'unknown_product' });
      if (!refs.rows[0]!.terminal) errors.push({ path: '/terminalId', code: 'unknown_terminal' });
      if (errors.length) return { ok: false, reason: 'invalid', errors };
      await begin(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const same = await tx.query<{ id: string }>(
        `SELECT id FROM seller_min_prices WHERE seller_account_id = $1 AND product_id = $2 AND terminal_id = $3`,
        [sellerAccountId, input.productId, input.terminalId],
      );
      if (same.rows[0]) return { ok: false, reason: 'duplicate', existingId: same.rows[0].id };
      await lockOffers(tx, sellerAccountId, input.productId, input.terminalId);
      const id = `mp-${randomUUID()}`;
      await tx.query(
        `INSERT INTO seller_min_prices (id, seller_account_id, product_id, terminal_id, min_price, created_at,
           updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
        [id, sellerAccountId, input.productId, input.terminalId, input.minPrice, now.toISOString(), userId],
      );
      return { ok: true, value: await one(tx, currency, id) };
    },

    async update(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      input: { version: number; minPrice: string },
      currency: 'EUR' | 'CHF',
      now: Date,
    ): Promise<SaveResult<MinimumPriceDto>> {
      await begin(tx, userId);
      const found = await current(tx, sellerAccountId, id, input.version);
      if (!found.ok) return found;
      const errors = minPriceErrors(input.minPrice);
      if (errors.length) return { ok: false, reason: 'invalid', errors };
      await tx.query(
        `UPDATE seller_min_prices SET min_price = $2, version = version + 1, updated_at = $3, updated_by = $4
          WHERE id = $1`,
        [id, input.minPrice, now.toISOString(), userId],
      );
      return { ok: true, value: await one(tx, currency, id) };
    },

    async remove(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
    ): Promise<SaveResult<null>> {
      await begin(tx, userId);
      const found = await current(tx, sellerAccountId, id, version);
      if (!found.ok) return found;
      await tx.query(`DELETE FROM seller_min_prices WHERE id = $1`, [id]);
      return { ok: true, value: null };
    },
  };
}
