/**
 * The market's fuel offers: all SQL of the buyer's market (GET /api/v2/offers, the child-account market)
 * and the availability check of a single offer for the basket and the order (`findOrderableOffer`).
 *
 * An offer is on a buyer's market (`visibleOffersSql`) while
 * - it is ACTIVE, a fuel, priced FIXED or API (TRACKING is disabled, rule E6);
 * - its seller's relationship with the buyer is RELEASED with seller and buyer status ENABLED, and the
 *   relationship's terminal and product approvals (selection mode MANUAL = only the listed ids) include it;
 * - the seller is on the buyer's platform and not blocked;
 * - today lies within available_from..available_to and the time within daily_start (inclusive) ..
 *   daily_end (exclusive), both in the platform's local time (`PLATFORM_TIME_ZONE`);
 * - its available volume is positive and reaches its minimum order quantity.
 * The market list additionally withholds live offers whose quotes are missing or stale (rule T6, M5), and
 * on an Aviat's market (a shareholder child account) offers at terminals its parent has not allowed and
 * offers whose price with the Aviat's adjustment is not positive (features/sub-accounts/rules.ts).
 */
import type { Queryable } from '../../db/types.js';
import { TZ_SQL } from '../../platformTime.js';
import type { FutureMonth, LiveInputs } from '../pricing/index.js';
import {
  ADDITIVE_KINDS_SQL,
  buyerRulesCteSql,
  matchingRulesJsonSql,
  offerMatchSql,
} from '../pricing/rules.js';
import { OFFER_CONVERSION_SQL, OFFER_MIN_PRICE_SQL } from '../pricing/offerSql.js';
import { Params } from '../../db/params.js';

/** One offer as a buyer may order it: the offer, its relationship and the buyer's override. */
export interface MarketOfferRow {
  id: string;
  version: number;
  seller_id: string;
  seller_name: string;
  product_id: string;
  product_name: string;
  product_type: 'fuel';
  product_sort: number;
  /** Product density kg/l at 15 °C, decimal string. */
  density: string;
  terminal_id: string;
  terminal_name: string;
  price_type: 'FIXED' | 'API';
  price: string | null;
  future_month: FutureMonth | null;
  surcharge: string | null;
  surcharge_unit: 'USD/METRIC_TONNE' | 'EUR/LITRE' | null;
  /** The offer's minimum price (decimal string), the floor of its own price. */
  min_price: string | null;
  max_price_fall: string | null;
  available_volume: number;
  min_order_volume: number;
  /** The offer's own maximum order quantity (litres). */
  max_order_volume: number;
  /** min(override's or offer's maximum, available volume): the most the buyer may order now (rule V8). */
  max_order_quantity: number;
  /** The offer's collection period ('YYYY-MM-DD'); absent start = today, absent end = available_to. */
  collection_start: string;
  collection_end: string;
  relationship_id: string;
  payment_term_days: number | null;
  /** True when an override row (offer or seller wide) exists for the buyer. */
  has_override: boolean;
  override_max_order_volume: number | null;
  override_collection_days: number | null;
  override_collection_start: string | null;
  override_collection_end: string | null;
  /** Today in the platform's local time ('YYYY-MM-DD'). */
  today: string;
  /** The seller's pricing rules that match the offer and the buyer (JSON, `priceRulesOf`). */
  price_rules: unknown;
}

const COLUMNS = `
  o.id, o.version, o.seller_account_id AS seller_id, s.name AS seller_name,
  o.product_id, p.name AS product_name, p.type AS product_type, p.sort_order AS product_sort,
  (${OFFER_CONVERSION_SQL})::text AS density, o.terminal_id, t.name AS terminal_name,
  o.price_type, o.price::text AS price, o.future_month, o.surcharge::text AS surcharge, o.surcharge_unit,
  (${OFFER_MIN_PRICE_SQL})::text AS min_price, o.max_price_fall::text AS max_price_fall, o.available_volume, o.min_order_volume, o.max_order_volume,
  LEAST(COALESCE(oo.max_order_volume, so.max_order_volume, o.max_order_volume), o.available_volume)
    AS max_order_quantity,
  COALESCE(o.collection_start, b.today) AS collection_start,
  COALESCE(o.collection_end, o.available_to) AS collection_end,
  r.id AS relationship_id, pt.days AS payment_term_days,
  (oo.id IS NOT NULL OR so.id IS NOT NULL) AS has_override,
  COALESCE(oo.max_order_volume, so.max_order_volume) AS override_max_order_volume,
  COALESCE(oo.collection_days, so.collection_days) AS override_collection_days,
  COALESCE(oo.collection_start, so.collection_start) AS override_collection_start,
  COALESCE(oo.collection_end, so.collection_end) AS override_collection_end,
  b.today::text AS today,
  ${matchingRulesJsonSql('b.id', 'b.at')} AS price_rules`;

/** The conditions on buyer b's relationship r with seller s for the seller's offers to be on b's market. */
const RELATIONSHIP_WHERE = `r.state = 'RELEASED' AND r.seller_status = 'ENABLED' AND r.buyer_status = 'ENABLED'
       AND s.type = 'seller' AND s.platform_id = b.platform_id AND NOT s.blocked`;

/** The conditions on an offer o (product p) of such a relationship r to be on buyer b's market. */
const OFFER_WHERE = `o.status = 'ACTIVE' AND p.type = 'fuel' AND o.price_type IN ('FIXED', 'API')
       AND o.available_from <= b.today AND b.today <= o.available_to
       AND o.daily_start <= b.tod AND b.tod < o.daily_end
       AND (r.terminal_selection_mode = 'ALL' OR o.terminal_id = ANY (r.terminal_ids))
       AND (r.product_selection_mode = 'ALL' OR o.product_id = ANY (r.product_ids))
       AND o.available_volume > 0 AND o.available_volume >= o.min_order_volume`;

/** The conditions that put an offer (o, its product p) of a relationship (r, seller s) on buyer b's market. */
const VISIBLE_WHERE = `${RELATIONSHIP_WHERE}
       AND ${OFFER_WHERE}`;

/** `b0`, `b`: the buyer with its platform's local date (`today`) and time of day (`tod`) at `now`. */
function buyerCte(q: Params, buyerAccountId: string, now: Date, materialized: boolean): string {
  const buyer = q.add(buyerAccountId);
  const at = q.add(now.toISOString());
  return `b0 AS (
      SELECT a.id, a.platform_id, (${at}::timestamptz AT TIME ZONE ${TZ_SQL}) AS ts, ${at}::timestamptz AS at
        FROM accounts a WHERE a.id = ${buyer} AND a.type = 'buyer'
    ), b AS ${materialized ? 'MATERIALIZED ' : ''}(SELECT b0.*, b0.ts::date AS today, b0.ts::time AS tod FROM b0)`;
}

/**
 * The price of pricing/index.ts in SQL (column price_sort): the fixed price or the live formula (with the
 * inputs of the FX and exchange rules in their period), raised to the floor of the maximum price fall
 * (the formula at the window's opening quotes, less `max_price_fall`) and to the minimum price, plus the
 * matching pricing rules converted as `ruleAmount` converts them; and the condition that withholds live
 * offers an input of which is null (rules T6, M5). A price_sort that is null (a USD rule without EUR/USD)
 * or not positive (V11) keeps the offer off the market too (the caller filters on it). `inputs` is the
 * LATERAL join (`pi`, after offer `o`, buyer `b`) of each offer's own inputs, computed once per offer.
 */
function livePriceSql(
  q: Params,
  live: LiveInputs,
  opening: LiveInputs,
): { ctes: string; inputs: string; priceSort: string; liveFilter: string } {
  const futures = q.add(live.futures);
  const marketEurUsd = q.add(live.eurUsd);
  const toCurrency = q.add(live.toCurrency);
  const openingFutures = q.add(opening.futures);
  const openingEurUsd = q.add(opening.eurUsd);
  const openingToCurrency = q.add(opening.toCurrency);
  // The rules that apply to the buyer now (few), then per offer its own inputs, each found once.
  // The sellers' densities and minimum prices, and the rules that apply to the buyer now: few rows.
  const sellers = 'SELECT seller_account_id FROM r';
  const ctes = `br AS MATERIALIZED (${buyerRulesCteSql('(SELECT id FROM b)', sellers, '(SELECT at FROM b)')}),
        spd AS MATERIALIZED (SELECT * FROM seller_product_densities WHERE seller_account_id IN (${sellers})),
        smp AS MATERIALIZED (SELECT * FROM seller_min_prices WHERE seller_account_id IN (${sellers}))`;
  // A rule subquery runs per offer only when the buyer has such rules at all (checked once).
  const whenRules = (kinds: string, then: string, otherwise = 'NULL') =>
    `CASE WHEN (SELECT EXISTS (SELECT 1 FROM br WHERE br.kind IN (${kinds}))) THEN ${then} ELSE ${otherwise} END`;
  const inputRule = (kind: string, column: string) =>
    whenRules(
      `'${kind}'`,
      `(SELECT x.${column} FROM br x WHERE x.kind = '${kind}' AND ${offerMatchSql('x')} ORDER BY x.name, x.id LIMIT 1)`,
    );
  const inputs = `LEFT JOIN spd ON spd.seller_account_id = o.seller_account_id AND spd.product_id = o.product_id
      LEFT JOIN smp ON smp.seller_account_id = o.seller_account_id
        AND smp.product_id = o.product_id AND smp.terminal_id = o.terminal_id
      CROSS JOIN LATERAL (SELECT COALESCE(spd.conversion_factor, p.density) AS conv,
        GREATEST(o.min_price, smp.min_price) AS floor_price, ${inputRule('FX', 'exchange_rate')} AS fx_rate,
        COALESCE(${inputRule('ICE_GASOIL', 'future_month')}, o.future_month) AS month OFFSET 0) pi`;
  // An FX rule in its period fixes EUR/USD, an exchange rule the ICE month (pricing/index.ts).
  const eurUsd = `COALESCE(pi.fx_rate, ${marketEurUsd}::numeric)`;
  const future = `(${futures}::numeric[])[substr(pi.month, 2)::int + 1]`;
  // (future + USD/mt surcharge) / EURUSD × conversion factor / 10 + EUR/l × 100, times the currency multiplier.
  const formula = (fut: string, fx: string, currency: string) =>
    `((${fut} + CASE WHEN o.surcharge_unit = 'USD/METRIC_TONNE' THEN COALESCE(o.surcharge, 0) ELSE 0 END)
          / ${fx} * pi.conv / 10
          + CASE WHEN o.surcharge_unit = 'EUR/LITRE' THEN COALESCE(o.surcharge, 0) * 100 ELSE 0 END)
        * ${currency}::numeric`;
  const base = `CASE WHEN o.price_type = 'FIXED' THEN o.price ELSE ${formula(future, eurUsd, toCurrency)} END`;
  const fallFloor = `CASE WHEN o.price_type = 'API' AND o.max_price_fall IS NOT NULL THEN ${formula(
    `(${openingFutures}::numeric[])[substr(pi.month, 2)::int + 1]`,
    `COALESCE(pi.fx_rate, ${openingEurUsd}::numeric)`,
    openingToCurrency,
  )} - o.max_price_fall END`;
  // A floor raises the price; a null base stays null (withheld), a null floor does nothing.
  const raised = (price: string, floor: string) =>
    `CASE WHEN (${floor}) IS NOT NULL AND (${price}) < (${floor}) THEN (${floor}) ELSE (${price}) END`;
  const floored = raised(raised('pp.base', 'pp.fall_floor'), 'pi.floor_price');
  const rules = whenRules(
    ADDITIVE_KINDS_SQL,
    `COALESCE((SELECT sum(CASE pr.price_unit
          WHEN 'EUR/100L15' THEN pr.value
          WHEN 'EUR/LITRE' THEN pr.value * 100
          WHEN 'EUR/CUBIC_METRE' THEN pr.value / 10
          WHEN 'EUR/METRIC_TONNE' THEN pr.value * pi.conv / 10
          ELSE pr.value / ${eurUsd} * pi.conv / 10 * ${toCurrency}::numeric END)
        FROM br pr WHERE pr.kind IN (${ADDITIVE_KINDS_SQL}) AND ${offerMatchSql('pr')}), 0)`,
    '0',
  );
  const priceSort = `(${floored}) + ${rules}`;
  const liveFilter = `AND CASE WHEN o.price_type = 'FIXED' THEN o.price IS NOT NULL
        ELSE o.future_month IS NOT NULL AND ${future} IS NOT NULL
             AND ${eurUsd} IS NOT NULL AND ${toCurrency}::numeric IS NOT NULL END`;
  // The offer's own price and the floor of its maximum price fall, each computed once (OFFSET 0 keeps
  // the planner from copying a LATERAL's expressions, and their subqueries, into every use).
  const prices = `CROSS JOIN LATERAL (SELECT ${base} AS base, ${fallFloor} AS fall_floor OFFSET 0) pp`;
  return { ctes, inputs: `${inputs}\n      ${prices}`, priceSort, liveFilter };
}

/**
 * `WITH b AS (...) <select>` of the offers on the buyer's market with every column of MarketOfferRow.
 * Live offers stay whatever the quotes (their price is the caller's business).
 */
function visibleOffersSql(q: Params, buyerAccountId: string, now: Date): { cte: string; select: string } {
  const cte = `WITH ${buyerCte(q, buyerAccountId, now, false)}`;
  const select = `SELECT ${COLUMNS}
      FROM b
      JOIN relationships r ON r.buyer_account_id = b.id
      JOIN accounts s ON s.id = r.seller_account_id
      JOIN offers o ON o.seller_account_id = r.seller_account_id
      JOIN products p ON p.id = o.product_id
      JOIN terminals t ON t.id = o.terminal_id
      LEFT JOIN offer_overrides oo ON oo.buyer_account_id = b.id AND oo.offer_id = o.id
      LEFT JOIN offer_overrides so ON so.buyer_account_id = b.id AND so.seller_account_id = o.seller_account_id
      LEFT JOIN relationship_payment_terms pt ON pt.relationship_id = r.id AND pt.product_id = o.product_id
     WHERE ${VISIBLE_WHERE}`;
  return { cte, select };
}

/**
 * One offer of a buyer's market snapshot: what choosing, filtering, sorting and paging need, without the
 * details (those are read per page, `details`). The ranks are the database's own order (its collation for
 * names, numeric order for prices), so that ordering in memory is exactly ordering in SQL; ties go by
 * offer id in code-unit order (ids are ASCII).
 */
export interface SnapshotRow {
  id: string;
  seller_id: string;
  product_id: string;
  product_sort: number;
  terminal_id: string;
  available_volume: number;
  min_order_volume: number;
  max_order_quantity: number;
  /** dense_rank by the buyer's price (ties share a rank). */
  price_rank: number;
  /** dense_rank by (name, id) among all products, terminals, the buyer's sellers. */
  product_rank: number;
  terminal_rank: number;
  seller_rank: number;
}

/** Each snapshot field's SQL in the statement's last step (`x`: the priced offers, `pr`/`tr`/`sr`: ranks). */
const SNAPSHOT_COLUMNS: Record<keyof SnapshotRow, string> = {
  id: 'x.id',
  seller_id: 'x.seller_id',
  product_id: 'x.product_id',
  product_sort: 'x.product_sort',
  terminal_id: 'x.terminal_id',
  available_volume: 'x.available_volume',
  min_order_volume: 'x.min_order_volume',
  max_order_quantity: 'x.max_order_quantity',
  price_rank: 'x.price_rank',
  product_rank: 'pr.rank',
  terminal_rank: 'tr.rank',
  seller_rank: 'sr.rank',
};
/** The order in which the statement sends a row's values (one JSON array per offer). */
const SNAPSHOT_FIELDS = Object.keys(SNAPSHOT_COLUMNS) as (keyof SnapshotRow)[];

export interface NamedRow {
  id: string;
  name: string;
}

/** The filter choices of a market: the terminals, products and sellers of all its offers. */
export interface SnapshotOptions {
  terminals: NamedRow[];
  products: NamedRow[];
  sellers: NamedRow[];
}

export interface MarketSnapshotQuery {
  buyerAccountId: string;
  now: Date;
  live: LiveInputs;
  /** The formula's inputs at the window's opening quotes (`openingInputs`). */
  opening: LiveInputs;
  /**
   * An Aviat's settings as its market shows them (null for every other buyer): only offers at
   * `terminalIds` (empty = every terminal), and only offers whose price, rounded as quoted, plus
   * `priceShift` (the adjustment per 100 l, decimal string; null = none) stays above zero (rule V11).
   */
  aviat?: { terminalIds: readonly string[]; priceShift: string | null } | null;
}

export interface DeliveryAddressRow {
  id: string;
  street: string;
  zipCode: string;
}

export function offersRepo(db: Queryable) {
  return {
    /**
     * Every offer on the buyer's market now, priced (live offers whose inputs are missing and offers
     * whose price is not positive are withheld), in lean columns with their sort ranks. One statement;
     * the price is computed once per offer here and never sent (only its rank is): the page's offers are
     * priced again from their details, by the one definition in pricing/buyerPrice.ts.
     */
    async snapshot(query: MarketSnapshotQuery): Promise<{ rows: SnapshotRow[]; options: SnapshotOptions }> {
      const q = new Params();
      const named = (id: string, name: string, sort?: string) =>
        `(SELECT COALESCE(json_agg(json_build_object('id', c.id, 'name', c.name)
                                   ORDER BY ${sort ? 'c.sort, ' : ''}c.name, c.id), '[]'::json)
            FROM (SELECT DISTINCT ${id} AS id, ${name} AS name${sort ? `, ${sort} AS sort` : ''} FROM v) c)`;
      const buyer = buyerCte(q, query.buyerAccountId, query.now, true);
      const { ctes, inputs, priceSort, liveFilter } = livePriceSql(q, query.live, query.opening);
      // An Aviat's terminals and price adjustment decide what is on its market at all (filter choices and
      // total included); the quoted price is rounded to 4 decimals before the adjustment is added.
      const aviatTerminals = query.aviat?.terminalIds.length
        ? `AND o.terminal_id = ANY (${q.add(query.aviat.terminalIds)}::text[])`
        : '';
      const positive = query.aviat?.priceShift
        ? `v0.price_sort > 0 AND round(v0.price_sort, 4) + ${q.add(query.aviat.priceShift)}::numeric > 0`
        : 'v0.price_sort > 0';
      // Small materialised steps (the buyer, its released relationships) keep the planner's join search
      // short: planning the whole as one join cost more than executing it.
      const sql = `WITH ${buyer},
        r AS MATERIALIZED (
          SELECT r.*, s.name AS seller_name
            FROM b JOIN relationships r ON r.buyer_account_id = b.id JOIN accounts s ON s.id = r.seller_account_id
           WHERE ${RELATIONSHIP_WHERE}
        ),
        ${ctes},
        v AS MATERIALIZED (SELECT * FROM (
          SELECT o.id, o.seller_account_id AS seller_id, r.seller_name,
                 o.product_id, p.name AS product_name, p.sort_order AS product_sort,
                 o.terminal_id, t.name AS terminal_name, o.available_volume, o.min_order_volume,
                 LEAST(COALESCE(oo.max_order_volume, so.max_order_volume, o.max_order_volume), o.available_volume)
                   AS max_order_quantity,
                 ${priceSort} AS price_sort
            FROM b
            CROSS JOIN r
            JOIN offers o ON o.seller_account_id = r.seller_account_id
            JOIN products p ON p.id = o.product_id
            JOIN terminals t ON t.id = o.terminal_id
            LEFT JOIN offer_overrides oo ON oo.buyer_account_id = b.id AND oo.offer_id = o.id
            LEFT JOIN offer_overrides so
              ON so.buyer_account_id = b.id AND so.seller_account_id = o.seller_account_id
            ${inputs}
           WHERE ${OFFER_WHERE} ${liveFilter} ${aviatTerminals}
        ) v0 WHERE ${positive})
        ,
        pr AS (SELECT id, dense_rank() OVER (ORDER BY name, id)::int AS rank FROM products),
        tr AS (SELECT id, dense_rank() OVER (ORDER BY name, id)::int AS rank FROM terminals),
        sr AS (SELECT seller_account_id AS id,
                      dense_rank() OVER (ORDER BY seller_name, seller_account_id)::int AS rank FROM r),
        x AS (SELECT v.*, dense_rank() OVER (ORDER BY v.price_sort)::int AS price_rank FROM v)
        SELECT (SELECT COALESCE(json_agg(json_build_array(${SNAPSHOT_FIELDS.map((f) => SNAPSHOT_COLUMNS[f]).join(', ')})), '[]'::json)::text
                  FROM x JOIN pr ON pr.id = x.product_id JOIN tr ON tr.id = x.terminal_id
                  JOIN sr ON sr.id = x.seller_id) AS rows,
               json_build_object(
                 'terminals', ${named('terminal_id', 'terminal_name')},
                 'products', ${named('product_id', 'product_name', 'product_sort')},
                 'sellers', ${named('seller_id', 'seller_name')})::text AS options`;
      // Not a named (prepared) statement: PostgreSQL's cached generic plan of it does not follow the table's
      // growth (a plan made with a few offers timed out with thousands); planning each time does.
      // One row of two JSON texts: parsing them costs a fraction of parsing thousands of rows.
      const r = await db.query<{ rows: string; options: string }>(sql, q.values);
      const first = r.rows[0]!;
      const rows = (JSON.parse(first.rows) as unknown[][]).map(
        (values) =>
          Object.fromEntries(SNAPSHOT_FIELDS.map((f, i) => [f, values[i]])) as unknown as SnapshotRow,
      );
      return { rows, options: JSON.parse(first.options) as SnapshotOptions };
    },

    /**
     * The details of these offers as the buyer may order them now (`findOrderableOffer`'s columns), in
     * no particular order; an offer no longer on the buyer's market is left out.
     */
    async details(buyerAccountId: string, now: Date, offerIds: readonly string[]): Promise<MarketOfferRow[]> {
      if (offerIds.length === 0) return [];
      const q = new Params();
      const { cte, select } = visibleOffersSql(q, buyerAccountId, now);
      const ids = q.add(offerIds);
      return (await db.query<MarketOfferRow>(`${cte} ${select} AND o.id = ANY (${ids}::text[])`, q.values))
        .rows;
    },

    /** The buyer's delivery addresses (the market's filter choice). */
    async deliveryAddresses(accountId: string): Promise<DeliveryAddressRow[]> {
      const r = await db.query<DeliveryAddressRow>(
        `SELECT id, street, zip_code AS "zipCode" FROM delivery_addresses
          WHERE account_id = $1 AND archived_at IS NULL ORDER BY street, zip_code, id`,
        [accountId],
      );
      return r.rows;
    },

    /** The buyer's platform currency and VAT rate. */
    async buyerPlatform(accountId: string): Promise<{ currency: 'EUR' | 'CHF'; vat: string } | null> {
      const r = await db.query<{ currency: 'EUR' | 'CHF'; vat: string }>(
        `SELECT p.currency, p.vat::text AS vat FROM accounts a JOIN platforms p ON p.id = a.platform_id
          WHERE a.id = $1`,
        [accountId],
      );
      return r.rows[0] ?? null;
    },

    async deliveryAddress(
      accountId: string,
      id: string,
    ): Promise<{ id: string; street: string; zipCode: string } | null> {
      const r = await db.query<{ id: string; street: string; zipCode: string }>(
        `SELECT id, street, zip_code AS "zipCode" FROM delivery_addresses WHERE account_id = $1 AND id = $2 AND archived_at IS NULL`,
        [accountId, id],
      );
      return r.rows[0] ?? null;
    },

    /** A favourites list of the account with its regions resolved to terminals; null when not the account's. */
    async favourites(
      accountId: string,
      id: string,
    ): Promise<{ products: string[]; terminals: string[]; sellers: string[] } | null> {
      const r = await db.query<{ products: string[]; terminals: string[]; sellers: string[] }>(
        `SELECT f.products, f.sellers,
                ARRAY(SELECT unnest(f.terminals)
                      UNION SELECT t.id FROM terminals t WHERE t.region_id = ANY (f.regions)) AS terminals
           FROM favourites f WHERE f.account_id = $1 AND f.id = $2`,
        [accountId, id],
      );
      return r.rows[0] ?? null;
    },

    /** The account with its parent, for the child-account market. */
    async account(
      id: string,
    ): Promise<{ id: string; type: string; parent_account_id: string | null } | null> {
      const r = await db.query<{ id: string; type: string; parent_account_id: string | null }>(
        `SELECT id, type, parent_account_id FROM accounts WHERE id = $1`,
        [id],
      );
      return r.rows[0] ?? null;
    },
  };
}

/**
 * The offer as `buyerAccountId` may order it at `now`, joined with the relationship (payment term) and the
 * buyer's override, or null when it is not on the buyer's market now (gone, paused, relationship not
 * released/enabled, not approved, outside its dates or trading hours, no volume left). Live offers are
 * returned whatever the quotes: price them with `quoteOffer` (null = withheld). `forUpdate` locks the offer
 * row (`FOR UPDATE OF o`) for the order transaction that then lowers `available_volume`; pass the
 * transaction as `db`. `max_order_quantity` is the most the buyer may order now (rule V8).
 */
export async function findOrderableOffer(
  db: Queryable,
  buyerAccountId: string,
  offerId: string,
  now: Date,
  opts: { forUpdate?: boolean } = {},
): Promise<MarketOfferRow | null> {
  const q = new Params();
  const { cte, select } = visibleOffersSql(q, buyerAccountId, now);
  const id = q.add(offerId);
  const r = await db.query<MarketOfferRow>(
    `${cte} ${select} AND o.id = ${id}${opts.forUpdate ? ' FOR UPDATE OF o' : ''}`,
    q.values,
  );
  return r.rows[0] ?? null;
}
