/**
 * Sub-accounts: all SQL of a shareholder parent's child accounts (Aviaten) and their settings
 * (migrations/170_sub_accounts.sql). A child without a settings row reads as the defaults, version 1.
 * The basket and the order transaction read a child's terms here too (`terms`; locked in the order).
 */
import type { Queryable } from '../../db/types.js';
import type { SubAccountTerms } from './rules.js';

export interface SubAccountRow {
  id: string;
  name: string;
  payment_term_days: number;
  /** bigint: a string on PostgreSQL, a number on PGlite. */
  daily_purchase_limit: string | number | null;
  collection_shortening_days: number | null;
  price_adjustment: string;
  terminal_ids: string[];
  version: number;
}

/** The child accounts `a` of parent $1 on platform $2, with their settings `s` (defaults without a row). */
const CHILD_SELECT = `
  SELECT a.id, a.name, COALESCE(s.payment_term_days, 30) AS payment_term_days,
         s.daily_purchase_limit, s.collection_shortening_days,
         COALESCE(s.price_adjustment, 0)::numeric(12, 4)::text AS price_adjustment,
         COALESCE(s.terminal_ids, '{}') AS terminal_ids, COALESCE(s.version, 1) AS version
    FROM accounts a
    LEFT JOIN sub_account_settings s ON s.account_id = a.id
   WHERE a.parent_account_id = $1 AND a.platform_id = $2 AND a.type = 'buyer'`;

const litresOf = (v: string | number | null): number | null => (v === null ? null : Number(v));

export function termsOfRow(row: SubAccountRow): SubAccountTerms {
  return {
    paymentTermDays: row.payment_term_days,
    dailyPurchaseLimit: litresOf(row.daily_purchase_limit),
    collectionShorteningDays: row.collection_shortening_days,
    priceAdjustment: row.price_adjustment,
    terminalIds: row.terminal_ids,
  };
}

export function subAccountsRepo(db: Queryable) {
  return {
    /** The parent's child accounts on its platform, by name. */
    async children(parentId: string, platform: string): Promise<SubAccountRow[]> {
      const r = await db.query<SubAccountRow>(`${CHILD_SELECT} ORDER BY a.name, a.id`, [parentId, platform]);
      return r.rows;
    },

    /** One child account of the parent, or null (another group's, the parent itself, unknown). */
    async child(parentId: string, platform: string, childId: string): Promise<SubAccountRow | null> {
      const r = await db.query<SubAccountRow>(`${CHILD_SELECT} AND a.id = $3`, [parentId, platform, childId]);
      return r.rows[0] ?? null;
    },

    /**
     * Litres the accounts ordered (not cancelled) per local day from `firstDay` to `lastDay` (both
     * `YYYY-MM-DD`, days in `timeZone`), by account and day; days without orders are absent.
     */
    async litresPerDay(
      accountIds: readonly string[],
      firstDay: string,
      lastDay: string,
      timeZone: string,
    ): Promise<Map<string, Map<string, number>>> {
      const r = await db.query<{ account_id: string; day: string; litres: string }>(
        `SELECT buyer_account_id AS account_id, (created_at AT TIME ZONE $4)::date::text AS day,
                sum(volume)::text AS litres
           FROM orders
          WHERE buyer_account_id = ANY($1::text[]) AND status <> 'CANCELLED'
            AND created_at >= ($2::date::timestamp AT TIME ZONE $4)
            AND created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
          GROUP BY 1, 2`,
        [[...accountIds], firstDay, lastDay, timeZone],
      );
      const out = new Map<string, Map<string, number>>();
      for (const row of r.rows) {
        let days = out.get(row.account_id);
        if (!days) out.set(row.account_id, (days = new Map()));
        days.set(row.day, Number(row.litres));
      }
      return out;
    },

    /** The ids among `ids` that are no terminal of the platform. */
    async unknownTerminals(platform: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const r = await db.query<{ id: string }>(
        `SELECT t.id FROM terminals t JOIN regions g ON g.id = t.region_id
          WHERE t.id = ANY($1::text[]) AND g.platform_id = $2`,
        [[...ids], platform],
      );
      const known = new Set(r.rows.map((x) => x.id));
      return ids.filter((id) => !known.has(id));
    },

    /** The version of the child's settings, its row locked when there is one (1 without a row). */
    async lockedVersion(accountId: string): Promise<number> {
      const r = await db.query<{ version: number }>(
        `SELECT version FROM sub_account_settings WHERE account_id = $1 FOR UPDATE`,
        [accountId],
      );
      return r.rows[0]?.version ?? 1;
    },

    /**
     * Writes the child's settings if they are still at `version` (the first write creates the row);
     * answers the new version, or null when another write came first.
     */
    async save(
      accountId: string,
      version: number,
      s: SubAccountTerms,
      by: { userId: string; now: Date },
    ): Promise<number | null> {
      const r = await db.query<{ version: number }>(
        `INSERT INTO sub_account_settings AS x (account_id, payment_term_days, daily_purchase_limit,
           collection_shortening_days, price_adjustment, terminal_ids, version, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5::numeric, $6::text[], $7::int + 1, $8, $9)
         ON CONFLICT (account_id) DO UPDATE
           SET payment_term_days = EXCLUDED.payment_term_days,
               daily_purchase_limit = EXCLUDED.daily_purchase_limit,
               collection_shortening_days = EXCLUDED.collection_shortening_days,
               price_adjustment = EXCLUDED.price_adjustment, terminal_ids = EXCLUDED.terminal_ids,
               version = x.version + 1, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
           WHERE x.version = $7::int
         RETURNING version`,
        [
          accountId,
          s.paymentTermDays,
          s.dailyPurchaseLimit,
          s.collectionShorteningDays,
          s.priceAdjustment,
          s.terminalIds,
          version,
          by.now,
          by.userId,
        ],
      );
      return r.rows[0]?.version ?? null;
    },

    /**
     * A child account's terms for its basket and orders, or null when nobody has set any (the defaults
     * apply). `forUpdate` locks the row: the order transaction checks the daily limit under this lock, so
     * two orders of the child cannot both pass a limit only one of them fits.
     */
    async terms(accountId: string, forUpdate = false): Promise<SubAccountTerms | null> {
      const r = await db.query<SubAccountRow>(
        `SELECT account_id AS id, '' AS name, payment_term_days, daily_purchase_limit,
                collection_shortening_days, price_adjustment::text AS price_adjustment, terminal_ids, version
           FROM sub_account_settings WHERE account_id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
        [accountId],
      );
      const row = r.rows[0];
      return row ? termsOfRow(row) : null;
    },
  };
}
