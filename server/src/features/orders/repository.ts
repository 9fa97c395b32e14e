/** Orders: all SQL of the orders aggregate (placing, reading, the checks the order transaction runs). */
import type { Queryable } from '../../db/types.js';

/** Order statuses that count as open (spec §3: INCOMPLETE). */
export const OPEN_ORDER_STATUSES = ['INCOMPLETE'] as const;

/** Statuses whose gross no longer uses a credit line (every other status does). */
export const SETTLED_ORDER_STATUSES = ['COMPLETE', 'CANCELLED'] as const;

/**
 * Orders were placed or changed: payload `{ type, sellerAccountIds, buyerAccountIds }` (JSON), sent at
 * commit to every instance (the parties' event streams, history filter options). `buyerAccountIds` holds
 * the buyers and their parent accounts (a parent shareholder sees its child accounts' orders).
 */
export const ORDER_NOTIFY_CHANNEL = 'fm_orders';

/**
 * The NOTIFY of an order change as one SQL expression, from parameters `$ch` (channel), `$type`,
 * `$sellers` and `$buyers` (text arrays): the buyers are widened by their parent accounts here.
 */
const orderNotifyExpr = (ch: string, type: string, sellers: string, buyers: string) => `pg_notify(${ch},
  json_build_object('type', ${type}::text, 'sellerAccountIds', ${sellers}::text[],
    'buyerAccountIds', (SELECT coalesce(array_agg(DISTINCT x.id ORDER BY x.id), '{}'::text[])
       FROM (SELECT a.id FROM accounts a WHERE a.id = ANY(${buyers}::text[])
             UNION SELECT a.parent_account_id FROM accounts a
              WHERE a.id = ANY(${buyers}::text[]) AND a.parent_account_id IS NOT NULL) x))::text)`;

/** Tells every instance (at commit) that orders of these sellers and buyers changed. */
async function notifyOrdersChanged(db: Queryable, sellerAccountIds: string[], buyerAccountIds: string[]) {
  await db.query(`SELECT ${orderNotifyExpr('$1', '$2', '$3', '$4')}`, [
    ORDER_NOTIFY_CHANNEL,
    'ordersChanged',
    sellerAccountIds,
    buyerAccountIds,
  ]);
}

export interface OrderView {
  id: string;
  order_number: string;
  contract_number: string | null;
  lifting_number: string | null;
  pickup_number: string | null;
  self_pickup: boolean;
  created_at: Date;
  status: 'COMPLETE' | 'TRANSFERRED' | 'CONFIRMED' | 'MANUAL' | 'INCOMPLETE' | 'CANCELLED';
  product_type: 'fuel' | 'additive';
  product_id: string;
  product_name: string;
  buyer_account_id: string;
  buyer_name: string;
  seller_account_id: string;
  seller_name: string;
  terminal_id: string | null;
  terminal_name: string | null;
  delivery_address_id: string | null;
  additive_location_id: string | null;
  address_street: string | null;
  address_zip: string | null;
  payment_days: number;
  currency: 'EUR' | 'CHF';
  net_amount: string;
  vat_amount: string;
  gross_amount: string;
  volume: number;
  quantity: number | null;
  price: string;
  original_price: string | null;
  original_volume: string | null;
  /** [B11] The creditor number the order was placed with (Austrian platform). */
  creditor_number: string | null;
  /** [B11] The lifting order number the buyer gave (Austrian platform). */
  lifting_order_number: string | null;
  /** The buyer's comment given with the basket ("Kommentar"). */
  comment: string | null;
}

const ORDER_SELECT = `
  SELECT o.id, o.order_number, o.contract_number, o.lifting_number, o.pickup_number, o.self_pickup,
         o.created_at, o.status, p.type AS product_type, o.product_id, p.name AS product_name,
         o.buyer_account_id, b.name AS buyer_name, o.seller_account_id, s.name AS seller_name,
         o.terminal_id, t.name AS terminal_name, o.delivery_address_id, o.additive_location_id,
         COALESCE(da.street, al.street) AS address_street, COALESCE(da.zip_code, al.post_code) AS address_zip,
         o.payment_days, pl.currency, o.net_amount, o.vat_amount, o.gross_amount, o.volume, o.quantity,
         o.price, o.original_price, o.original_volume::text AS original_volume, o.creditor_number,
         o.lifting_order_number, o.comment
    FROM orders o
    JOIN products p ON p.id = o.product_id
    JOIN accounts b ON b.id = o.buyer_account_id
    JOIN accounts s ON s.id = o.seller_account_id
    JOIN platforms pl ON pl.id = b.platform_id
    LEFT JOIN terminals t ON t.id = o.terminal_id
    LEFT JOIN delivery_addresses da ON da.id = o.delivery_address_id
    LEFT JOIN additive_locations al ON al.id = o.additive_location_id`;

export interface NewOrder {
  buyerAccountId: string;
  buyerUserId: string;
  sellerAccountId: string;
  offerId: string;
  productId: string;
  terminalId: string | null;
  deliveryAddressId: string | null;
  additiveLocationId: string | null;
  volume: number;
  quantity: number | null;
  purchaseUnitLitres: number | null;
  price: string;
  originalPrice: string;
  net: string;
  vat: string;
  gross: string;
  paymentDays: number;
  collectionStart: string | null;
  collectionEnd: string | null;
  liftingNumber: string | null;
  comment: string | null;
  /** [B11] The relationship's creditor number when the order is placed (Austrian platform), else null. */
  creditorNumber: string | null;
  /** [B11] The lifting order number the buyer gave (Austrian platform), else null. */
  liftingOrderNumber: string | null;
  now: Date;
}

export function ordersRepo(db: Queryable) {
  return {
    /**
     * Open orders of an account: received ones for a seller, placed ones for a buyer (the sellers' menu
     * bubble reads this; spec §2).
     */
    async openCount(accountId: string, side: 'buyer' | 'seller'): Promise<number> {
      const column = side === 'seller' ? 'seller_account_id' : 'buyer_account_id';
      const r = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM orders WHERE ${column} = $1 AND status = ANY($2::text[])`,
        [accountId, [...OPEN_ORDER_STATUSES]],
      );
      return Number(r.rows[0]?.count ?? 0);
    },

    /** The account's orders (placed as buyer, received as seller), newest first. */
    async list(
      accountId: string,
      side: 'buyer' | 'seller',
      statuses?: readonly string[],
    ): Promise<OrderView[]> {
      const column = side === 'seller' ? 'o.seller_account_id' : 'o.buyer_account_id';
      const r = await db.query<OrderView>(
        `${ORDER_SELECT}
          WHERE ${column} = $1 AND ($2::text[] IS NULL OR o.status = ANY($2::text[]))
          ORDER BY o.created_at DESC, o.id DESC`,
        [accountId, statuses && statuses.length > 0 ? [...statuses] : null],
      );
      return r.rows;
    },

    /** One order, only for its buyer or seller account. */
    async findForParty(orderId: string, accountId: string): Promise<OrderView | null> {
      const r = await db.query<OrderView>(
        `${ORDER_SELECT} WHERE o.id = $1 AND (o.buyer_account_id = $2 OR o.seller_account_id = $2)`,
        [orderId, accountId],
      );
      return r.rows[0] ?? null;
    },

    async byIds(ids: readonly string[]): Promise<OrderView[]> {
      const r = await db.query<OrderView>(`${ORDER_SELECT} WHERE o.id = ANY($1::text[]) ORDER BY o.id`, [
        [...ids],
      ]);
      return r.rows;
    },

    /**
     * Moves the seller's order from one of `from` to `to` (with the contract and pickup numbers when
     * given), under a lock of the order row; a declined order (CANCELLED) gives its volume back to its
     * offer. Tells every instance (NOTIFY at commit) that the order changed for both parties. Answers the
     * status found when it was not one of `from`, null when the order is not the seller's.
     */
    async transition(
      sellerAccountId: string,
      orderId: string,
      from: readonly OrderView['status'][],
      to: OrderView['status'],
      numbers: { contractNumber?: string | undefined; pickupNumber?: string | undefined } = {},
    ): Promise<{ ok: true; buyerAccountId: string } | { ok: false; status: OrderView['status'] } | null> {
      const r = await db.query<{
        status: OrderView['status'];
        offer_id: string | null;
        volume: number;
        buyer_account_id: string;
      }>(
        `SELECT status, offer_id, volume, buyer_account_id FROM orders
          WHERE id = $1 AND seller_account_id = $2 FOR UPDATE`,
        [orderId, sellerAccountId],
      );
      const order = r.rows[0];
      if (!order) return null;
      if (!from.includes(order.status)) return { ok: false, status: order.status };
      await db.query(
        `UPDATE orders SET status = $2, contract_number = COALESCE($3, contract_number),
                pickup_number = COALESCE($4, pickup_number)
          WHERE id = $1`,
        [orderId, to, numbers.contractNumber ?? null, numbers.pickupNumber ?? null],
      );
      if (to === 'CANCELLED' && order.offer_id) {
        await db.query(`UPDATE offers SET available_volume = available_volume + $2 WHERE id = $1`, [
          order.offer_id,
          order.volume,
        ]);
      }
      await notifyOrdersChanged(db, [sellerAccountId], [order.buyer_account_id]);
      return { ok: true, buyerAccountId: order.buyer_account_id };
    },

    /**
     * The seller changes an open or in-review order's volume and/or price, under a lock of the order row:
     * the figures as ordered stay in original_volume / original_price, the amounts follow, more volume is
     * taken from the offer and less given back. Answers null when the order is not the seller's, the
     * status when it may no longer change, the offer's available volume when it has too little.
     */
    async edit(
      sellerAccountId: string,
      orderId: string,
      change: { volume?: number | undefined; price?: string | undefined },
      amountsOf: (
        price: string,
        volume: number,
        productType: 'fuel' | 'additive',
        vatPercent: string,
      ) => {
        net: string;
        vat: string;
        gross: string;
      },
    ): Promise<
      | { ok: true; buyerAccountId: string; volumeChanged: boolean }
      | { ok: false; status: OrderView['status'] }
      | { ok: false; available: number }
      | null
    > {
      const r = await db.query<{
        status: OrderView['status'];
        offer_id: string | null;
        volume: string;
        price: string;
        buyer_account_id: string;
        product_type: 'fuel' | 'additive';
        vat_percent: string;
      }>(
        `SELECT o.status, o.offer_id, o.volume::text AS volume, o.price::text AS price, o.buyer_account_id,
                o.product_type, pl.vat::text AS vat_percent
           FROM orders o JOIN accounts s ON s.id = o.seller_account_id JOIN platforms pl ON pl.id = s.platform_id
          WHERE o.id = $1 AND o.seller_account_id = $2 FOR UPDATE OF o`,
        [orderId, sellerAccountId],
      );
      const order = r.rows[0];
      if (!order) return null;
      if (order.status !== 'INCOMPLETE' && order.status !== 'MANUAL')
        return { ok: false, status: order.status };
      const oldVolume = Number(order.volume);
      const volume = change.volume ?? oldVolume;
      const price = change.price ?? order.price;
      const delta = volume - oldVolume;
      if (delta !== 0 && order.offer_id) {
        const taken = await db.query<{ available_volume: string }>(
          `UPDATE offers SET available_volume = available_volume - $2
            WHERE id = $1 AND available_volume >= $2 RETURNING available_volume`,
          [order.offer_id, delta],
        );
        if (taken.rows.length === 0) {
          const left = await db.query<{ available_volume: string }>(
            `SELECT available_volume FROM offers WHERE id = $1`,
            [order.offer_id],
          );
          return { ok: false, available: Number(left.rows[0]?.available_volume ?? 0) };
        }
      }
      const amounts = amountsOf(price, volume, order.product_type, order.vat_percent);
      await db.query(
        `UPDATE orders SET original_volume = COALESCE(original_volume, volume),
                original_price = COALESCE(original_price, price), volume = $2, price = $3::numeric,
                net_amount = $4::numeric, vat_amount = $5::numeric, gross_amount = $6::numeric
          WHERE id = $1`,
        [orderId, volume, price, amounts.net, amounts.vat, amounts.gross],
      );
      await notifyOrdersChanged(db, [sellerAccountId], [order.buyer_account_id]);
      return { ok: true, buyerAccountId: order.buyer_account_id, volumeChanged: delta !== 0 };
    },

    /**
     * Takes `quantity` litres from an offer's available volume if it still has them; returns the new
     * available volume, or null when it has fewer.
     */
    async takeVolume(offerId: string, litres: number): Promise<number | null> {
      const r = await db.query<{ available_volume: number }>(
        `UPDATE offers SET available_volume = available_volume - $2
          WHERE id = $1 AND available_volume >= $2
          RETURNING available_volume`,
        [offerId, litres],
      );
      return r.rows[0]?.available_volume ?? null;
    },

    async availableVolume(offerId: string): Promise<number> {
      const r = await db.query<{ available_volume: number }>(
        `SELECT available_volume FROM offers WHERE id = $1`,
        [offerId],
      );
      return r.rows[0]?.available_volume ?? 0;
    },

    /**
     * The members of a parent account's shareholder group (itself and its children, sorted) when it has
     * the feature sharedCreditLimits; null otherwise.
     */
    async sharedCreditGroup(parentId: string): Promise<string[] | null> {
      const r = await db.query<{ shared: boolean; ids: string[] }>(
        `SELECT 'sharedCreditLimits' = ANY(p.features) AS shared,
                array(SELECT a.id FROM accounts a WHERE a.id = p.id OR a.parent_account_id = p.id ORDER BY a.id) AS ids
           FROM accounts p WHERE p.id = $1`,
        [parentId],
      );
      const row = r.rows[0];
      return row?.shared ? row.ids : null;
    },

    /** The account's daily purchase limits of these products (rule K2), locked, by product. */
    async dailyLimits(accountId: string, productIds: readonly string[]): Promise<Map<string, number>> {
      const r = await db.query<{ product_id: string; litres: number }>(
        `SELECT product_id, litres FROM daily_purchase_limits
          WHERE account_id = $1 AND product_id = ANY($2::text[]) ORDER BY product_id FOR UPDATE`,
        [accountId, [...productIds]],
      );
      return new Map(r.rows.map((x) => [x.product_id, Number(x.litres)]));
    },

    /**
     * What the credit and daily-limit checks of one order item read, in one round trip; each figure only
     * when asked for (else null):
     * - `ownOpen`: gross of the buyer's open (not COMPLETE, not CANCELLED) orders with the seller;
     * - `groupOpen`: the same for all accounts of a shareholder group;
     * - `litresToday`: litres of the product the buyer ordered (not cancelled) since the start of the
     *   local day of `today.now` in `today.timeZone` (when `today.product`);
     * - `litresTodayAll`: the same over all products (when `today.allProducts`: an Aviat's limit).
     */
    async usage(q: {
      sellerId: string;
      buyerId: string;
      productId: string;
      own: boolean;
      group: readonly string[] | null;
      today: { now: Date; timeZone: string; product: boolean; allProducts: boolean } | null;
    }): Promise<{
      ownOpen: string | null;
      groupOpen: string | null;
      litresToday: number | null;
      litresTodayAll: number | null;
    }> {
      if (!q.own && !q.group && !q.today) {
        return { ownOpen: null, groupOpen: null, litresToday: null, litresTodayAll: null };
      }
      const r = await db.query<{
        own_open: string | null;
        group_open: string | null;
        litres_today: string | null;
        litres_today_all: string | null;
      }>(
        `SELECT
           CASE WHEN $3::boolean THEN
             (SELECT COALESCE(sum(gross_amount), 0)::text FROM orders
               WHERE seller_account_id = $1 AND buyer_account_id = $2 AND status <> ALL($4::text[])) END AS own_open,
           CASE WHEN $5::text[] IS NOT NULL THEN
             (SELECT COALESCE(sum(gross_amount), 0)::text FROM orders
               WHERE seller_account_id = $1 AND buyer_account_id = ANY($5::text[]) AND status <> ALL($4::text[]))
           END AS group_open,
           CASE WHEN $9::boolean THEN
             (SELECT COALESCE(sum(volume), 0)::text FROM orders
               WHERE buyer_account_id = $2 AND product_id = $7 AND status <> 'CANCELLED'
                 AND created_at >= (date_trunc('day', $6::timestamptz AT TIME ZONE $8) AT TIME ZONE $8))
           END AS litres_today,
           CASE WHEN $10::boolean THEN
             (SELECT COALESCE(sum(volume), 0)::text FROM orders
               WHERE buyer_account_id = $2 AND status <> 'CANCELLED'
                 AND created_at >= (date_trunc('day', $6::timestamptz AT TIME ZONE $8) AT TIME ZONE $8))
           END AS litres_today_all`,
        [
          q.sellerId,
          q.buyerId,
          q.own,
          [...SETTLED_ORDER_STATUSES],
          q.group ? [...q.group] : null,
          q.today?.now ?? null,
          q.productId,
          q.today?.timeZone ?? 'UTC',
          q.today?.product ?? false,
          q.today?.allProducts ?? false,
        ],
      );
      const row = r.rows[0]!;
      const litres = (v: string | null) => (v === null ? null : Number(v));
      return {
        ownOpen: row.own_open,
        groupOpen: row.group_open,
        litresToday: litres(row.litres_today),
        litresTodayAll: litres(row.litres_today_all),
      };
    },

    /** Inserts an order numbered from order_number_seq; returns its id (`ord-<yyyymmdd>-<n>`). */
    async insert(o: NewOrder): Promise<string> {
      const r = await db.query<{ id: string }>(
        `WITH seq AS (SELECT nextval('order_number_seq')::text AS n)
         INSERT INTO orders (id, order_number, buyer_account_id, buyer_user_id, seller_account_id, offer_id,
                             product_id, terminal_id, delivery_address_id, additive_location_id, self_pickup,
                             volume, original_volume, quantity, purchase_unit_litres, price, original_price, net_amount,
                             vat_amount, gross_amount, status, payment_days, collection_start, collection_end,
                             lifting_number, comment, created_at, creditor_number, lifting_order_number)
         VALUES ((SELECT 'ord-' || $1::text || '-' || n FROM seq), (SELECT 'FM-' || n FROM seq), $2, $3, $4, $5,
                 $6, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15, $16, $17, $18, 'INCOMPLETE', $19, $20, $21,
                 $22, $23, $24, $25, $26)
         RETURNING id`,
        [
          o.now.toISOString().slice(0, 10).replace(/-/g, ''),
          o.buyerAccountId,
          o.buyerUserId,
          o.sellerAccountId,
          o.offerId,
          o.productId,
          o.terminalId,
          o.deliveryAddressId,
          o.additiveLocationId,
          o.deliveryAddressId === null && o.additiveLocationId === null,
          o.volume,
          o.quantity,
          o.purchaseUnitLitres,
          o.price,
          o.originalPrice,
          o.net,
          o.vat,
          o.gross,
          o.paymentDays,
          o.collectionStart,
          o.collectionEnd,
          o.liftingNumber,
          o.comment,
          o.now,
          o.creditorNumber,
          o.liftingOrderNumber,
        ],
      );
      return r.rows[0]!.id;
    },

    /**
     * After the orders are inserted: the ordered items leave the user's basket, and every instance
     * (LISTEN fm_orders) learns that these sellers and the buyer have new orders (their event streams), in one statement.
     */
    async finishPlacement(
      userId: string,
      basketItemIds: readonly string[],
      sellerAccountIds: readonly string[],
      buyerAccountId: string,
    ): Promise<void> {
      await db.query(
        `WITH ordered AS (DELETE FROM basket_items WHERE user_id = $1 AND id = ANY($2::text[]) RETURNING id)
         SELECT ${orderNotifyExpr('$3', '$4', '$5', '$6')}, (SELECT count(*) FROM ordered) AS removed`,
        [
          userId,
          [...basketItemIds],
          ORDER_NOTIFY_CHANNEL,
          'ordersPlaced',
          [...new Set(sellerAccountIds)],
          [buyerAccountId],
        ],
      );
    },
  };
}
