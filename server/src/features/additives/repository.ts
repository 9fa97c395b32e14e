/**
 * Additive offers: `offers` rows whose product is an additive (no terminal, fixed price per litre, sold in
 * purchase units of `purchase_unit_litres`). All SQL of the additives marketplace and of the sellers'
 * additive offer status switch and clone.
 *
 * A buyer sees an additive offer (`buyerVisible`) while it is ACTIVE, priced, today (platform local time)
 * lies within its availability dates, at least one purchase unit and its minimum order are available, the
 * seller is on the buyer's platform and not blocked, and the relationship is RELEASED and additives-enabled
 * (rule E3: seller and buyer status ENABLED and additives switched on by the seller) with the product among
 * the relationship's additive products, and the offer is released for the buyer (`buyer_ids` empty = for
 * every such buyer). A seller sees its own offers except REMOVED ones (rule A1: removal is deletion).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import { TZ_SQL } from '../../platformTime.js';
import { Params } from '../../db/params.js';

export interface AdditiveOfferRow {
  id: string;
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED';
  seller_id: string;
  seller_name: string;
  product_id: string;
  product_name: string;
  unit_litres: number;
  unit_label: string;
  unit_code: 'cbm' | 'lt';
  price: string;
  available_volume: number;
  min_order_volume: number;
  max_order_volume: number;
  buyer_ids: string[];
  created_at: Date;
  currency: 'EUR' | 'CHF';
  vat: string;
}

const COLUMNS = `o.id, o.status, o.seller_account_id AS seller_id, s.name AS seller_name,
  o.product_id, p.name AS product_name,
  COALESCE(o.purchase_unit_litres, 1) AS unit_litres,
  COALESCE(o.purchase_unit_label, COALESCE(o.purchase_unit_litres, 1) || ' l') AS unit_label,
  o.unit_code, o.price::text AS price, o.available_volume, o.min_order_volume, o.max_order_volume,
  o.buyer_ids, o.created_at, pl.currency, pl.vat::text AS vat, p.name AS product_sort_name, p.sort_order AS product_sort`;

const FROM = `FROM offers o
  JOIN products p ON p.id = o.product_id
  JOIN accounts s ON s.id = o.seller_account_id
  JOIN platforms pl ON pl.id = s.platform_id`;

/** Rule E3 on a relationship row `r`, plus RELEASED and the product among its additive products. */
const ADDITIVES_ENABLED = `r.state = 'RELEASED' AND r.seller_status = 'ENABLED' AND r.buyer_status = 'ENABLED'
  AND r.additives_enabled AND o.product_id = ANY (r.additive_product_ids)`;

export const ADDITIVE_SORT_FIELDS = {
  price: 'o.price',
  product: 'p.name',
  seller: 's.name',
  offerAvailability: 'o.available_volume',
  purchaseUnit: 'unit_litres',
  minimumOrderQuantity: 'o.min_order_volume',
  maximumOrderQuantity: 'o.max_order_volume',
  created: 'o.created_at',
} as const;
export type AdditiveSortField = keyof typeof ADDITIVE_SORT_FIELDS;

export type AdditiveViewer =
  | {
      side: 'buyer';
      buyerAccountIds: string[];
      /** An Aviat's price adjustment per litre (`adjustmentPerPriceUnit`): offers it would price at or below zero are withheld. */
      priceShift?: string | null;
    }
  | { side: 'seller'; sellerAccountId: string };

export interface AdditiveQuery {
  viewer: AdditiveViewer;
  now: Date;
  productIds?: readonly string[] | undefined;
  /** Seller view: offers released for one of these buyers. */
  buyerIds?: readonly string[] | undefined;
  purchaseUnits?: readonly number[] | undefined;
  minAvailability?: number | undefined;
  maxAvailability?: number | undefined;
  sort: { field: AdditiveSortField | null; direction: 'asc' | 'desc' };
  page: { number: number; limit: number };
}

export interface AdditiveFilterOptionRows {
  products: { id: string; name: string }[];
  buyers: { id: string; name: string }[];
  purchaseUnits: { label: string; value: number }[];
  min: number | null;
  max: number | null;
}

/** The WHERE of the viewer's offers (without the query's filters). */
function viewerWhere(q: Params, viewer: AdditiveViewer, now: Date): string {
  if (viewer.side === 'seller') {
    return `o.seller_account_id = ${q.add(viewer.sellerAccountId)} AND p.type = 'additive' AND o.status <> 'REMOVED'`;
  }
  const buyers = q.add(viewer.buyerAccountIds);
  const at = q.add(now.toISOString());
  const positive = viewer.priceShift ? `AND o.price + ${q.add(viewer.priceShift)}::numeric > 0` : '';
  return `p.type = 'additive' AND o.status = 'ACTIVE' AND o.price_type = 'FIXED' AND o.price IS NOT NULL ${positive}
    AND s.type = 'seller' AND NOT s.blocked
    AND o.available_volume >= GREATEST(o.min_order_volume, COALESCE(o.purchase_unit_litres, 1))
    AND EXISTS (
      SELECT 1 FROM accounts a JOIN relationships r ON r.buyer_account_id = a.id
       WHERE a.id = ANY (${buyers}::text[]) AND a.type = 'buyer' AND a.platform_id = s.platform_id
         AND r.seller_account_id = o.seller_account_id AND ${ADDITIVES_ENABLED}
         AND (cardinality(o.buyer_ids) = 0 OR a.id = ANY (o.buyer_ids))
         AND o.available_from <= (${at}::timestamptz AT TIME ZONE ${TZ_SQL})::date
         AND (${at}::timestamptz AT TIME ZONE ${TZ_SQL})::date <= o.available_to)`;
}

export function additivesRepo(db: Queryable) {
  return {
    /** One page of the viewer's additive offers and the number of all matching ones. */
    async page(query: AdditiveQuery): Promise<{ rows: AdditiveOfferRow[]; total: number }> {
      const q = new Params();
      const where = [viewerWhere(q, query.viewer, query.now)];
      if (query.productIds?.length) where.push(`o.product_id = ANY (${q.add(query.productIds)}::text[])`);
      if (query.purchaseUnits?.length) {
        where.push(`COALESCE(o.purchase_unit_litres, 1) = ANY (${q.add(query.purchaseUnits)}::bigint[])`);
      }
      if (query.minAvailability !== undefined) {
        where.push(`o.available_volume >= ${q.add(query.minAvailability)}`);
      }
      if (query.maxAvailability !== undefined) {
        where.push(`o.available_volume <= ${q.add(query.maxAvailability)}`);
      }
      if (query.buyerIds?.length && query.viewer.side === 'seller') {
        const ids = q.add(query.buyerIds);
        where.push(`(o.buyer_ids && ${ids}::text[] OR (cardinality(o.buyer_ids) = 0 AND EXISTS (
            SELECT 1 FROM relationships r WHERE r.seller_account_id = o.seller_account_id
               AND r.buyer_account_id = ANY (${ids}::text[]) AND ${ADDITIVES_ENABLED})))`);
      }
      const dir = query.sort.direction === 'asc' ? 'ASC' : 'DESC';
      const order = query.sort.field
        ? `${ADDITIVE_SORT_FIELDS[query.sort.field]} ${dir}, o.id ASC`
        : 'p.sort_order ASC, p.name ASC, o.price ASC, o.id ASC';
      const limit = q.add(query.page.limit);
      const offset = q.add((query.page.number - 1) * query.page.limit);
      const r = await db.query<AdditiveOfferRow & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total ${FROM}
          WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        q.values,
      );
      if (r.rows.length > 0 || query.page.number === 1) return { rows: r.rows, total: r.rows[0]?.total ?? 0 };
      // A page past the end: count on its own (the same filters; limit and offset are the last parameters).
      const f = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total ${FROM} WHERE ${where.join(' AND ')}`,
        q.values.slice(0, -2),
      );
      return { rows: [], total: f.rows[0]?.total ?? 0 };
    },

    /** The filter choices of every offer the viewer may see (before the query's filters). */
    async filterOptions(viewer: AdditiveViewer, now: Date): Promise<AdditiveFilterOptionRows> {
      const q = new Params();
      const where = viewerWhere(q, viewer, now);
      const buyers =
        viewer.side === 'seller'
          ? `SELECT a.id, a.name FROM accounts a WHERE a.type = 'buyer' AND (
               a.id IN (SELECT unnest(v.buyer_ids) FROM v)
               OR a.id IN (SELECT r.buyer_account_id FROM relationships r
                            WHERE r.seller_account_id = ${q.add(viewer.sellerAccountId)}
                              AND r.state = 'RELEASED' AND r.seller_status = 'ENABLED'
                              AND r.buyer_status = 'ENABLED' AND r.additives_enabled))`
          : `SELECT a.id, a.name FROM accounts a WHERE a.id = ANY (${q.add(viewer.buyerAccountIds)}::text[])`;
      const r = await db.query<AdditiveFilterOptionRows>(
        `WITH v AS (SELECT ${COLUMNS} ${FROM} WHERE ${where})
         SELECT
           (SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.sort, x.name, x.id),
                            '[]'::json)
              FROM (SELECT DISTINCT product_id AS id, product_name AS name, product_sort AS sort FROM v) x) AS products,
           (SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name, x.id), '[]'::json)
              FROM (${buyers}) x) AS buyers,
           (SELECT COALESCE(json_agg(json_build_object('label', x.label, 'value', x.value) ORDER BY x.value, x.label),
                            '[]'::json)
              FROM (SELECT DISTINCT ON (unit_litres) unit_label AS label, unit_litres AS value FROM v
                     ORDER BY unit_litres, unit_label) x) AS "purchaseUnits",
           (SELECT min(available_volume) FROM v) AS min,
           (SELECT max(available_volume) FROM v) AS max`,
        q.values,
      );
      return r.rows[0]!;
    },

    /** The seller's own additive offer (not REMOVED), or null. */
    async ownOffer(sellerAccountId: string, id: string): Promise<AdditiveOfferRow | null> {
      const r = await db.query<AdditiveOfferRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE o.id = $1 AND o.seller_account_id = $2 AND p.type = 'additive'
            AND o.status <> 'REMOVED'`,
        [id, sellerAccountId],
      );
      return r.rows[0] ?? null;
    },

    /** Sets the status of the seller's own additive offer (REMOVED = deleted); null when not found. */
    async setStatus(
      sellerAccountId: string,
      id: string,
      status: 'ACTIVE' | 'PAUSED' | 'REMOVED',
    ): Promise<AdditiveOfferRow | null> {
      const r = await db.query<{ id: string }>(
        `UPDATE offers o SET status = $3, version = o.version + 1
           FROM products p
          WHERE o.id = $1 AND o.seller_account_id = $2 AND p.id = o.product_id AND p.type = 'additive'
            AND o.status <> 'REMOVED'
          RETURNING o.id`,
        [id, sellerAccountId, status],
      );
      if (!r.rows[0]) return null;
      const row = await db.query<AdditiveOfferRow>(`SELECT ${COLUMNS} ${FROM} WHERE o.id = $1`, [id]);
      return row.rows[0] ?? null;
    },

    /** The parent (shareholder) account of an account, or null (also for an unknown id). */
    async parentOf(accountId: string): Promise<string | null> {
      const r = await db.query<{ parent_account_id: string | null }>(
        `SELECT parent_account_id FROM accounts WHERE id = $1`,
        [accountId],
      );
      return r.rows[0]?.parent_account_id ?? null;
    },
    async isAdditive(productId: string): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM products WHERE id = $1 AND type = 'additive'`, [productId]);
      return r.rows.length > 0;
    },

    /** Of `buyerIds`, those without a relationship with the seller. */
    async unknownBuyers(sellerAccountId: string, buyerIds: readonly string[]): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT x.id FROM unnest($2::text[]) AS x(id)
          WHERE NOT EXISTS (SELECT 1 FROM relationships r
                             WHERE r.seller_account_id = $1 AND r.buyer_account_id = x.id)`,
        [sellerAccountId, buyerIds],
      );
      return r.rows.map((x) => x.id);
    },

    /**
     * A new additive offer of the seller, always PAUSED (rule A1), available from today (platform local
     * time) for a year. Quantities in purchase units become litres.
     */
    async create(
      sellerAccountId: string,
      input: {
        productId: string;
        unitLitres: number;
        unitLabel: string;
        unitCode: 'cbm' | 'lt';
        price: string;
        minUnits: number;
        maxUnits: number;
        availability: number;
        buyerIds: readonly string[];
      },
      now: Date,
    ): Promise<AdditiveOfferRow> {
      const id = `off-add-${randomUUID()}`;
      await db.query(
        `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, total_volume,
           available_volume, min_order_volume, max_order_volume, available_from, available_to, status,
           purchase_unit_litres, purchase_unit_label, unit_code, buyer_ids, created_at)
         SELECT $1, a.id, $3, NULL, 'FIXED', $4, $5, $5, $6, $7,
                ($8::timestamptz AT TIME ZONE ${TZ_SQL})::date,
                ($8::timestamptz AT TIME ZONE ${TZ_SQL})::date + 365,
                'PAUSED', $9, $10, $11, $12, $8
           FROM accounts a WHERE a.id = $2`,
        [
          id,
          sellerAccountId,
          input.productId,
          input.price,
          input.availability,
          input.minUnits * input.unitLitres,
          input.maxUnits * input.unitLitres,
          now.toISOString(),
          input.unitLitres,
          input.unitLabel,
          input.unitCode,
          input.buyerIds,
        ],
      );
      const row = await db.query<AdditiveOfferRow>(`SELECT ${COLUMNS} ${FROM} WHERE o.id = $1`, [id]);
      return row.rows[0]!;
    },
  };
}
