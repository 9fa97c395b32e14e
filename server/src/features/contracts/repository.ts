/**
 * Price triggers: all SQL of `price_triggers` (migrations/240_price_triggers.sql). Every change of a
 * trigger's status is a conditional `UPDATE ... WHERE status = 'ACTIVE'`, so of two writers (two ticks,
 * a tick and the seller's rejection, a tick and the buyer's cancel) exactly one wins.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { SessionRow } from '../auth/sessions.js';

export type TriggerStatus = 'ACTIVE' | 'EXECUTED' | 'FAILED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';

export interface TriggerRow {
  id: string;
  offer_id: string;
  buyer_account_id: string;
  buyer_name: string;
  created_by: string;
  seller_account_id: string;
  seller_name: string;
  /** The seller account has the feature triggers. */
  seller_triggers: boolean;
  product_id: string;
  product_name: string;
  terminal_id: string | null;
  terminal_name: string | null;
  currency: 'EUR' | 'CHF';
  delivery_address_id: string | null;
  contract_number: string | null;
  volume: string;
  trigger_price: string;
  payment_term_days: number;
  valid_until: Date;
  status: TriggerStatus;
  triggered_at: Date | null;
  executed_price: string | null;
  order_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  rejection_comment: string | null;
  created_at: Date;
  version: number;
}

const SELECT = `
  SELECT t.id, t.offer_id, t.buyer_account_id, b.name AS buyer_name, t.created_by,
         t.seller_account_id, s.name AS seller_name, 'triggers' = ANY(s.features) AS seller_triggers,
         o.product_id, p.name AS product_name,
         o.terminal_id, tm.name AS terminal_name, pl.currency, t.delivery_address_id, t.contract_number,
         t.volume::text AS volume, t.trigger_price::text AS trigger_price, t.payment_term_days, t.valid_until,
         t.status, t.triggered_at, t.executed_price::text AS executed_price, t.order_id, t.failure_code,
         t.failure_message, t.rejection_comment, t.created_at, t.version
    FROM price_triggers t
    JOIN accounts b ON b.id = t.buyer_account_id
    JOIN accounts s ON s.id = t.seller_account_id
    JOIN platforms pl ON pl.id = s.platform_id
    JOIN offers o ON o.id = t.offer_id
    JOIN products p ON p.id = o.product_id
    LEFT JOIN terminals tm ON tm.id = o.terminal_id`;

export interface NewTrigger {
  buyerAccountId: string;
  createdBy: string;
  sellerAccountId: string;
  offerId: string;
  deliveryAddressId: string | null;
  contractNumber: string | null;
  volume: number;
  triggerPrice: string;
  paymentTermDays: number;
  validUntil: Date;
  now: Date;
}

/** The outcome of a trigger that met its price. */
export type TriggerOutcome =
  | { status: 'EXECUTED'; price: string; orderId: string | null }
  | { status: 'FAILED'; price: string; code: string; message: string };

export function contractsRepo(db: Queryable) {
  return {
    /** The triggers a buyer account set (`side` buyer) or that lie on a seller's offers, newest first. */
    async list(side: 'buyer' | 'seller', accountId: string): Promise<TriggerRow[]> {
      const column = side === 'buyer' ? 't.buyer_account_id' : 't.seller_account_id';
      const r = await db.query<TriggerRow>(
        `${SELECT} WHERE ${column} = $1 ORDER BY t.created_at DESC, t.id`,
        [accountId],
      );
      return r.rows;
    },

    async byId(id: string): Promise<TriggerRow | undefined> {
      const r = await db.query<TriggerRow>(`${SELECT} WHERE t.id = $1`, [id]);
      return r.rows[0];
    },

    async insert(t: NewTrigger): Promise<string> {
      const id = `trg-${randomUUID()}`;
      await db.query(
        `INSERT INTO price_triggers (id, buyer_account_id, created_by, seller_account_id, offer_id,
                                     delivery_address_id, contract_number, volume, trigger_price,
                                     payment_term_days, valid_until, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          id,
          t.buyerAccountId,
          t.createdBy,
          t.sellerAccountId,
          t.offerId,
          t.deliveryAddressId,
          t.contractNumber,
          t.volume,
          t.triggerPrice,
          t.paymentTermDays,
          t.validUntil,
          t.now,
        ],
      );
      return id;
    },

    /** Changes an active trigger of the version read; false when it is no longer active or the version moved. */
    async update(
      id: string,
      version: number,
      t: { volume: number; triggerPrice: string; validUntil: Date; contractNumber: string | null },
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE price_triggers
            SET volume = $3, trigger_price = $4, valid_until = $5, contract_number = $6, version = version + 1
          WHERE id = $1 AND version = $2 AND status = 'ACTIVE'`,
        [id, version, t.volume, t.triggerPrice, t.validUntil, t.contractNumber],
      );
      return r.rowCount === 1;
    },

    /** ACTIVE -> CANCELLED (buyer) or REJECTED (seller) for the version read; false when another writer won. */
    async close(
      id: string,
      version: number,
      status: 'CANCELLED' | 'REJECTED',
      now: Date,
      comment: string | null = null,
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE price_triggers
            SET status = $3, triggered_at = $4, rejection_comment = $5, version = version + 1
          WHERE id = $1 AND version = $2 AND status = 'ACTIVE'`,
        [id, version, status, now, comment],
      );
      return r.rowCount === 1;
    },

    /** Every active trigger past its validity becomes EXPIRED; returns how many. */
    async expire(now: Date): Promise<number> {
      const r = await db.query(
        `UPDATE price_triggers SET status = 'EXPIRED', triggered_at = $1, version = version + 1
          WHERE status = 'ACTIVE' AND valid_until <= $1`,
        [now],
      );
      return r.rowCount;
    },

    /** The active triggers still valid at `now`, oldest first (the first set is the first served). */
    async active(now: Date): Promise<TriggerRow[]> {
      const r = await db.query<TriggerRow>(
        `${SELECT} WHERE t.status = 'ACTIVE' AND t.valid_until > $1 ORDER BY t.created_at, t.id`,
        [now],
      );
      return r.rows;
    },

    /**
     * The claim: records the outcome of a trigger that is still ACTIVE (and locks its row until the
     * transaction ends). False when another tick, the seller or the buyer got there first.
     */
    async settle(id: string, outcome: TriggerOutcome, now: Date): Promise<boolean> {
      const r = await db.query(
        `UPDATE price_triggers
            SET status = $2, triggered_at = $3, executed_price = $4, order_id = $5, failure_code = $6,
                failure_message = $7, version = version + 1
          WHERE id = $1 AND status = 'ACTIVE'`,
        [
          id,
          outcome.status,
          now,
          outcome.price,
          outcome.status === 'EXECUTED' ? outcome.orderId : null,
          outcome.status === 'FAILED' ? outcome.code : null,
          outcome.status === 'FAILED' ? outcome.message : null,
        ],
      );
      return r.rowCount === 1;
    },

    /** The order an executed trigger placed (written in the transaction of the claim and the order). */
    async recordOrder(id: string, orderId: string): Promise<void> {
      await db.query(`UPDATE price_triggers SET order_id = $2 WHERE id = $1`, [id, orderId]);
    },

    /** The user who set a trigger as a session would know them (the order is placed in their name). */
    async actor(userId: string): Promise<SessionRow | undefined> {
      const r = await db.query<SessionRow>(
        `SELECT '' AS id_hash, now() AS created_at, now() AS last_seen_at, now() AS expires_at,
                u.id AS user_id, u.username, u.email, u.first_name, u.last_name, u.roles, u.is_admin,
                u.is_platform_operator, u.blocked AS user_blocked, u.status AS user_status,
                a.id AS account_id, a.type AS account_type, a.platform_id, a.name AS account_name, a.features,
                p.features AS parent_features, a.parent_account_id, a.is_shareholder_parent,
                (a.blocked OR COALESCE(p.blocked, false)) AS account_blocked
           FROM users u
           JOIN accounts a ON a.id = u.account_id
           LEFT JOIN accounts p ON p.id = a.parent_account_id
          WHERE u.id = $1`,
        [userId],
      );
      return r.rows[0];
    },

    /** Whether the seller account has the account feature triggers. */
    async sellerOffersTriggers(sellerAccountId: string): Promise<boolean> {
      const r = await db.query<{ ok: boolean }>(
        `SELECT 'triggers' = ANY(features) AS ok FROM accounts WHERE id = $1 AND type = 'seller'`,
        [sellerAccountId],
      );
      return r.rows[0]?.ok ?? false;
    },
  };
}
