/**
 * Order history (GET /api/orderHistory, spec §7): one page of the orders a viewer may see, filtered and
 * sorted, the number of all matching ones, and the filter options over every order the viewer may see.
 *
 * Who sees what: a seller the orders it received; a buyer the orders it placed and, as a parent
 * shareholder with ChildAccounts_Offers_View, the orders of its child accounts (the route resolves them
 * into `buyerAccountIds`). Filters never widen that set.
 */
import type { Queryable } from '../../db/types.js';
import { Params } from '../../db/params.js';
import { timeZoneOf } from '../../platformTime.js';
import type { OrderView } from './repository.js';

/** Sort keys of the contract and the column each sorts by (ties: newest first, then id). */
export const HISTORY_SORT_COLUMNS = {
  created: 'o.created_at',
  orderId: 'o.order_number',
  price: 'o.price',
  invoice: 'o.gross_amount',
  volume: 'o.volume',
  collectionTime: 'o.collection_start',
  orderStatus: 'o.status',
  product: 'p.name',
  terminal: 't.name',
  buyer: 'b.name',
  seller: 's.name',
} as const;
export type HistorySortField = keyof typeof HISTORY_SORT_COLUMNS;

/** The SQL type of each sort column (a keyset position comes back as text and is cast to it). */
const SORT_TYPES: Record<HistorySortField, string> = {
  created: 'timestamptz',
  orderId: 'text',
  price: 'numeric',
  invoice: 'numeric',
  volume: 'bigint',
  collectionTime: 'date',
  orderStatus: 'text',
  product: 'text',
  terminal: 'text',
  buyer: 'text',
  seller: 'text',
};

/** Order ids offered as filter choices: the newest ones (the filter itself takes any id). */
export const ORDER_ID_OPTIONS_LIMIT = 100;

export type HistoryViewer =
  { side: 'seller'; sellerAccountId: string } | { side: 'buyer'; buyerAccountIds: readonly string[] };

/**
 * Whose orders the caller sees: a seller the orders it received; a buyer the orders it placed, and a
 * parent shareholder with ChildAccounts_Offers_View also its child accounts' orders [P1].
 */
export async function viewerOf(
  db: Queryable,
  auth: { account: { id: string; type: string; isShareholderParent: boolean }; roles: readonly string[] },
): Promise<HistoryViewer> {
  const { account } = auth;
  if (account.type === 'seller') return { side: 'seller', sellerAccountId: account.id };
  const withChildren = account.isShareholderParent && auth.roles.includes('ChildAccounts_Offers_View');
  return {
    side: 'buyer',
    buyerAccountIds: withChildren
      ? [account.id, ...(await orderHistoryRepo(db).childAccountIds(account.id))]
      : [account.id],
  };
}

/** The accounts a viewer's orders belong to. */
export const viewerScope = (viewer: HistoryViewer): string[] =>
  viewer.side === 'seller' ? [viewer.sellerAccountId] : [...viewer.buyerAccountIds];

export interface HistoryFilters {
  productType: 'fuel' | 'additive';
  orderId?: string | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  invoiceMin?: string | undefined;
  invoiceMax?: string | undefined;
  /** Collection ranges overlapping [start, end] (instants, compared as platform-local dates). */
  collectionStart?: string | undefined;
  collectionEnd?: string | undefined;
  createdStart?: string | undefined;
  createdEnd?: string | undefined;
  volumeMin?: number | undefined;
  volumeMax?: number | undefined;
  productIds?: readonly string[] | undefined;
  terminalIds?: readonly string[] | undefined;
  deliveryAddressIds?: readonly string[] | undefined;
  sellerIds?: readonly string[] | undefined;
  /** Buyer (or shareholder child) accounts; every given list must match. */
  buyerIdLists?: readonly (readonly string[])[] | undefined;
  statuses?: readonly OrderView['status'][] | undefined;
  purchaseUnits?: readonly number[] | undefined;
}

export interface HistorySelection extends HistoryFilters {
  viewer: HistoryViewer;
  /** The viewer's platform (its local dates bound the collection filter). */
  platformId: string;
  sort: { field: HistorySortField; direction: 'asc' | 'desc' };
}

export interface HistoryQuery extends HistorySelection {
  page: { number: number; limit: number };
}

/** Where a scan stopped: the last row's sort value (as text), creation time and id. */
interface Keyset {
  key: string | null;
  created: Date;
  id: string;
}

export interface HistoryRow {
  id: string;
  order_number: string;
  created_at: Date;
  status: OrderView['status'];
  buyer_account_id: string;
  buyer_name: string;
  seller_account_id: string;
  seller_name: string;
  terminal_id: string | null;
  terminal_name: string | null;
  address_id: string | null;
  address_street: string | null;
  address_zip: string | null;
  product_id: string;
  product_name: string;
  price: string;
  original_price: string | null;
  invoice: string;
  volume: string;
  original_volume: string | null;
  collection_start: string | null;
  collection_end: string | null;
  unit_litres: number | null;
  unit_label: string | null;
  /** [B11] The creditor number the order was placed with (Austrian platform). */
  creditor_number: string | null;
  /** [B11] The lifting order number the buyer gave (Austrian platform). */
  lifting_order_number: string | null;
  /** The buyer's comment given with the basket. */
  comment: string | null;
  /** The sort column's value as text (where a scan continues). */
  sort_key: string | null;
}

type Named = { id: string; name: string };

export interface HistoryOptionRows {
  orderIds: string[];
  products: Named[];
  buyers: Named[];
  sellers: Named[];
  terminals: Named[];
  purchaseUnits: { label: string; value: number }[];
  status: OrderView['status'][];
  deliveryAddress: { id: string; street: string; zipCode: string }[];
  min_start: string | null;
  max_end: string | null;
  min_created: Date | null;
  max_created: Date | null;
  min_price: string | null;
  max_price: string | null;
  min_volume: string | null;
  max_volume: string | null;
  min_invoice: string | null;
  max_invoice: string | null;
}

/** The viewer's orders of one product type (the set every filter narrows). */
function viewerWhere(q: Params, viewer: HistoryViewer, productType: 'fuel' | 'additive'): string {
  const scope =
    viewer.side === 'seller'
      ? `o.seller_account_id = ${q.add(viewer.sellerAccountId)}`
      : viewer.buyerAccountIds.length === 1
        ? `o.buyer_account_id = ${q.add(viewer.buyerAccountIds[0])}`
        : `o.buyer_account_id = ANY (${q.add(viewer.buyerAccountIds)}::text[])`;
  return `${scope} AND o.product_type = ${q.add(productType)}`;
}

const localDate = (q: Params, iso: string, platformId: string) =>
  `(${q.add(iso)}::timestamptz AT TIME ZONE ${q.add(timeZoneOf(platformId))})::date`;

function filterWhere(q: Params, f: HistorySelection): string[] {
  const where = [viewerWhere(q, f.viewer, f.productType)];
  if (f.orderId) where.push(`(o.order_number = ${q.add(f.orderId)} OR o.id = ${q.add(f.orderId)})`);
  if (f.priceMin !== undefined) where.push(`o.price >= ${q.add(f.priceMin)}::numeric`);
  if (f.priceMax !== undefined) where.push(`o.price <= ${q.add(f.priceMax)}::numeric`);
  if (f.invoiceMin !== undefined) where.push(`o.gross_amount >= ${q.add(f.invoiceMin)}::numeric`);
  if (f.invoiceMax !== undefined) where.push(`o.gross_amount <= ${q.add(f.invoiceMax)}::numeric`);
  if (f.collectionStart !== undefined) {
    where.push(`o.collection_end >= ${localDate(q, f.collectionStart, f.platformId)}`);
  }
  if (f.collectionEnd !== undefined) {
    where.push(`o.collection_start <= ${localDate(q, f.collectionEnd, f.platformId)}`);
  }
  if (f.createdStart !== undefined) where.push(`o.created_at >= ${q.add(f.createdStart)}::timestamptz`);
  if (f.createdEnd !== undefined) where.push(`o.created_at <= ${q.add(f.createdEnd)}::timestamptz`);
  if (f.volumeMin !== undefined) where.push(`o.volume >= ${q.add(f.volumeMin)}::bigint`);
  if (f.volumeMax !== undefined) where.push(`o.volume <= ${q.add(f.volumeMax)}::bigint`);
  const anyOf = (column: string, ids: readonly unknown[] | undefined, type = 'text') => {
    if (ids?.length) where.push(`${column} = ANY (${q.add(ids)}::${type}[])`);
  };
  anyOf('o.product_id', f.productIds);
  anyOf('o.terminal_id', f.terminalIds);
  // Fuels are delivered to delivery addresses, additives to additive locations.
  anyOf(f.productType === 'fuel' ? 'o.delivery_address_id' : 'o.additive_location_id', f.deliveryAddressIds);
  anyOf('o.seller_account_id', f.sellerIds);
  for (const ids of f.buyerIdLists ?? []) anyOf('o.buyer_account_id', ids);
  anyOf('o.status', f.statuses);
  anyOf('o.purchase_unit_litres', f.purchaseUnits, 'bigint');
  return where;
}

/** Joins for sorting by a name (only the one the sort needs). */
const SORT_JOINS: Partial<Record<HistorySortField, string>> = {
  product: 'JOIN products p ON p.id = o.product_id',
  terminal: 'LEFT JOIN terminals t ON t.id = o.terminal_id',
  buyer: 'JOIN accounts b ON b.id = o.buyer_account_id',
  seller: 'JOIN accounts s ON s.id = o.seller_account_id',
};

const ROW_COLUMNS = `
  o.id, o.order_number, o.created_at, o.status, o.buyer_account_id, b.name AS buyer_name,
  o.seller_account_id, s.name AS seller_name, o.terminal_id, t.name AS terminal_name,
  COALESCE(o.delivery_address_id, o.additive_location_id) AS address_id,
  COALESCE(da.street, al.street) AS address_street, COALESCE(da.zip_code, al.post_code) AS address_zip,
  o.product_id, p.name AS product_name, o.price::text AS price, o.original_price::text AS original_price,
  o.gross_amount::text AS invoice, o.volume::text AS volume, o.original_volume::text AS original_volume,
  to_char(o.collection_start, 'YYYY-MM-DD') AS collection_start,
  to_char(o.collection_end, 'YYYY-MM-DD') AS collection_end,
  o.purchase_unit_litres AS unit_litres, of.purchase_unit_label AS unit_label, o.creditor_number,
  o.lifting_order_number, o.comment`;

const ROW_JOINS = `
  JOIN accounts b ON b.id = o.buyer_account_id
  JOIN accounts s ON s.id = o.seller_account_id
  JOIN products p ON p.id = o.product_id
  LEFT JOIN terminals t ON t.id = o.terminal_id
  LEFT JOIN delivery_addresses da ON da.id = o.delivery_address_id
  LEFT JOIN additive_locations al ON al.id = o.additive_location_id
  LEFT JOIN offers of ON of.id = o.offer_id`;

/** ORDER BY of a sort: its column, then newest first (the default sort: newest or oldest first). */
function orderBy({ field, direction }: HistorySelection['sort']): string {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  return field === 'created'
    ? `o.created_at ${dir}, o.id ${dir}`
    : `${HISTORY_SORT_COLUMNS[field]} ${dir}, o.created_at DESC, o.id DESC`;
}

/**
 * The rows after `k` in the order of `orderBy` (PostgreSQL sorts NULL last ascending, first descending).
 */
function afterKeyset(q: Params, { field, direction }: HistorySelection['sort'], k: Keyset): string {
  const created = q.add(k.created);
  const id = q.add(k.id);
  if (field === 'created') {
    return `(o.created_at, o.id) ${direction === 'asc' ? '>' : '<'} (${created}::timestamptz, ${id})`;
  }
  const tie = `(o.created_at, o.id) < (${created}::timestamptz, ${id})`;
  const col = HISTORY_SORT_COLUMNS[field];
  if (k.key === null) {
    return direction === 'asc' ? `(${col} IS NULL AND ${tie})` : `(${col} IS NOT NULL OR ${tie})`;
  }
  const key = `${q.add(k.key)}::${SORT_TYPES[field]}`;
  return direction === 'asc'
    ? `(${col} > ${key} OR ${col} IS NULL OR (${col} = ${key} AND ${tie}))`
    : `(${col} < ${key} OR (${col} = ${key} AND ${tie}))`;
}

/** The page's ids first (with only the sort's join), then the page's columns for those few rows. */
async function selectRows(
  db: Queryable,
  q: Params,
  query: HistorySelection,
  where: string,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  const order = orderBy(query.sort);
  const r = await db.query<HistoryRow>(
    `WITH page AS MATERIALIZED (
       SELECT o.id, ${HISTORY_SORT_COLUMNS[query.sort.field]}::text AS sort_key,
              row_number() OVER (ORDER BY ${order}) AS n
         FROM orders o ${SORT_JOINS[query.sort.field] ?? ''}
        WHERE ${where} ORDER BY ${order} LIMIT ${q.add(limit)} OFFSET ${q.add(offset)})
     SELECT ${ROW_COLUMNS}, page.sort_key FROM page JOIN orders o ON o.id = page.id ${ROW_JOINS} ORDER BY page.n`,
    q.values,
  );
  return r.rows;
}

export function orderHistoryRepo(db: Queryable) {
  return {
    /** One page of the matching orders (in sort order) and the number of all matching ones. */
    async page(query: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
      const q = new Params();
      const where = filterWhere(q, query).join(' AND ');
      const filterValues = [...q.values];
      const rows = await selectRows(
        db,
        q,
        query,
        where,
        query.page.limit,
        (query.page.number - 1) * query.page.limit,
      );
      if (query.page.number === 1 && rows.length < query.page.limit) return { rows, total: rows.length };
      const c = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
        filterValues,
      );
      return { rows, total: c.rows[0]?.total ?? 0 };
    },

    /**
     * Every matching order in sort order, `batchSize` at a time: each batch continues after the last
     * row of the one before (keyset), so a long history is never read twice nor held at once.
     */
    async *scan(query: HistorySelection, batchSize = 1000): AsyncGenerator<HistoryRow[]> {
      let after: Keyset | null = null;
      for (;;) {
        const q = new Params();
        const where = filterWhere(q, query);
        if (after) where.push(afterKeyset(q, query.sort, after));
        const rows = await selectRows(db, q, query, where.join(' AND '), batchSize, 0);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { key: last.sort_key, created: last.created_at, id: last.id };
      }
    },

    /** The filter choices over every order of the product type the viewer may see. */
    async filterOptions(viewer: HistoryViewer, productType: 'fuel' | 'additive'): Promise<HistoryOptionRows> {
      const q = new Params();
      const where = viewerWhere(q, viewer, productType);
      const named = (table: string, column: string) =>
        `(SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name, x.id), '[]'::json)
            FROM ${table} x WHERE x.id IN (SELECT ${column} FROM v))`;
      const r = await db.query<HistoryOptionRows>(
        `WITH v AS MATERIALIZED (
           SELECT o.order_number, o.created_at, o.status, o.buyer_account_id, o.seller_account_id, o.terminal_id,
                  o.product_id, o.delivery_address_id, o.additive_location_id, o.offer_id, o.price,
                  o.gross_amount, o.volume, o.collection_start, o.collection_end, o.purchase_unit_litres
             FROM orders o WHERE ${where})
         SELECT
           (SELECT COALESCE(json_agg(n.order_number ORDER BY n.created_at DESC), '[]'::json)
              FROM (SELECT order_number, created_at FROM v ORDER BY created_at DESC, order_number DESC
                     LIMIT ${q.add(ORDER_ID_OPTIONS_LIMIT)}) n) AS "orderIds",
           (SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.name)
                                     ORDER BY x.sort_order, x.name, x.id), '[]'::json)
              FROM products x WHERE x.id IN (SELECT product_id FROM v)) AS products,
           ${named('accounts', 'buyer_account_id')} AS buyers,
           ${named('accounts', 'seller_account_id')} AS sellers,
           ${named('terminals', 'terminal_id')} AS terminals,
           (SELECT COALESCE(json_agg(json_build_object('label', u.label, 'value', u.value) ORDER BY u.value), '[]'::json)
              FROM (SELECT DISTINCT ON (v.purchase_unit_litres) v.purchase_unit_litres AS value,
                           COALESCE(of.purchase_unit_label, v.purchase_unit_litres || ' l') AS label
                      FROM v LEFT JOIN offers of ON of.id = v.offer_id
                     WHERE v.purchase_unit_litres IS NOT NULL
                     ORDER BY v.purchase_unit_litres, of.purchase_unit_label) u) AS "purchaseUnits",
           (SELECT COALESCE(json_agg(DISTINCT v.status), '[]'::json) FROM v) AS status,
           (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'street', a.street, 'zipCode', a.zip)
                                     ORDER BY a.street, a.zip, a.id), '[]'::json)
              FROM (SELECT da.id, da.street, da.zip_code AS zip FROM delivery_addresses da
                     WHERE da.id IN (SELECT delivery_address_id FROM v)
                    UNION ALL
                    SELECT al.id, al.street, al.post_code FROM additive_locations al
                     WHERE al.id IN (SELECT additive_location_id FROM v)) a) AS "deliveryAddress",
           to_char(min(collection_start), 'YYYY-MM-DD') AS min_start,
           to_char(max(collection_end), 'YYYY-MM-DD') AS max_end,
           min(created_at) AS min_created, max(created_at) AS max_created,
           min(price)::text AS min_price, max(price)::text AS max_price,
           min(volume)::text AS min_volume, max(volume)::text AS max_volume,
           min(gross_amount)::text AS min_invoice, max(gross_amount)::text AS max_invoice
         FROM v`,
        q.values,
      );
      return r.rows[0]!;
    },

    /** The currency of a platform's trades. */
    async platformCurrency(platformId: string): Promise<'EUR' | 'CHF'> {
      const r = await db.query<{ currency: 'EUR' | 'CHF' }>(`SELECT currency FROM platforms WHERE id = $1`, [
        platformId,
      ]);
      return r.rows[0]?.currency ?? 'EUR';
    },

    /** The child accounts of a parent shareholder account. */
    async childAccountIds(parentAccountId: string): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM accounts WHERE parent_account_id = $1 ORDER BY id`,
        [parentAccountId],
      );
      return r.rows.map((x) => x.id);
    },
  };
}
