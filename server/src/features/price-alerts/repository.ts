/**
 * All SQL of the price alerts (`migrations/230_price_alerts.sql`): a user's own alerts, the active alerts
 * the evaluation reads on every price tick, and the one guarded statement that triggers an alert.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';

export type PriceAlertOperator = 'ABOVE' | 'BELOW';
export type LiftingPeriodType = 'ALL' | 'TODAY';
export type PriceAlertStatus = 'ACTIVE' | 'TRIGGERED';

export interface PriceAlertInput {
  productId: string;
  terminalId: string;
  operator: PriceAlertOperator;
  /** Decimal string, at most 4 decimals, above zero (checked by the routes). */
  value: string;
  liftingPeriodType: LiftingPeriodType;
  comment?: string | undefined;
}

export interface PriceAlertRow {
  id: string;
  user_id: string;
  account_id: string;
  product_id: string;
  product_name: string;
  terminal_id: string;
  terminal_name: string;
  operator: PriceAlertOperator;
  value: string;
  lifting_period_type: LiftingPeriodType;
  comment: string;
  status: PriceAlertStatus;
  created_at: Date;
  triggered_at: Date | null;
  triggered_price: string | null;
}

/** `PriceAlert` of openapi.yaml. */
export interface PriceAlertDto {
  id: string;
  product: { id: string; name: string };
  terminal: { id: string; name: string };
  operator: PriceAlertOperator;
  value: string;
  liftingPeriodType: LiftingPeriodType;
  comment: string;
  status: PriceAlertStatus;
  created: string;
  triggeredAt: string | null;
  triggeredPrice: string | null;
}

export const toPriceAlertDto = (r: PriceAlertRow): PriceAlertDto => ({
  id: r.id,
  product: { id: r.product_id, name: r.product_name },
  terminal: { id: r.terminal_id, name: r.terminal_name },
  operator: r.operator,
  value: r.value,
  liftingPeriodType: r.lifting_period_type,
  comment: r.comment,
  status: r.status,
  created: r.created_at.toISOString(),
  triggeredAt: r.triggered_at ? r.triggered_at.toISOString() : null,
  triggeredPrice: r.triggered_price,
});

const SELECT = `SELECT a.id, a.user_id, a.account_id, a.product_id, p.name AS product_name, a.terminal_id,
       t.name AS terminal_name, a.operator, a.value::numeric(14, 4)::text AS value, a.lifting_period_type,
       a.comment, a.status, a.created_at, a.triggered_at, a.triggered_price::numeric(14, 4)::text AS triggered_price
  FROM price_alerts a JOIN products p ON p.id = a.product_id JOIN terminals t ON t.id = a.terminal_id`;

/** An active alert as the evaluation reads it, with its owner's e-mail and its platform. */
export interface ActiveAlertRow extends PriceAlertRow {
  email: string;
  first_name: string;
  last_name: string;
  parent_account_id: string | null;
  platform_id: string;
}

export function priceAlertsRepo(db: Queryable) {
  return {
    /** The user's own alerts, newest first. */
    async list(userId: string): Promise<PriceAlertRow[]> {
      const r = await db.query<PriceAlertRow>(
        `${SELECT} WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
        [userId],
      );
      return r.rows;
    },

    async byId(userId: string, id: string): Promise<PriceAlertRow | null> {
      const r = await db.query<PriceAlertRow>(`${SELECT} WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
      return r.rows[0] ?? null;
    },

    /** Whether the product is a fuel (alerts watch fuel prices per 100 L only). */
    async isFuel(productId: string): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM products WHERE id = $1 AND type = 'fuel'`, [productId]);
      return r.rows.length > 0;
    },

    /** Whether the terminal belongs to one of the platform's regions. */
    async isPlatformTerminal(terminalId: string, platformId: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM terminals t JOIN regions g ON g.id = t.region_id WHERE t.id = $1 AND g.platform_id = $2`,
        [terminalId, platformId],
      );
      return r.rows.length > 0;
    },

    async create(
      owner: { userId: string; accountId: string },
      input: PriceAlertInput,
      now: Date,
    ): Promise<PriceAlertRow> {
      const id = `pa-${randomUUID()}`;
      await db.query(
        `INSERT INTO price_alerts (id, user_id, account_id, product_id, terminal_id, operator, value,
                                   lifting_period_type, comment, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'ACTIVE', $10)`,
        [
          id,
          owner.userId,
          owner.accountId,
          input.productId,
          input.terminalId,
          input.operator,
          input.value,
          input.liftingPeriodType,
          input.comment?.trim() ?? '',
          now,
        ],
      );
      return (await this.byId(owner.userId, id))!;
    },

    /** Replaces the alert's settings and makes it ACTIVE again; null when the user has no such alert. */
    async update(userId: string, id: string, input: PriceAlertInput): Promise<PriceAlertRow | null> {
      const r = await db.query(
        `UPDATE price_alerts
            SET product_id = $3, terminal_id = $4, operator = $5, value = $6, lifting_period_type = $7,
                comment = $8, status = 'ACTIVE', triggered_at = NULL, triggered_price = NULL
          WHERE id = $1 AND user_id = $2`,
        [
          id,
          userId,
          input.productId,
          input.terminalId,
          input.operator,
          input.value,
          input.liftingPeriodType,
          input.comment?.trim() ?? '',
        ],
      );
      return r.rowCount > 0 ? this.byId(userId, id) : null;
    },

    /** False when the user has no such alert. */
    async delete(userId: string, id: string): Promise<boolean> {
      const r = await db.query(`DELETE FROM price_alerts WHERE id = $1 AND user_id = $2`, [id, userId]);
      return r.rowCount > 0;
    },

    /**
     * Every active alert of users who may have alerts now (user and company not blocked), with the owner's
     * e-mail, parent account and platform.
     */
    async active(): Promise<ActiveAlertRow[]> {
      const r = await db.query<ActiveAlertRow>(
        `SELECT x.*, u.email, u.first_name, u.last_name, c.parent_account_id, c.platform_id
           FROM (${SELECT} WHERE a.status = 'ACTIVE') x
           JOIN users u ON u.id = x.user_id
           JOIN accounts c ON c.id = x.account_id
          WHERE c.type = 'buyer' AND NOT c.blocked AND NOT u.blocked
          ORDER BY x.account_id, x.created_at, x.id`,
      );
      return r.rows;
    },

    /**
     * Marks the alert TRIGGERED at `price`, exactly once: only while it is still ACTIVE with the settings
     * it was evaluated with (a concurrent evaluation, or a change by its user in between, makes this a
     * no-op). On PostgreSQL a concurrent UPDATE of the same row waits for the first to commit and then
     * re-checks the condition, so of two racing evaluations only one gets the row. Null when not triggered.
     */
    async trigger(alert: PriceAlertRow, price: string, now: Date): Promise<PriceAlertRow | null> {
      const r = await db.query<{ id: string }>(
        `UPDATE price_alerts SET status = 'TRIGGERED', triggered_at = $2, triggered_price = $3
          WHERE id = $1 AND status = 'ACTIVE' AND product_id = $4 AND terminal_id = $5 AND operator = $6
            AND value = $7::numeric AND lifting_period_type = $8
          RETURNING id`,
        [
          alert.id,
          now,
          price,
          alert.product_id,
          alert.terminal_id,
          alert.operator,
          alert.value,
          alert.lifting_period_type,
        ],
      );
      if (r.rows.length === 0) return null;
      return this.byId(alert.user_id, alert.id);
    },
  };
}
