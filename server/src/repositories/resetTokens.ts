/** Password reset tokens: 256-bit random, stored as SHA-256, single use, limited lifetime. */
import type { Queryable } from '../db/types.js';
import { hashToken } from './sessions.js';

export function resetTokensRepo(db: Queryable) {
  return {
    async create(userId: string, tokenHash: string, now: Date, ttlMinutes: number): Promise<void> {
      await db.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [tokenHash, userId, now, new Date(now.getTime() + ttlMinutes * 60_000)],
      );
    },
    /** Locks the token row (FOR UPDATE) so two concurrent uses cannot both succeed. */
    async findForUse(
      token: string,
    ): Promise<{ user_id: string; expires_at: Date; used_at: Date | null } | undefined> {
      const r = await db.query<{ user_id: string; expires_at: Date; used_at: Date | null }>(
        `SELECT user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hashToken(token)],
      );
      return r.rows[0];
    },
    async useAllOfUser(userId: string, now: Date): Promise<void> {
      await db.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
        now,
      ]);
    },
  };
}
