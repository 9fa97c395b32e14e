/** All SQL of the platform operator's blocking of company accounts and users (own platform only). */
import type { Queryable } from '../../db/types.js';

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

export function operatorRepo(db: Queryable) {
  return {
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
