/**
 * The change log of a seller's offers, pricing rules, expiry rules, densities and minimum prices (written
 * by triggers, migrations/130_audit_log.sql and 140_pricing_settings.sql): who is acting in a
 * transaction, and the log as the seller reads it.
 */
import type { components } from '@fuelmarket/api-client';
import type { Queryable } from '../../db/types.js';

type AuditEntry = components['schemas']['AuditEntry'];

/** Names the user every change of this transaction is recorded for (call first in the transaction). */
export async function actingUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`SELECT set_config('fm.user_id', $1, true)`, [userId]);
}

/** Columns that are bookkeeping, not content: never listed as changes. */
const HIDDEN = [
  'id',
  'seller_account_id',
  'due_at',
  'version',
  'created_at',
  'updated_at',
  'updated_by',
  'available_volume',
];

/**
 * The changed fields of a log row, in SQL: both snapshots' values as text (numbers keep their scale,
 * "92.4500"), the fields whose text differs, by name (every field of a creation or deletion).
 */
const CHANGES = `(SELECT coalesce(json_agg(json_build_object('field', d.field, 'before', d.b, 'after', d.a)
                                   ORDER BY d.field), '[]'::json)
     FROM (SELECT coalesce(x.key, y.key) AS field, x.value AS b, y.value AS a
             FROM jsonb_each_text(coalesce(l.before, '{}'::jsonb)) x
             FULL JOIN jsonb_each_text(coalesce(l.after, '{}'::jsonb)) y ON x.key = y.key) d
    WHERE d.field <> ALL ($6::text[]) AND d.b IS DISTINCT FROM d.a)`;

interface Row {
  id: string;
  at: Date;
  user_id: string | null;
  user_name: string | null;
  entity: AuditEntry['entity'];
  entity_id: string;
  action: AuditEntry['action'];
  changes: AuditEntry['changes'] | string;
  label: string | null;
  total: number;
}

export function auditRepo(db: Queryable) {
  return {
    /** One page of the account's log, newest first. */
    async page(
      accountId: string,
      filter: { entity?: string | undefined; entityId?: string | undefined },
      page: { number: number; limit: number },
    ): Promise<{ entries: AuditEntry[]; total: number }> {
      const r = await db.query<Row>(
        `SELECT l.id::text AS id, l.at, l.user_id, u.first_name || ' ' || u.last_name AS user_name, l.entity,
                l.entity_id, l.action, ${CHANGES} AS changes,
                CASE l.entity
                  WHEN 'offer' THEN (SELECT p.name || ', ' || t.name FROM products p, terminals t
                                      WHERE p.id = coalesce(l.after, l.before) ->> 'product_id'
                                        AND t.id = coalesce(l.after, l.before) ->> 'terminal_id')
                  WHEN 'min_price' THEN (SELECT p.name || ', ' || t.name FROM products p, terminals t
                                      WHERE p.id = coalesce(l.after, l.before) ->> 'product_id'
                                        AND t.id = coalesce(l.after, l.before) ->> 'terminal_id')
                  WHEN 'product_density' THEN (SELECT p.name FROM products p
                                      WHERE p.id = coalesce(l.after, l.before) ->> 'product_id')
                  WHEN 'expiry_rule' THEN (coalesce(l.after, l.before) ->> 'date') || ' '
                                          || left(coalesce(l.after, l.before) ->> 'time', 5)
                  ELSE coalesce(l.after, l.before) ->> 'name' END AS label,
                count(*) OVER ()::int AS total
           FROM audit_log l LEFT JOIN users u ON u.id = l.user_id
          WHERE l.account_id = $1 AND ($2::text IS NULL OR l.entity = $2) AND ($3::text IS NULL OR l.entity_id = $3)
          ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
        [
          accountId,
          filter.entity ?? null,
          filter.entityId ?? null,
          page.limit,
          (page.number - 1) * page.limit,
          HIDDEN,
        ],
      );
      return {
        total: r.rows[0]?.total ?? 0,
        entries: r.rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
          entity: row.entity,
          entityId: row.entity_id,
          label: row.label ?? row.entity_id,
          action: row.action,
          changes:
            typeof row.changes === 'string'
              ? (JSON.parse(row.changes) as AuditEntry['changes'])
              : row.changes,
        })),
      };
    },
  };
}
