/** Password reset tokens: 256-bit random, stored as SHA-256, single use, limited lifetime. */
import type { Queryable } from '../../db/types.js';
import { hashToken } from './sessions.js';

/** The key of an address in password_reset_requests: SHA-256 of the trimmed, lower-cased e-mail. */
export const emailKey = (email: string) => hashToken(email.trim().toLowerCase());

/** Every reset request, known address or not (see migrations/060). */
export function resetRequestsRepo(db: Queryable) {
  return {
    async record(email: string, now: Date): Promise<void> {
      await db.query(`INSERT INTO password_reset_requests (email_key, requested_at) VALUES ($1, $2)`, [
        emailKey(email),
        now,
      ]);
    },
    /** Forgets requests older than `before`. */
    async prune(before: Date): Promise<void> {
      await db.query(`DELETE FROM password_reset_requests WHERE requested_at < $1`, [before]);
    },
  };
}

export function resetTokensRepo(db: Queryable) {
  return {
    async create(userId: string, tokenHash: string, now: Date, ttlMinutes: number): Promise<void> {
      await db.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [tokenHash, userId, now, new Date(now.getTime() + ttlMinutes * 60_000)],
      );
    },
    /**
     * The token of a user of `platform` (a key made by another platform's server is none here); locks the
     * token row (FOR UPDATE) so two concurrent uses cannot both succeed.
     */
    async findForUse(
      token: string,
      platform: string,
    ): Promise<{ user_id: string; expires_at: Date; used_at: Date | null } | undefined> {
      const r = await db.query<{ user_id: string; expires_at: Date; used_at: Date | null }>(
        `SELECT t.user_id, t.expires_at, t.used_at
           FROM password_reset_tokens t
           JOIN users u ON u.id = t.user_id
           JOIN accounts a ON a.id = u.account_id
          WHERE t.token_hash = $1 AND a.platform_id = $2
          FOR UPDATE OF t`,
        [hashToken(token), platform],
      );
      return r.rows[0];
    },
    /** Links (so mails) made for the user since `since`. */
    async countCreatedSince(userId: string, since: Date): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at >= $2`,
        [userId, since],
      );
      return r.rows[0]?.n ?? 0;
    },
    /** Serialises the reset mails of one user until the transaction ends (the cap stays exact). */
    async lockUser(userId: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('password-reset:' || $1))`, [userId]);
    },
    async useAllOfUser(userId: string, now: Date): Promise<void> {
      await db.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
        now,
      ]);
    },
  };
}
