/**
 * Basket: all SQL of the basket items (migrations/080_basket_orders.sql) and the reads the reservation
 * needs (the offer with its product, seller and terminal; the buyer's relationship with the seller; the
 * buyer's delivery addresses and additive locations). The order transaction (features/orders) reuses the
 * offer and relationship reads with row locks.
 */
import type { Queryable } from '../../db/types.js';
import { matchingRulesJsonSql } from '../pricing/rules.js';
import { OFFER_CONVERSION_SQL, OFFER_MIN_PRICE_SQL } from '../pricing/offerSql.js';

/** An offer as the basket and the order transaction read it. */
export interface OfferRow {
  id: string;
  seller_account_id: string;
  seller_name: string;
  seller_platform: string;
  product_id: string;
  product_name: string;
  product_type: 'fuel' | 'additive';
  density: string;
  terminal_id: string | null;
  terminal_name: string | null;
  price_type: 'FIXED' | 'TRACKING' | 'API';
  price: string | null;
  future_month: 'M00' | 'M01' | 'M02' | 'M03' | 'M04' | 'M05' | 'M06' | null;
  surcharge: string | null;
  surcharge_unit: 'USD/METRIC_TONNE' | 'EUR/LITRE' | null;
  min_price: string | null;
  max_price_fall: string | null;
  available_volume: number;
  min_order_volume: number;
  max_order_volume: number;
  available_from: string;
  available_to: string;
  daily_start: string;
  daily_end: string;
  status: string;
  collection_start: string | null;
  collection_end: string | null;
  /** Litres of one purchase unit: 1 for fuels (ordered in litres). */
  purchase_unit_litres: number;
  /** Additive offers: the buyers it is released for; empty = every buyer with additives enabled. */
  buyer_ids: string[];
  /** The buyer's override of the maximum order quantity (offer's row before the seller-wide one). */
  override_max_order_volume: number | null;
  /** The buyer's payment term for this product with this seller (days), or null when none is named. */
  payment_term_days: number | null;
  /** VAT rate (percent) and currency of the seller's platform. */
  vat_percent: string;
  currency: 'EUR' | 'CHF';
  /** The seller's pricing rules that match the offer and the buyer (JSON, `priceRulesOf`). */
  price_rules: unknown;
}

/** Fuels are ordered in litres; additives in purchase units of `offers.purchase_unit_litres`. */
const PURCHASE_UNIT_SQL = `CASE WHEN p.type = 'additive' THEN COALESCE(o.purchase_unit_litres, 1) ELSE 1 END`;

const OFFER_COLUMNS = `
  o.id, o.seller_account_id, s.name AS seller_name, s.platform_id AS seller_platform,
  o.product_id, p.name AS product_name, p.type AS product_type,
  (${OFFER_CONVERSION_SQL})::text AS density,
  o.terminal_id, t.name AS terminal_name,
  o.price_type, o.price, o.future_month, o.surcharge, o.surcharge_unit,
  (${OFFER_MIN_PRICE_SQL})::text AS min_price, o.max_price_fall::text AS max_price_fall,
  o.available_volume, o.min_order_volume, o.max_order_volume,
  o.available_from, o.available_to, o.daily_start::text AS daily_start, o.daily_end::text AS daily_end,
  o.status, o.collection_start, o.collection_end, ${PURCHASE_UNIT_SQL} AS purchase_unit_litres, o.buyer_ids,
  COALESCE(oo.max_order_volume, so.max_order_volume) AS override_max_order_volume,
  pt.days AS payment_term_days, pl.vat::text AS vat_percent, pl.currency,
  ${matchingRulesJsonSql('$2::text')} AS price_rules`;

/** $2 = the buyer, whose overrides (migrations/070_offer_overrides.sql) and payment terms apply. */
const OFFER_FROM = `
  FROM offers o
  JOIN products p ON p.id = o.product_id
  JOIN accounts s ON s.id = o.seller_account_id
  JOIN platforms pl ON pl.id = s.platform_id
  LEFT JOIN terminals t ON t.id = o.terminal_id
  LEFT JOIN relationships rb ON rb.buyer_account_id = $2 AND rb.seller_account_id = o.seller_account_id
  LEFT JOIN relationship_payment_terms pt ON pt.relationship_id = rb.id AND pt.product_id = o.product_id
  LEFT JOIN offer_overrides oo ON oo.buyer_account_id = $2 AND oo.offer_id = o.id
  LEFT JOIN offer_overrides so ON so.buyer_account_id = $2 AND so.seller_account_id = o.seller_account_id`;

export interface RelationshipRow {
  id: string;
  buyer_account_id: string;
  seller_account_id: string;
  state: string;
  seller_status: string;
  buyer_status: string;
  additives_enabled: boolean;
  credit_limit_mode: 'NONE' | 'STANDARD_API' | 'MANUAL' | 'CSV_LINKED';
  credit_limit: string | null;
  credit_limit_utilisation: string;
  terminal_selection_mode: 'MANUAL' | 'ALL';
  terminal_ids: string[];
  product_selection_mode: 'MANUAL' | 'ALL';
  product_ids: string[];
  additive_product_ids: string[];
  purchase_rights: boolean;
  /** [B11] The seller's creditor number for the buyer (Austrian platform); an order keeps it. */
  creditor_number: string | null;
}

const RELATIONSHIP_COLUMNS = `
  r.id, r.buyer_account_id, r.seller_account_id, r.state, r.seller_status, r.buyer_status,
  r.additives_enabled, r.credit_limit_mode, r.credit_limit, r.credit_limit_utilisation,
  r.terminal_selection_mode, r.terminal_ids, r.product_selection_mode, r.product_ids,
  r.additive_product_ids, r.purchase_rights, r.creditor_number`;

export interface BasketItemRow {
  id: string;
  user_id: string;
  account_id: string;
  offer_id: string;
  quantity: number;
  delivery_address_id: string | null;
  additive_location_id: string | null;
  reserved_price: string;
  original_price: string;
  payment_term_days: number;
  reserved_until: Date;
  price_update_at: Date;
  created_at: Date;
}

/** A basket item with what its response shows. */
export interface BasketItemView extends BasketItemRow {
  seller_account_id: string;
  seller_name: string;
  product_id: string;
  product_name: string;
  product_type: 'fuel' | 'additive';
  terminal_id: string | null;
  terminal_name: string | null;
  purchase_unit_litres: number;
  address_street: string | null;
  address_zip: string | null;
}

export interface NewBasketItem {
  id: string;
  userId: string;
  accountId: string;
  offerId: string;
  quantity: number;
  deliveryAddressId: string | null;
  additiveLocationId: string | null;
  price: string;
  originalPrice: string;
  paymentTermDays: number;
  reservedUntil: Date;
  priceUpdateAt: Date;
  now: Date;
}

export function basketRepo(db: Queryable) {
  return {
    /**
     * Offers by id as `buyerAccountId` may order them (with the buyer's override), sorted by id;
     * `forUpdate` locks the offer rows (the order transaction's first locks).
     */
    async offers(ids: readonly string[], buyerAccountId: string, forUpdate = false): Promise<OfferRow[]> {
      const r = await db.query<OfferRow>(
        `SELECT ${OFFER_COLUMNS} ${OFFER_FROM} WHERE o.id = ANY($1::text[]) ORDER BY o.id
         ${forUpdate ? 'FOR UPDATE OF o' : ''}`,
        [[...ids], buyerAccountId],
      );
      return r.rows;
    },

    /** Relationships of buyer-seller pairs, sorted by id; `forUpdate` locks them. */
    async relationships(
      pairs: readonly { buyer: string; seller: string }[],
      forUpdate = false,
    ): Promise<RelationshipRow[]> {
      if (pairs.length === 0) return [];
      const r = await db.query<RelationshipRow>(
        `SELECT ${RELATIONSHIP_COLUMNS}
           FROM relationships r
           JOIN unnest($1::text[], $2::text[]) AS x(buyer, seller)
             ON r.buyer_account_id = x.buyer AND r.seller_account_id = x.seller
          ORDER BY r.id ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
        [pairs.map((p) => p.buyer), pairs.map((p) => p.seller)],
      );
      return r.rows;
    },

    async ownsDeliveryAddress(accountId: string, id: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM delivery_addresses WHERE id = $1 AND account_id = $2 AND archived_at IS NULL`,
        [id, accountId],
      );
      return r.rows.length > 0;
    },

    async ownsAdditiveLocation(accountId: string, id: string): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM additive_locations WHERE id = $1 AND account_id = $2`, [
        id,
        accountId,
      ]);
      return r.rows.length > 0;
    },

    /** The user's basket items with what the response shows, oldest first. */
    async items(userId: string): Promise<BasketItemView[]> {
      const r = await db.query<BasketItemView>(
        `SELECT b.*, o.seller_account_id, s.name AS seller_name, o.product_id, p.name AS product_name,
                p.type AS product_type, o.terminal_id, t.name AS terminal_name,
                ${PURCHASE_UNIT_SQL} AS purchase_unit_litres,
                COALESCE(da.street, al.street) AS address_street,
                COALESCE(da.zip_code, al.post_code) AS address_zip
           FROM basket_items b
           JOIN offers o ON o.id = b.offer_id
           JOIN products p ON p.id = o.product_id
           JOIN accounts s ON s.id = o.seller_account_id
           LEFT JOIN terminals t ON t.id = o.terminal_id
           LEFT JOIN delivery_addresses da ON da.id = b.delivery_address_id
           LEFT JOIN additive_locations al ON al.id = b.additive_location_id
          WHERE b.user_id = $1
          ORDER BY b.seq`,
        [userId],
      );
      return r.rows;
    },

    /** The user's basket items of these ids (others' and unknown ids are left out). */
    async itemsByIds(userId: string, ids: readonly string[], forUpdate = false): Promise<BasketItemRow[]> {
      const r = await db.query<BasketItemRow>(
        `SELECT * FROM basket_items WHERE user_id = $1 AND id = ANY($2::text[]) ORDER BY id
         ${forUpdate ? 'FOR UPDATE' : ''}`,
        [userId, [...ids]],
      );
      return r.rows;
    },

    async insert(item: NewBasketItem): Promise<void> {
      await db.query(
        `INSERT INTO basket_items (id, user_id, account_id, offer_id, quantity, delivery_address_id,
                                   additive_location_id, reserved_price, original_price, payment_term_days,
                                   reserved_until, price_update_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          item.id,
          item.userId,
          item.accountId,
          item.offerId,
          item.quantity,
          item.deliveryAddressId,
          item.additiveLocationId,
          item.price,
          item.originalPrice,
          item.paymentTermDays,
          item.reservedUntil,
          item.priceUpdateAt,
          item.now,
        ],
      );
    },

    /** Changes quantity and delivery; false when the item is not the user's. */
    async update(
      userId: string,
      id: string,
      change: { quantity: number; deliveryAddressId: string | null; additiveLocationId: string | null },
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE basket_items SET quantity = $3, delivery_address_id = $4, additive_location_id = $5
          WHERE id = $1 AND user_id = $2`,
        [id, userId, change.quantity, change.deliveryAddressId, change.additiveLocationId],
      );
      return r.rowCount > 0;
    },

    /** A new reservation of an item (refresh): the previous price becomes the original price. */
    async reprice(
      id: string,
      change: { price: string; paymentTermDays: number; reservedUntil: Date; priceUpdateAt: Date },
    ): Promise<void> {
      await db.query(
        `UPDATE basket_items
            SET original_price = reserved_price, reserved_price = $2, payment_term_days = $3,
                reserved_until = $4, price_update_at = $5
          WHERE id = $1`,
        [id, change.price, change.paymentTermDays, change.reservedUntil, change.priceUpdateAt],
      );
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const r = await db.query(`DELETE FROM basket_items WHERE id = $1 AND user_id = $2`, [id, userId]);
      return r.rowCount > 0;
    },

    async clear(userId: string): Promise<void> {
      await db.query(`DELETE FROM basket_items WHERE user_id = $1`, [userId]);
    },

    /** VAT rate (percent) and currency of a platform. */
    async platform(id: string): Promise<{ vat: string; currency: 'EUR' | 'CHF' }> {
      const r = await db.query<{ vat: string; currency: 'EUR' | 'CHF' }>(
        `SELECT vat, currency FROM platforms WHERE id = $1`,
        [id],
      );
      const row = r.rows[0];
      if (!row) throw new Error(`unknown platform ${id}`);
      return row;
    },
  };
}
