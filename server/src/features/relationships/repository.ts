/** All SQL of the relationships between buyer and seller accounts. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { RelationshipState, SettingsContext, SettingsInput, SideStatus } from './domain.js';

export interface RelRow {
  id: string;
  state: RelationshipState;
  seller_status: SideStatus;
  buyer_status: SideStatus;
  additives_enabled: boolean;
  credit_limit_mode: SettingsInput['creditLimitMode'];
  credit_limit: string | null;
  credit_limit_utilisation: string;
  terminal_selection_mode: string;
  terminal_ids: string[];
  product_selection_mode: string;
  product_ids: string[];
  additive_product_ids: string[];
  agb_accepted: boolean;
  purchase_rights: boolean;
  /** [B11] The seller's creditor number for the buyer (Austrian platform); null = none. */
  creditor_number: string | null;
  message: string | null;
  requested_at: Date;
  updated_at: Date;
  version: number;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  payment_days: { productId: string; days: number }[] | null;
}

const SELECT_REL = `
  SELECT rel.*, b.id AS buyer_id, b.name AS buyer_name, s.id AS seller_id, s.name AS seller_name,
         (SELECT json_agg(json_build_object('productId', pt.product_id, 'days', pt.days) ORDER BY pt.product_id)
            FROM relationship_payment_terms pt WHERE pt.relationship_id = rel.id) AS payment_days
    FROM relationships rel
    JOIN accounts b ON b.id = rel.buyer_account_id
    JOIN accounts s ON s.id = rel.seller_account_id`;

/** A basket reservation that uses credit: its price and size, for the same amounts as an order. */
export interface HeldItemRow {
  reserved_price: string;
  quantity: string;
  purchase_unit_litres: number;
  product_type: 'fuel' | 'additive';
  vat_percent: string;
}

export interface SellerRow {
  id: string;
  name: string;
  platform_id: string;
  blocked: boolean;
}

export function relationshipsRepo(db: Queryable) {
  return {
    /** The relationships of an account on its side (`buyer` lists its sellers, `seller` its buyers). */
    async listForAccount(accountId: string, mine: 'buyer' | 'seller'): Promise<RelRow[]> {
      const r = await db.query<RelRow>(
        `${SELECT_REL} WHERE rel.${mine}_account_id = $1 ORDER BY rel.requested_at DESC, rel.id`,
        [accountId],
      );
      return r.rows;
    },

    /** One relationship with both sides' names; locked for the rest of the transaction when asked. */
    async byId(id: string, forUpdate = false): Promise<RelRow | undefined> {
      const r = await db.query<RelRow>(
        `${SELECT_REL} WHERE rel.id = $1${forUpdate ? ' FOR UPDATE OF rel' : ''}`,
        [id],
      );
      return r.rows[0];
    },

    async byPair(
      buyerId: string,
      sellerId: string,
    ): Promise<{ id: string; state: RelationshipState } | undefined> {
      const r = await db.query<{ id: string; state: RelationshipState }>(
        `SELECT id, state FROM relationships WHERE buyer_account_id = $1 AND seller_account_id = $2 FOR UPDATE`,
        [buyerId, sellerId],
      );
      return r.rows[0];
    },

    /** The platform's unblocked sellers the buyer has no relationship with, by name. */
    async requestableSellers(buyerId: string, platform: string) {
      const r = await db.query<{ id: string; name: string; city: string }>(
        `SELECT s.id, s.name, s.city FROM accounts s
          WHERE s.type = 'seller' AND s.platform_id = $2 AND NOT s.blocked
            AND NOT EXISTS (SELECT 1 FROM relationships r WHERE r.buyer_account_id = $1 AND r.seller_account_id = s.id)
          ORDER BY lower(s.name), s.id`,
        [buyerId, platform],
      );
      return r.rows;
    },

    async seller(id: string): Promise<SellerRow | undefined> {
      const r = await db.query<SellerRow>(
        `SELECT id, name, platform_id, blocked FROM accounts WHERE id = $1 AND type = 'seller'`,
        [id],
      );
      return r.rows[0];
    },

    /**
     * A new request: the buyer's side ENABLED, the seller's NEW (it counts as new until the seller acts).
     * A concurrent request for the same pair loses on the unique (buyer, seller) index: undefined.
     */
    async insertRequest(q: { buyerId: string; sellerId: string; message: string | null; now: Date }) {
      const r = await db.query<{ id: string }>(
        `INSERT INTO relationships (id, buyer_account_id, seller_account_id, state, seller_status, buyer_status,
                                    message, requested_at, updated_at)
         VALUES ($5, $1, $2, 'REQUESTED', 'NEW', 'ENABLED', $3, $4, $4)
         ON CONFLICT (buyer_account_id, seller_account_id) DO NOTHING
         RETURNING id`,
        [q.buyerId, q.sellerId, q.message, q.now, `rel-${randomUUID()}`],
      );
      return r.rows[0]?.id;
    },

    async setState(
      id: string,
      q: {
        state: RelationshipState;
        sellerStatus: SideStatus;
        buyerStatus: SideStatus;
        message: string | null;
        now: Date;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE relationships
            SET state = $2, seller_status = $3, buyer_status = $4, message = $5, updated_at = $6,
                version = version + 1
          WHERE id = $1`,
        [id, q.state, q.sellerStatus, q.buyerStatus, q.message, q.now],
      );
    },

    /** The master data and the seller's data the settings are checked against. */
    async settingsContext(sellerId: string, platform: string): Promise<SettingsContext> {
      const products = await db.query<{ id: string; name: string; type: 'fuel' | 'additive' }>(
        `SELECT id, name, type FROM products`,
      );
      const terminals = await db.query<{ id: string }>(
        `SELECT t.id FROM terminals t JOIN regions r ON r.id = t.region_id WHERE r.platform_id = $1`,
        [platform],
      );
      const terms = await db.query<{ days: number }>(`SELECT days FROM payment_terms`);
      const offered = await db.query<{ product_id: string }>(
        `SELECT DISTINCT o.product_id FROM offers o JOIN products p ON p.id = o.product_id
          WHERE o.seller_account_id = $1 AND o.status <> 'REMOVED' AND p.type = 'fuel' ORDER BY o.product_id`,
        [sellerId],
      );
      const seller = await db.query<{ additives: boolean }>(
        `SELECT 'productAdditives' = ANY(features) AS additives FROM accounts WHERE id = $1`,
        [sellerId],
      );
      const ofType = (type: string) => new Set(products.rows.filter((p) => p.type === type).map((p) => p.id));
      return {
        fuelProductIds: ofType('fuel'),
        additiveProductIds: ofType('additive'),
        terminalIds: new Set(terminals.rows.map((t) => t.id)),
        paymentTermDays: new Set(terms.rows.map((t) => t.days)),
        offeredProductIds: offered.rows.map((o) => o.product_id),
        sellerHasAdditives: seller.rows[0]?.additives ?? false,
        productNames: new Map(products.rows.map((p) => [p.id, p.name])),
      };
    },

    /**
     * Saves the seller's settings when `version` is still the stored one; false otherwise. Additives are
     * switched on for the relationship exactly when additive products are approved.
     */
    async saveSettings(
      id: string,
      version: number,
      s: SettingsInput & { purchaseRights: boolean; creditorNumber: string | null; now: Date },
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE relationships
            SET credit_limit_mode = $3, credit_limit = $4, terminal_selection_mode = $5, terminal_ids = $6,
                product_selection_mode = $7, product_ids = $8, additive_product_ids = $9,
                additives_enabled = cardinality($9::text[]) > 0, purchase_rights = $10, updated_at = $11,
                creditor_number = $12, version = version + 1
          WHERE id = $1 AND version = $2`,
        [
          id,
          version,
          s.creditLimitMode,
          s.creditLimitMode === 'NONE' ? null : s.creditLimit,
          s.terminalSelectionMode,
          s.terminalSelectionMode === 'ALL' ? [] : [...new Set(s.terminalIds)],
          s.productSelectionMode,
          s.productSelectionMode === 'ALL' ? [] : [...new Set(s.productIds)],
          [...new Set(s.additiveProductIds)],
          s.purchaseRights,
          s.now,
          s.creditorNumber,
        ],
      );
      if (r.rowCount === 0) return false;
      await db.query(`DELETE FROM relationship_payment_terms WHERE relationship_id = $1`, [id]);
      if (s.paymentDays.length > 0) {
        await db.query(
          `INSERT INTO relationship_payment_terms (relationship_id, product_id, days)
           SELECT $1, x.product_id, x.days FROM unnest($2::text[], $3::int[]) AS x(product_id, days)`,
          [id, s.paymentDays.map((p) => p.productId), s.paymentDays.map((p) => p.days)],
        );
      }
      return true;
    },

    /** Where the buyer's release notice goes: the company's contact address, else its administrators. */
    async buyerRecipients(buyerId: string): Promise<string[]> {
      const r = await db.query<{ email: string; is_admin: boolean; contact: string | null }>(
        `SELECT u.email, u.is_admin, a.contact_email AS contact
           FROM accounts a LEFT JOIN users u ON u.account_id = a.id AND NOT u.blocked
          WHERE a.id = $1 ORDER BY u.email`,
        [buyerId],
      );
      const contact = r.rows[0]?.contact;
      if (contact) return [contact];
      const users = r.rows.filter((u) => u.email);
      const admins = users.filter((u) => u.is_admin);
      return (admins.length ? admins : users).map((u) => u.email);
    },

    /** Gross of the open orders (neither COMPLETE nor CANCELLED) of these buyers with the seller. */
    async openOrdersGross(sellerId: string, buyerIds: readonly string[]): Promise<string> {
      const r = await db.query<{ gross: string }>(
        `SELECT COALESCE(sum(gross_amount), 0)::numeric(16, 2)::text AS gross FROM orders
          WHERE seller_account_id = $1 AND buyer_account_id = ANY($2::text[])
            AND status NOT IN ('COMPLETE', 'CANCELLED')`,
        [sellerId, [...buyerIds]],
      );
      return r.rows[0]!.gross;
    },

    /** The live reservations of these buyers' baskets on the seller's offers. */
    async heldItems(sellerId: string, buyerIds: readonly string[], now: Date): Promise<HeldItemRow[]> {
      const r = await db.query<HeldItemRow>(
        `SELECT b.reserved_price::text AS reserved_price, b.quantity::text AS quantity,
                CASE WHEN p.type = 'additive' THEN COALESCE(o.purchase_unit_litres, 1) ELSE 1 END
                  AS purchase_unit_litres,
                p.type AS product_type, pl.vat::text AS vat_percent
           FROM basket_items b
           JOIN offers o ON o.id = b.offer_id
           JOIN products p ON p.id = o.product_id
           JOIN accounts s ON s.id = o.seller_account_id
           JOIN platforms pl ON pl.id = s.platform_id
          WHERE o.seller_account_id = $1 AND b.account_id = ANY($2::text[]) AND b.reserved_until > $3`,
        [sellerId, [...buyerIds], now],
      );
      return r.rows;
    },

    /**
     * The shareholder group a buyer's credit is shared with: its parent (with the feature
     * sharedCreditLimits) and all the parent's children; undefined for any other buyer.
     */
    async sharedGroup(
      buyerId: string,
    ): Promise<
      { parent: { id: string; name: string }; accounts: { id: string; name: string }[] } | undefined
    > {
      const r = await db.query<{ id: string; name: string; parent_id: string; is_parent: boolean }>(
        `SELECT g.id, g.name, p.id AS parent_id, g.id = p.id AS is_parent
           FROM accounts me
           JOIN accounts p ON p.id = me.parent_account_id AND 'sharedCreditLimits' = ANY(p.features)
           JOIN accounts g ON g.id = p.id OR g.parent_account_id = p.id
          WHERE me.id = $1
          ORDER BY g.id <> p.id, g.name`,
        [buyerId],
      );
      const parent = r.rows.find((x) => x.is_parent);
      if (!parent) return undefined;
      return {
        parent: { id: parent.id, name: parent.name },
        accounts: r.rows.map((x) => ({ id: x.id, name: x.name })),
      };
    },

    /** The relationship of a buyer with a seller, for the credit figures. */
    async creditOf(buyerId: string, sellerId: string) {
      const r = await db.query<{
        id: string;
        credit_limit_mode: SettingsInput['creditLimitMode'];
        credit_limit: string | null;
        credit_limit_utilisation: string;
      }>(
        `SELECT id, credit_limit_mode, credit_limit::text, credit_limit_utilisation::text FROM relationships
          WHERE buyer_account_id = $1 AND seller_account_id = $2`,
        [buyerId, sellerId],
      );
      return r.rows[0];
    },
  };
}
