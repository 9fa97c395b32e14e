/**
 * A seller's pricing rules and rule groups (spec §2 Pricing engine, §3 Pricing rule; rules V10, V11, M6):
 * what a rule must satisfy and all SQL of listing, saving and deleting them, and of finding the rules that
 * price an offer for a buyer.
 *
 * - A rule matches the seller's offers whose product, terminal and buyer are in its lists; an empty list
 *   (GLOBAL rules only) matches all. Rules of the additive kinds (pricing/index.ts ADDITIVE_RULE_KINDS)
 *   add their value to the price. FX rules (an exchange rate) and exchange rules (ICE_GASOIL, an ICE month;
 *   only where the brand lets sellers choose the month, ICE_FUTURE_DROPDOWN) replace that input of the
 *   live price from a start to an end time on one day (V10: all required, the end after the start).
 *   DENSITY rules are refused (densities are set per product, settings.ts), as are ICE_BRENT rules (no
 *   Brent quotes).
 * - GLOBAL rules only where the brand has the add-on (GLOBAL_PRICING_RULES_ADDON, Swiss platform, rule B8);
 *   every other rule names at least one customer, terminal and product (V10). Values are in the platform
 *   currency. A DISCOUNT is negative (V11).
 * - Two rules of one kind may not meet on a customer, terminal and product (FX and exchange rules: in
 *   overlapping periods) (409 DUPLICATE_RULE, M6);
 *   saving locks the seller's account row so that two concurrent saves cannot both pass that check.
 * - Optimistic concurrency: a change or a deletion names the version it read (409 VERSION_CONFLICT).
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@fuelmarket/api-client';
import type { Queryable } from '../../db/types.js';
import { fitsNumeric, numericBoundMessage } from '../../db/numeric.js';
import type { FieldError, FieldProblemCode } from '../../errors.js';
import { actingUser } from '../audit/repository.js';
import { TZ_SQL } from '../../platformTime.js';
import { ADDITIVE_RULE_KINDS, INPUT_RULE_KINDS, type PriceRule } from './index.js';
import { OFFER_CONVERSION_SQL, OFFER_MIN_PRICE_SQL } from './offerSql.js';

export type PricingRuleInput = components['schemas']['PricingRuleInput'];
type PricingRuleDto = components['schemas']['PricingRule'];
type PricingRuleGroupDto = components['schemas']['PricingRuleGroup'];

export interface RulePlatform {
  currency: 'EUR' | 'CHF';
  /** The brand's GLOBAL_PRICING_RULES_ADDON. */
  globalRules: boolean;
  /** The brand's ICE_FUTURE_DROPDOWN: sellers choose ICE months, so exchange rules exist. */
  iceRules: boolean;
}

const isInputKind = (kind: string) => (INPUT_RULE_KINDS as readonly string[]).includes(kind);

/** The problems of a rule by itself (V10, V11); what needs the database is checked by the repository. */
export function pricingRuleErrors(input: PricingRuleInput, platform: RulePlatform): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, code: FieldProblemCode, message?: string) =>
    errors.push({ path, code, ...(message ? { message } : {}) });
  if (input.name.trim() === '') add('/name', 'required');
  const additive = (ADDITIVE_RULE_KINDS as readonly string[]).includes(input.kind);
  if (!additive && !isInputKind(input.kind)) add('/kind', 'kind_not_supported');
  else if (input.kind === 'ICE_GASOIL' && !platform.iceRules) add('/kind', 'ice_rules_not_available');
  if (isInputKind(input.kind)) {
    if (input.kind === 'FX') {
      if (!input.exchangeRate) add('/exchangeRate', 'required');
      else if (!/[1-9]/.test(input.exchangeRate) || input.exchangeRate.startsWith('-')) {
        add('/exchangeRate', 'positive_required');
      } else if (!fitsNumeric(input.exchangeRate, 12, 6))
        add('/exchangeRate', 'too_many_digits', numericBoundMessage(12, 6));
    }
    if (input.kind === 'ICE_GASOIL' && !input.futureMonth) add('/futureMonth', 'required');
    if (!input.date) add('/date', 'required');
    if (!input.startTime) add('/startTime', 'required');
    if (!input.endTime) add('/endTime', 'required');
    else if (input.startTime && input.endTime <= input.startTime) add('/endTime', 'before_start');
  }
  if (input.scope === 'GLOBAL') {
    if (!platform.globalRules) add('/scope', 'global_rules_not_available');
  } else {
    for (const list of ['customerIds', 'terminalIds', 'productIds'] as const) {
      if (input[list].length === 0) add(`/${list}`, 'at_least_one');
    }
  }
  if (input.currency !== platform.currency) add('/currency', 'platform_currency_required');
  if (isInputKind(input.kind)) return errors;
  if (!/^-?\d+(\.\d+)?$/.test(input.value)) add('/value', 'decimal_required');
  else if (!fitsNumeric(input.value, 12, 4)) add('/value', 'too_many_digits', numericBoundMessage(12, 4));
  else if (input.kind === 'DISCOUNT' && !(input.value.startsWith('-') && /[1-9]/.test(input.value))) {
    add('/value', 'negative_required');
  }
  return errors;
}

interface RuleRow {
  id: string;
  version: number;
  name: string;
  kind: PricingRuleInput['kind'];
  scope: PricingRuleInput['scope'];
  price_unit: PricingRuleInput['priceUnit'];
  currency: PricingRuleInput['currency'];
  value: string;
  product_ids: string[];
  terminal_ids: string[];
  customer_ids: string[];
  group_id: string | null;
  updated_at: Date;
  benchmark: PricingRuleInput['benchmark'] | null;
  future_month: PricingRuleInput['futureMonth'] | null;
  exchange_rate: string | null;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
}

const COLUMNS = `id, version, name, kind, scope, price_unit, currency, value::text AS value, product_ids,
  terminal_ids, customer_ids, group_id, updated_at, benchmark, future_month, exchange_rate::text AS exchange_rate,
  to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time,
  to_char(end_time, 'HH24:MI') AS end_time`;

function toRule(row: RuleRow): PricingRuleDto {
  return {
    id: row.id,
    version: row.version,
    updated: row.updated_at.toISOString(),
    name: row.name,
    kind: row.kind,
    scope: row.scope,
    priceUnit: row.price_unit,
    currency: row.currency,
    value: row.value,
    productIds: row.product_ids,
    terminalIds: row.terminal_ids,
    customerIds: row.customer_ids,
    groupId: row.group_id,
    ...(row.benchmark ? { benchmark: row.benchmark } : {}),
    ...(row.future_month ? { futureMonth: row.future_month } : {}),
    ...(row.exchange_rate ? { exchangeRate: row.exchange_rate } : {}),
    ...(row.date ? { date: row.date } : {}),
    ...(row.start_time ? { startTime: row.start_time } : {}),
    ...(row.end_time ? { endTime: row.end_time } : {}),
  };
}

/** One customer's view of an offer (`customerPriceRows`). */
export interface CustomerPriceRow {
  price_type: 'FIXED' | 'TRACKING' | 'API';
  price: string | null;
  future_month: 'M00' | 'M01' | 'M02' | 'M03' | 'M04' | 'M05' | 'M06' | null;
  surcharge: string | null;
  surcharge_unit: 'USD/METRIC_TONNE' | 'EUR/LITRE' | null;
  min_price: string | null;
  max_price_fall: string | null;
  density: string;
  customer_id: string | null;
  customer_name: string | null;
  payment_term_days: number | null;
  /** JSON, `priceRulesOf`. */
  rules: unknown;
}

/** An input rule's period as instants (from inclusive, until exclusive). */
interface Period {
  from: Date;
  until: Date;
}

export type RuleSaveResult =
  | { ok: true; rule: PricingRuleDto }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; currentVersion: number }
  | { ok: false; reason: 'duplicate'; existingRuleId: string }
  | { ok: false; reason: 'invalid'; errors: FieldError[] };

/** Rule kinds as an SQL list (`'DUTY', 'BIO_BLEND', ...`). */
const kindsSql = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
/** The additive kinds as an SQL list. */
export const ADDITIVE_KINDS_SQL = kindsSql(ADDITIVE_RULE_KINDS);

/**
 * SQL matching pricing rules `pr` to an offer `o` and a buyer whose id is the expression `buyer`: the rules
 * of `kinds` (the additive ones unless said) of the offer's seller whose lists hold (or do not restrict)
 * the product, terminal and buyer.
 */
function ruleMatchSql(buyer: string, kinds: readonly string[] = ADDITIVE_RULE_KINDS): string {
  return `pr.seller_account_id = o.seller_account_id AND pr.kind IN (${kindsSql(kinds)})
    AND (cardinality(pr.customer_ids) = 0 OR ${buyer} = ANY (pr.customer_ids))
    AND (cardinality(pr.product_ids) = 0 OR o.product_id = ANY (pr.product_ids))
    AND (cardinality(pr.terminal_ids) = 0 OR o.terminal_id = ANY (pr.terminal_ids))`;
}

/**
 * A JSON column with the rules of `ruleMatchSql` (additive and input kinds; with `at`, an SQL timestamptz,
 * only input rules whose period has not ended then) in the form `quoteOffer` takes (PriceRule[]), in the
 * order a price explanation reads them: by kind (duty, bio blend, freight, margin, discount), then name.
 */
export function matchingRulesJsonSql(buyer: string, at?: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object('id', pr.id, 'name', pr.name, 'kind', pr.kind,
             'priceUnit', pr.price_unit, 'value', pr.value::text, 'exchangeRate', pr.exchange_rate::text,
             'futureMonth', pr.future_month, 'activeFrom', pr.active_from, 'activeUntil', pr.active_until)
             ORDER BY array_position(ARRAY[${ADDITIVE_KINDS_SQL}]::text[], pr.kind), pr.name, pr.id), '[]'::json)
      FROM pricing_rules pr
     WHERE ${ruleMatchSql(buyer, [...ADDITIVE_RULE_KINDS, ...INPUT_RULE_KINDS])}
       ${at ? `AND (pr.active_until IS NULL OR pr.active_until > ${at})` : ''})`;
}

/**
 * The body of a CTE of the pricing rules that apply to buyer `buyer` now (`at`, an SQL timestamptz) from
 * the sellers `sellers` (an SQL set): additive rules, and FX and exchange rules in their period. Pricing
 * many offers for one buyer reads these few rows instead of all the sellers' rules per offer.
 */
export function buyerRulesCteSql(buyer: string, sellers: string, at: string): string {
  return `SELECT pr.* FROM pricing_rules pr
     WHERE pr.seller_account_id IN (${sellers})
       AND (cardinality(pr.customer_ids) = 0 OR ${buyer} = ANY (pr.customer_ids))
       AND (pr.kind IN (${ADDITIVE_KINDS_SQL})
            OR (pr.kind IN (${kindsSql(INPUT_RULE_KINDS)}) AND pr.active_from <= ${at} AND ${at} < pr.active_until))`;
}

/** The rules `alias` of a `buyerRulesCteSql` CTE that match offer `o`: its seller, product and terminal. */
export function offerMatchSql(alias: string): string {
  return `${alias}.seller_account_id = o.seller_account_id
    AND (cardinality(${alias}.product_ids) = 0 OR o.product_id = ANY (${alias}.product_ids))
    AND (cardinality(${alias}.terminal_ids) = 0 OR o.terminal_id = ANY (${alias}.terminal_ids))`;
}

/** A rule list of the JSON column above. */
export const priceRulesOf = (value: unknown): PriceRule[] =>
  typeof value === 'string' ? (JSON.parse(value) as PriceRule[]) : ((value as PriceRule[] | null) ?? []);

export function pricingRulesRepo(db: Queryable) {
  /** Products, terminals, customers and the group must be the seller's to use. */
  const referenceErrors = async (tx: Queryable, sellerAccountId: string, input: PricingRuleInput) => {
    const r = await tx.query<{
      products: string[];
      terminals: string[];
      customers: string[];
      group: boolean;
    }>(
      `SELECT
         ARRAY(SELECT id FROM products WHERE type = 'fuel' AND id = ANY ($2::text[])) AS products,
         ARRAY(SELECT t.id FROM terminals t JOIN regions g ON g.id = t.region_id
                 JOIN accounts a ON a.platform_id = g.platform_id
                WHERE a.id = $1 AND t.id = ANY ($3::text[])) AS terminals,
         ARRAY(SELECT buyer_account_id FROM relationships
                WHERE seller_account_id = $1 AND buyer_account_id = ANY ($4::text[])) AS customers,
         ($5::text IS NULL OR EXISTS (SELECT 1 FROM pricing_rule_groups
                                       WHERE id = $5 AND seller_account_id = $1)) AS "group"`,
      [sellerAccountId, input.productIds, input.terminalIds, input.customerIds, input.groupId ?? null],
    );
    const found = r.rows[0]!;
    const errors: FieldError[] = [];
    const check = (
      list: 'productIds' | 'terminalIds' | 'customerIds',
      known: string[],
      code: FieldProblemCode,
    ) =>
      input[list].forEach((id, i) => {
        if (!known.includes(id)) errors.push({ path: `/${list}/${i}`, code });
      });
    check('productIds', found.products, 'unknown_product');
    check('terminalIds', found.terminals, 'unknown_terminal');
    check('customerIds', found.customers, 'unknown_customer');
    if (!found.group) errors.push({ path: '/groupId', code: 'unknown_group' });
    return errors;
  };

  /** Another rule of the seller of the same kind that meets this one on a customer, terminal and product. */
  const duplicateOf = async (
    tx: Queryable,
    sellerAccountId: string,
    input: PricingRuleInput,
    self: string,
    period: Period | null,
  ) => {
    const meets = (column: string, param: string) =>
      `(cardinality(${column}) = 0 OR cardinality(${param}::text[]) = 0 OR ${column} && ${param}::text[])`;
    const r = await tx.query<{ id: string }>(
      `SELECT id FROM pricing_rules
        WHERE seller_account_id = $1 AND kind = $2 AND id <> $3
          AND ${meets('customer_ids', '$4')} AND ${meets('terminal_ids', '$5')} AND ${meets('product_ids', '$6')}
          AND ($7::timestamptz IS NULL OR (active_from < $8 AND $7 < active_until))
        ORDER BY created_at, id LIMIT 1`,
      [
        sellerAccountId,
        input.kind,
        self,
        input.customerIds,
        input.terminalIds,
        input.productIds,
        period?.from.toISOString() ?? null,
        period?.until.toISOString() ?? null,
      ],
    );
    return r.rows[0]?.id;
  };

  /** An input rule's day from its start to its end time on the seller's platform clock. */
  const periodOf = async (tx: Queryable, sellerAccountId: string, input: PricingRuleInput) => {
    if (!isInputKind(input.kind)) return null;
    const r = await tx.query<{ from: Date; until: Date }>(
      `SELECT ($2::date + $3::time) AT TIME ZONE ${TZ_SQL} AS "from", ($2::date + $4::time) AT TIME ZONE ${TZ_SQL} AS until
         FROM accounts a WHERE a.id = $1`,
      [sellerAccountId, input.date, input.startTime, input.endTime],
    );
    return r.rows[0]!;
  };

  const lockSeller = (tx: Queryable, sellerAccountId: string) =>
    tx.query(`SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE`, [sellerAccountId]);

  const unique = (ids: readonly string[]) => [...new Set(ids)];

  /** Checks, then writes the rule with `write`; the result says what happened. */
  async function save(
    tx: Queryable,
    sellerAccountId: string,
    input: PricingRuleInput,
    platform: RulePlatform,
    self: string,
    write: (values: unknown[]) => Promise<void>,
  ): Promise<RuleSaveResult> {
    const input_ = isInputKind(input.kind)
      ? { ...input, value: '0', ...(input.kind === 'ICE_GASOIL' ? { benchmark: 'GAS' as const } : {}) }
      : {
          ...input,
          benchmark: undefined,
          futureMonth: undefined,
          exchangeRate: undefined,
          date: undefined,
          startTime: undefined,
          endTime: undefined,
        };
    const normal = {
      ...input_,
      productIds: unique(input.productIds),
      terminalIds: unique(input.terminalIds),
      customerIds: unique(input.customerIds),
    };
    const errors = [
      ...pricingRuleErrors(normal, platform),
      ...(await referenceErrors(tx, sellerAccountId, normal)),
    ];
    if (errors.length) return { ok: false, reason: 'invalid', errors };
    const period = await periodOf(tx, sellerAccountId, normal);
    const existing = await duplicateOf(tx, sellerAccountId, normal, self, period);
    if (existing) return { ok: false, reason: 'duplicate', existingRuleId: existing };
    await write(values(normal, period));
    const r = await tx.query<RuleRow>(`SELECT ${COLUMNS} FROM pricing_rules WHERE id = $1`, [self]);
    return { ok: true, rule: toRule(r.rows[0]!) };
  }

  /** The columns name .. group_id, then benchmark .. active_until (null for additive rules). */
  const values = (input: PricingRuleInput, period: Period | null) => [
    input.name,
    input.kind,
    input.scope,
    input.priceUnit,
    input.currency,
    input.value,
    input.productIds,
    input.terminalIds,
    input.customerIds,
    input.groupId ?? null,
    input.benchmark ?? null,
    input.futureMonth ?? null,
    input.exchangeRate ?? null,
    input.date ?? null,
    input.startTime ?? null,
    input.endTime ?? null,
    period?.from.toISOString() ?? null,
    period?.until.toISOString() ?? null,
  ];

  return {
    /** The seller's rules, oldest first, optionally of some scopes, kinds or a group. */
    async list(
      sellerAccountId: string,
      filter: { scope?: string[] | undefined; kind?: string[] | undefined; groupId?: string | undefined },
    ): Promise<PricingRuleDto[]> {
      const r = await db.query<RuleRow>(
        `SELECT ${COLUMNS} FROM pricing_rules
          WHERE seller_account_id = $1
            AND ($2::text[] IS NULL OR scope = ANY ($2::text[]))
            AND ($3::text[] IS NULL OR kind = ANY ($3::text[]))
            AND ($4::text IS NULL OR group_id = $4)
          ORDER BY created_at, id`,
        [
          sellerAccountId,
          filter.scope?.length ? filter.scope : null,
          filter.kind?.length ? filter.kind : null,
          filter.groupId ?? null,
        ],
      );
      return r.rows.map(toRule);
    },

    async create(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      input: PricingRuleInput,
      platform: RulePlatform,
      now: Date,
    ): Promise<RuleSaveResult> {
      await actingUser(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const id = `pr-${randomUUID()}`;
      return save(tx, sellerAccountId, input, platform, id, async (columns) => {
        await tx.query(
          `INSERT INTO pricing_rules (id, seller_account_id, name, kind, scope, price_unit, currency, value,
             product_ids, terminal_ids, customer_ids, group_id, benchmark, future_month, exchange_rate, date,
             start_time, end_time, active_from, active_until, created_at, updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             $21, $21, $22)`,
          [id, sellerAccountId, ...columns, now.toISOString(), userId],
        );
      });
    },

    async update(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
      input: PricingRuleInput,
      platform: RulePlatform,
      now: Date,
    ): Promise<RuleSaveResult> {
      await actingUser(tx, userId);
      await lockSeller(tx, sellerAccountId);
      const current = await tx.query<{ version: number }>(
        `SELECT version FROM pricing_rules WHERE id = $1 AND seller_account_id = $2`,
        [id, sellerAccountId],
      );
      const found = current.rows[0];
      if (!found) return { ok: false, reason: 'not_found' };
      if (found.version !== version) return { ok: false, reason: 'conflict', currentVersion: found.version };
      return save(tx, sellerAccountId, input, platform, id, async (columns) => {
        await tx.query(
          `UPDATE pricing_rules SET name = $3, kind = $4, scope = $5, price_unit = $6, currency = $7, value = $8,
             product_ids = $9, terminal_ids = $10, customer_ids = $11, group_id = $12, benchmark = $13,
             future_month = $14, exchange_rate = $15, date = $16, start_time = $17, end_time = $18,
             active_from = $19, active_until = $20, version = version + 1, updated_at = $21, updated_by = $22
           WHERE id = $1 AND seller_account_id = $2`,
          [id, sellerAccountId, ...columns, now.toISOString(), userId],
        );
      });
    },

    async remove(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      id: string,
      version: number,
    ): Promise<'removed' | 'not_found' | { conflict: number }> {
      await actingUser(tx, userId);
      const current = await tx.query<{ version: number }>(
        `SELECT version FROM pricing_rules WHERE id = $1 AND seller_account_id = $2 FOR UPDATE`,
        [id, sellerAccountId],
      );
      const found = current.rows[0];
      if (!found) return 'not_found';
      if (found.version !== version) return { conflict: found.version };
      await tx.query(`DELETE FROM pricing_rules WHERE id = $1`, [id]);
      return 'removed';
    },

    /**
     * The seller's offer (none when not theirs or deleted) once per customer with a released relationship
     * (or only `customerId`), by name: the offer's price inputs, the customer's matching rules and the
     * payment term of the offer's product. Without customers, one row with a null customer.
     */
    async customerPriceRows(sellerAccountId: string, offerId: string, customerId: string | undefined) {
      const r = await db.query<CustomerPriceRow>(
        `SELECT o.price_type, o.price::text AS price, o.future_month, o.surcharge::text AS surcharge,
                o.surcharge_unit, (${OFFER_MIN_PRICE_SQL})::text AS min_price, o.max_price_fall::text AS max_price_fall,
                (${OFFER_CONVERSION_SQL})::text AS density,
                c.id AS customer_id, c.name AS customer_name,
                pt.days AS payment_term_days, ${matchingRulesJsonSql('c.id')} AS rules
           FROM offers o
           JOIN products p ON p.id = o.product_id AND p.type = 'fuel'
           LEFT JOIN relationships r ON r.seller_account_id = o.seller_account_id
                 AND r.state = 'RELEASED' AND ($3::text IS NULL OR r.buyer_account_id = $3)
           LEFT JOIN accounts c ON c.id = r.buyer_account_id
           LEFT JOIN relationship_payment_terms pt ON pt.relationship_id = r.id AND pt.product_id = o.product_id
          WHERE o.id = $1 AND o.seller_account_id = $2 AND o.status <> 'REMOVED'
          ORDER BY c.name, c.id`,
        [offerId, sellerAccountId, customerId ?? null],
      );
      return r.rows;
    },

    async groups(sellerAccountId: string): Promise<PricingRuleGroupDto[]> {
      const r = await db.query<{ id: string; name: string; version: number; rule_count: number }>(
        `SELECT g.id, g.name, g.version,
                (SELECT count(*) FROM pricing_rules r WHERE r.group_id = g.id)::int AS rule_count
           FROM pricing_rule_groups g WHERE g.seller_account_id = $1 ORDER BY g.name, g.id`,
        [sellerAccountId],
      );
      return r.rows.map((g) => ({ id: g.id, name: g.name, ruleCount: g.rule_count, version: g.version }));
    },

    /** A new group; undefined when the seller has a group of that name already. */
    async createGroup(
      tx: Queryable,
      sellerAccountId: string,
      name: string,
      now: Date,
    ): Promise<PricingRuleGroupDto | { existingGroupId: string }> {
      await lockSeller(tx, sellerAccountId);
      const existing = await tx.query<{ id: string }>(
        `SELECT id FROM pricing_rule_groups WHERE seller_account_id = $1 AND lower(name) = lower($2)`,
        [sellerAccountId, name.trim()],
      );
      if (existing.rows[0]) return { existingGroupId: existing.rows[0].id };
      const id = `grp-${randomUUID()}`;
      await tx.query(
        `INSERT INTO pricing_rule_groups (id, seller_account_id, name, created_at) VALUES ($1, $2, $3, $4)`,
        [id, sellerAccountId, name.trim(), now.toISOString()],
      );
      return { id, name: name.trim(), ruleCount: 0, version: 1 };
    },
  };
}
