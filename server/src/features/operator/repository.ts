/**
 * All SQL of the platform operator's console: company accounts and their users, blocking, and the log of
 * operator actions (own platform only).
 */
import type { Queryable } from '../../db/types.js';
import { roleOf } from './accountsRepository.js';

/** The columns both block operations return. */
export interface BlockRow {
  id: string;
  blocked: boolean;
  blocked_at: Date | null;
  block_reason: string | null;
}

export interface BlockChange {
  platform: string;
  blocked: boolean;
  at: Date;
  reason: string | null;
}

export type AuditActionName =
  | 'ACCOUNT_BLOCKED'
  | 'ACCOUNT_UNBLOCKED'
  | 'USER_BLOCKED'
  | 'USER_UNBLOCKED'
  | 'ACCOUNT_UPDATED'
  | 'SHAREHOLDER_CHANGED'
  | 'USER_CREATED'
  | 'PRODUCT_CREATED'
  | 'PRODUCT_UPDATED'
  | 'REGION_CREATED'
  | 'REGION_UPDATED'
  | 'REGION_DELETED'
  | 'TERMINAL_CREATED'
  | 'TERMINAL_UPDATED'
  | 'TERMINAL_DELETED';

export type AuditTargetType = 'account' | 'user' | 'product' | 'region' | 'terminal';

/** One changed field of an operator action ("what"): the value before and after, as text. */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface AuditAction {
  platform: string;
  actorId: string;
  actorName: string;
  at: Date;
  action: AuditActionName;
  targetType: AuditTargetType;
  targetId: string;
  /** The target's name; read from the table when absent (a deleted row must pass its name). */
  targetName?: string;
  reason: string | null;
  affectedUsers: number;
  changes?: AuditChange[];
}

/** The fields whose value differs between `before` and `after` (compared as text; `null` for absent). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): AuditChange[] {
  const text = (v: unknown) =>
    v === undefined || v === null ? null : Array.isArray(v) ? v.join(', ') : String(v);
  return Object.keys(after)
    .filter((k) => after[k] !== undefined && text(before[k]) !== text(after[k]))
    .map((k) => ({ field: k, from: text(before[k]), to: text(after[k]) }));
}

/** `%`, `_` and `\\` match themselves in a LIKE pattern. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function operatorRepo(db: Queryable) {
  return {
    /** The platform's company accounts, by name; `q` searches name, contact e-mail and users' e-mails. */
    async listAccounts(platform: string, q: string | undefined) {
      const r = await db.query<{
        id: string;
        name: string;
        type: 'buyer' | 'seller' | 'admin';
        platform_id: string;
        blocked: boolean;
        user_count: number;
        parent_account_id: string | null;
        is_shareholder_parent: boolean;
      }>(
        `SELECT a.id, a.name, a.type, a.platform_id, a.blocked, a.parent_account_id, a.is_shareholder_parent,
                (SELECT count(*)::int FROM users u WHERE u.account_id = a.id) AS user_count
           FROM accounts a
          WHERE a.platform_id = $1
            AND ($2::text IS NULL OR a.name ILIKE $2 OR a.contact_email ILIKE $2
                 OR EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.email ILIKE $2))
          ORDER BY lower(a.name), a.id`,
        [platform, q?.trim() ? likePattern(q.trim()) : null],
      );
      return r.rows.map((x) => ({
        id: x.id,
        name: x.name,
        type: x.type,
        platform: x.platform_id,
        blocked: x.blocked,
        userCount: x.user_count,
        shareholderRole: roleOf(x),
      }));
    },

    /** The users of one of the platform's accounts; undefined when the platform has no such account. */
    async listUsers(accountId: string, platform: string) {
      const exists = await db.query(`SELECT 1 FROM accounts WHERE id = $1 AND platform_id = $2`, [
        accountId,
        platform,
      ]);
      if (exists.rows.length === 0) return undefined;
      const r = await db.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        is_admin: boolean;
        blocked: boolean;
      }>(
        `SELECT id, first_name, last_name, email, is_admin, blocked FROM users
          WHERE account_id = $1 ORDER BY lower(last_name), lower(first_name), id`,
        [accountId],
      );
      return r.rows.map((u) => ({
        id: u.id,
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        admin: u.is_admin,
        blocked: u.blocked,
      }));
    },

    /** Records an operator action; the target's name is read here, so the log keeps it if it changes. */
    async record(e: AuditAction): Promise<void> {
      await db.query(
        `INSERT INTO operator_audit_log (platform_id, actor_user_id, actor_name, at, action, target_type,
                                         target_id, target_name, reason, affected_users, changes)
         SELECT $1, $2, $3, $4, $5, $6, $7,
                COALESCE($10::text, CASE $6
                  WHEN 'account' THEN (SELECT name FROM accounts WHERE id = $7)
                  WHEN 'user' THEN (SELECT first_name || ' ' || last_name FROM users WHERE id = $7)
                  WHEN 'product' THEN (SELECT name FROM products WHERE id = $7)
                  WHEN 'region' THEN (SELECT name FROM regions WHERE id = $7)
                  ELSE (SELECT name FROM terminals WHERE id = $7) END, $7),
                $8, $9, $11::jsonb`,
        [
          e.platform,
          e.actorId,
          e.actorName,
          e.at,
          e.action,
          e.targetType,
          e.targetId,
          e.reason,
          e.affectedUsers,
          e.targetName ?? null,
          JSON.stringify(e.changes ?? []),
        ],
      );
    },

    /** The platform's newest log entries. */
    async audit(platform: string, limit: number) {
      const r = await db.query<{
        id: string;
        at: Date;
        actor_user_id: string | null;
        actor_name: string;
        action: AuditActionName;
        target_type: AuditTargetType;
        target_id: string;
        target_name: string;
        reason: string | null;
        affected_users: number;
        changes: AuditChange[];
      }>(
        `SELECT id::text, at, actor_user_id, actor_name, action, target_type, target_id, target_name, reason,
                affected_users, changes
           FROM operator_audit_log l WHERE platform_id = $1 ORDER BY l.id DESC LIMIT $2`,
        [platform, limit],
      );
      return r.rows.map((x) => ({
        id: x.id,
        at: x.at.toISOString(),
        actor: { id: x.actor_user_id ?? '', name: x.actor_name },
        action: x.action,
        target: { type: x.target_type, id: x.target_id, name: x.target_name },
        reason: x.reason,
        affectedUsers: x.affected_users,
        changes: x.changes,
      }));
    },

    /** Undefined when the platform has no account with this id. */
    async setAccountBlocked(id: string, c: BlockChange): Promise<BlockRow | undefined> {
      const r = await db.query<BlockRow>(
        `UPDATE accounts SET blocked = $3, blocked_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END,
              block_reason = CASE WHEN $3 THEN $5 ELSE NULL END
        WHERE id = $1 AND platform_id = $2 RETURNING id, blocked, blocked_at, block_reason`,
        [id, c.platform, c.blocked, c.at, c.reason],
      );
      return r.rows[0];
    },

    /** The users of an account and of its child accounts. */
    async countUsersOfAccountTree(id: string): Promise<number> {
      const n = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u JOIN accounts x ON x.id = u.account_id WHERE x.id = $1 OR x.parent_account_id = $1`,
        [id],
      );
      return n.rows[0]?.n ?? 0;
    },

    async isPlatformOperator(userId: string): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM users WHERE id = $1 AND is_platform_operator`, [userId]);
      return r.rows.length > 0;
    },

    /** Undefined when the platform has no user with this id. */
    async setUserBlocked(id: string, c: BlockChange): Promise<BlockRow | undefined> {
      const r = await db.query<BlockRow>(
        `UPDATE users u SET blocked = $3, blocked_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END,
              block_reason = CASE WHEN $3 THEN $5 ELSE NULL END
         FROM accounts a
        WHERE u.id = $1 AND a.id = u.account_id AND a.platform_id = $2
        RETURNING u.id, u.blocked, u.blocked_at, u.block_reason`,
        [id, c.platform, c.blocked, c.at, c.reason],
      );
      return r.rows[0];
    },
  };
}

export const blockResult = (row: BlockRow, affectedUsers: number) => ({
  id: row.id,
  blocked: row.blocked,
  blockedAt: row.blocked_at?.toISOString() ?? null,
  reason: row.block_reason,
  affectedUsers,
});
