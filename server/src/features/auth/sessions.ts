/** Server-side sessions: 256-bit random ids, only their SHA-256 hash is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { AccountType, AuthContext } from './types.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface SessionRow {
  id_hash: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  is_admin: boolean;
  is_platform_operator: boolean;
  user_blocked: boolean;
  user_status: number;
  account_id: string;
  account_type: AccountType;
  platform_id: string;
  account_name: string;
  features: string[];
  parent_features: string[] | null;
  parent_account_id: string | null;
  is_shareholder_parent: boolean;
  account_blocked: boolean;
}

export function sessionsRepo(db: Queryable) {
  return {
    async create(userId: string, now: Date, absoluteHours: number): Promise<string> {
      const token = newToken();
      await db.query(
        `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
        [hashToken(token), userId, now, new Date(now.getTime() + absoluteHours * 3_600_000)],
      );
      return token;
    },
    async find(token: string): Promise<SessionRow | undefined> {
      const r = await db.query<SessionRow>(
        `SELECT s.id_hash, s.created_at, s.last_seen_at, s.expires_at,
                u.id AS user_id, u.username, u.email, u.first_name, u.last_name, u.roles, u.is_admin,
                u.is_platform_operator, u.blocked AS user_blocked, u.status AS user_status,
                a.id AS account_id, a.type AS account_type, a.platform_id, a.name AS account_name, a.features,
                p.features AS parent_features, a.parent_account_id, a.is_shareholder_parent,
                (a.blocked OR COALESCE(p.blocked, false)) AS account_blocked
           FROM sessions s
           JOIN users u ON u.id = s.user_id
           JOIN accounts a ON a.id = u.account_id
           LEFT JOIN accounts p ON p.id = a.parent_account_id
          WHERE s.id_hash = $1`,
        [hashToken(token)],
      );
      return r.rows[0];
    },
    async touch(idHash: string, now: Date): Promise<void> {
      await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1`, [idHash, now]);
    },
    async delete(idHash: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE id_hash = $1`, [idHash]);
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
    },
    /** Ends the user's sessions except the one given (a password change keeps the caller signed in). */
    async deleteOthersOfUser(userId: string, keepIdHash: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2`, [userId, keepIdHash]);
    },
    async deleteForAccount(accountId: string): Promise<void> {
      await db.query(
        `DELETE FROM sessions WHERE user_id IN (
           SELECT u.id FROM users u JOIN accounts a ON a.id = u.account_id
            WHERE a.id = $1 OR a.parent_account_id = $1)`,
        [accountId],
      );
    },
  };
}

export function toAuthContext(s: SessionRow): AuthContext {
  return {
    sessionId: s.id_hash,
    userId: s.user_id,
    username: s.username,
    email: s.email,
    firstName: s.first_name,
    lastName: s.last_name,
    roles: s.roles,
    isPlatformOperator: s.is_platform_operator,
    isAccountAdmin: s.is_admin,
    account: {
      id: s.account_id,
      type: s.account_type,
      platform: s.platform_id,
      name: s.account_name,
      // A child account may only use what its parent account allows.
      features: s.parent_features ? s.features.filter((f) => s.parent_features!.includes(f)) : s.features,
      parentAccountId: s.parent_account_id,
      isShareholderParent: s.is_shareholder_parent,
    },
  };
}
