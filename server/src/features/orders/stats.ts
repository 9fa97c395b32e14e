/**
 * Order statistics (GET /api/orders/orderStats, spec §2 account ranking block, §7, §9): the account
 * ranking (sellers rank their buyers, buyers their sellers, by volume) and the volume per product over
 * time, over the viewer's orders (history.ts's viewer) that were not declined, with the filter options.
 */
import type { Queryable } from '../../db/types.js';
import { Params } from '../../db/params.js';
import type { HistoryViewer } from './history.js';

export interface StatsFilters {
  productIds?: readonly string[] | undefined;
  terminalIds?: readonly string[] | undefined;
  deliveryAddressIds?: readonly string[] | undefined;
  /** Trading partners: buyers for a seller, sellers for a buyer. */
  accountIds?: readonly string[] | undefined;
  /** Orders created from `from` to `to` (instants, both included). */
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface RankingRow {
  account_id: string;
  account_name: string;
  orders: number;
  volume: string;
}

export interface ProductVolumeRow {
  period: string;
  product_id: string;
  product_name: string;
  orders: number;
  volume: string;
}

export type Bucket = 'day' | 'week' | 'month';

type Named = { id: string; name: string };
export interface StatsOptionRows {
  products: Named[];
  terminals: Named[];
  deliveryAddresses: Named[];
  accounts: Named[];
  min_created: Date | null;
  max_created: Date | null;
}

/** Orders that count: the viewer's fuel orders, not declined. */
function where(q: Params, viewer: HistoryViewer, f: StatsFilters): string {
  const w = [
    viewer.side === 'seller'
      ? `o.seller_account_id = ${q.add(viewer.sellerAccountId)}`
      : `o.buyer_account_id = ANY (${q.add(viewer.buyerAccountIds)}::text[])`,
    `o.product_type = 'fuel'`,
    `o.status <> 'CANCELLED'`,
  ];
  const anyOf = (column: string, ids: readonly string[] | undefined) => {
    if (ids?.length) w.push(`${column} = ANY (${q.add(ids)}::text[])`);
  };
  anyOf('o.product_id', f.productIds);
  anyOf('o.terminal_id', f.terminalIds);
  anyOf('o.delivery_address_id', f.deliveryAddressIds);
  anyOf(partnerColumn(viewer), f.accountIds);
  if (f.from) w.push(`o.created_at >= ${q.add(f.from)}::timestamptz`);
  if (f.to) w.push(`o.created_at <= ${q.add(f.to)}::timestamptz`);
  return w.join(' AND ');
}

const partnerColumn = (viewer: HistoryViewer) =>
  viewer.side === 'seller' ? 'o.buyer_account_id' : 'o.seller_account_id';

/** The time step of the product volume series: days up to a month, weeks up to half a year, else months. */
export function bucketFor(from: Date | null, to: Date | null): Bucket {
  if (!from || !to) return 'month';
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}

export function orderStatsRepo(db: Queryable) {
  return {
    /** Trading partners by volume (then by number of orders, then name), with their order counts. */
    async ranking(viewer: HistoryViewer, f: StatsFilters): Promise<RankingRow[]> {
      const q = new Params();
      const r = await db.query<RankingRow>(
        `SELECT x.account_id, a.name AS account_name, x.orders, x.volume::text AS volume
           FROM (SELECT ${partnerColumn(viewer)} AS account_id, count(*)::int AS orders, sum(o.volume) AS volume
                   FROM orders o WHERE ${where(q, viewer, f)} GROUP BY 1) x
           JOIN accounts a ON a.id = x.account_id
          ORDER BY x.volume DESC, x.orders DESC, a.name, a.id`,
        q.values,
      );
      return r.rows;
    },

    /** Volume and orders per product and time step (platform-local days, weeks from Monday, months). */
    async productVolumes(
      viewer: HistoryViewer,
      f: StatsFilters,
      bucket: Bucket,
      timeZone: string,
    ): Promise<ProductVolumeRow[]> {
      const q = new Params();
      const w = where(q, viewer, f);
      const r = await db.query<ProductVolumeRow>(
        `SELECT to_char(x.period, 'YYYY-MM-DD') AS period, x.product_id, p.name AS product_name, x.orders,
                x.volume::text AS volume
           FROM (SELECT date_trunc(${q.add(bucket)}, o.created_at AT TIME ZONE ${q.add(timeZone)})::date AS period,
                        o.product_id, count(*)::int AS orders, sum(o.volume) AS volume
                   FROM orders o WHERE ${w} GROUP BY 1, 2) x
           JOIN products p ON p.id = x.product_id
          ORDER BY x.period, p.sort_order, p.name`,
        q.values,
      );
      return r.rows;
    },

    /** What the filters offer: the products, terminals, addresses and partners of the viewer's orders. */
    async options(viewer: HistoryViewer): Promise<StatsOptionRows> {
      const q = new Params();
      const w = where(q, viewer, {});
      const named = (table: string, column: string, order = 'x.name, x.id') =>
        `(SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY ${order}), '[]'::json)
            FROM ${table} x WHERE x.id IN (SELECT ${column} FROM v))`;
      const r = await db.query<StatsOptionRows>(
        `WITH v AS MATERIALIZED (
           SELECT o.product_id, o.terminal_id, o.delivery_address_id, ${partnerColumn(viewer)} AS partner,
                  o.created_at
             FROM orders o WHERE ${w})
         SELECT ${named('products', 'product_id', 'x.sort_order, x.name, x.id')} AS products,
                ${named('terminals', 'terminal_id')} AS terminals,
                (SELECT COALESCE(json_agg(json_build_object('id', x.id, 'name', x.street || ' (' || x.zip_code || ')')
                                          ORDER BY x.street, x.zip_code, x.id), '[]'::json)
                   FROM delivery_addresses x WHERE x.id IN (SELECT delivery_address_id FROM v)) AS "deliveryAddresses",
                ${named('accounts', 'partner')} AS accounts,
                (SELECT min(created_at) FROM v) AS min_created,
                (SELECT max(created_at) FROM v) AS max_created`,
        q.values,
      );
      return r.rows[0]!;
    },
  };
}
