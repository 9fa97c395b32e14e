/** Users and their accounts: SQL for login, profiles and the team list. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { AccountType } from '../auth/types.js';

export interface LoginUserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  failed_attempts: number;
  locked: boolean;
  blocked: boolean;
  status: number;
  account_id: string;
  account_type: AccountType;
  account_name: string;
  platform_id: string;
  account_blocked: boolean;
  is_admin: boolean;
  is_platform_operator: boolean;
}

export interface UserRow {
  id: string;
  account_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  salutation: 'Mr' | 'Ms' | null;
  title: 'Dr' | 'Prof' | null;
  phone: string | null;
  mobile: string | null;
  job_title: string | null;
  department: string | null;
  department_size: string | null;
  use_individual_address: boolean;
  address_line1: string | null;
  address_line2: string | null;
  county: string | null;
  country: string | null;
  post_code: string | null;
  roles: string[];
  is_admin: boolean;
  status: number;
  blocked: boolean;
  account_type: AccountType;
  terms_accepted_at: Date | null;
  /** Counted up by the database on every change of the profile (migration 210). */
  version: number;
}

/** A new team member's columns (profile fields already reduced to the filled ones, spec §5 V6). */
export interface NewTeamMember {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  fields: Partial<Record<ProfileField, unknown>>;
  passwordHash: string;
}

/** Columns a profile update may set (API field -> column). */
export const profileColumns = {
  salutation: 'salutation',
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  mobile: 'mobile',
  jobTitle: 'job_title',
  department: 'department',
  departmentSize: 'department_size',
  useIndividualAddress: 'use_individual_address',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  county: 'county',
  country: 'country',
  postCode: 'post_code',
  admin: 'is_admin',
  roles: 'roles',
} as const;
export type ProfileField = keyof typeof profileColumns;

export function usersRepo(db: Queryable) {
  return {
    async findForLogin(login: string): Promise<LoginUserRow | undefined> {
      const r = await db.query<LoginUserRow>(
        `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.password_hash, u.failed_attempts,
                u.locked, u.blocked, u.status, u.is_admin, u.is_platform_operator, a.id AS account_id, a.type AS account_type, a.name AS account_name,
                a.platform_id, (a.blocked OR COALESCE(p.blocked, false)) AS account_blocked
           FROM users u JOIN accounts a ON a.id = u.account_id
           LEFT JOIN accounts p ON p.id = a.parent_account_id
          WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($1)
          ORDER BY (lower(u.username) = lower($1)) DESC
          LIMIT 1`,
        [login],
      );
      return r.rows[0];
    },
    async resetFailedLogins(userId: string): Promise<void> {
      await db.query(`UPDATE users SET failed_attempts = 0 WHERE id = $1 AND failed_attempts <> 0`, [userId]);
    },
    async findByEmailOnPlatform(
      email: string,
      platform: string,
    ): Promise<{ id: string; email: string; first_name: string; last_name: string } | undefined> {
      const r = await db.query<{ id: string; email: string; first_name: string; last_name: string }>(
        `SELECT u.id, u.email, u.first_name, u.last_name FROM users u JOIN accounts a ON a.id = u.account_id
          WHERE lower(u.email) = lower($1) AND a.platform_id = $2`,
        [email, platform],
      );
      return r.rows[0];
    },
    async setPassword(userId: string, hash: string): Promise<void> {
      await db.query(
        `UPDATE users SET password_hash = $2, failed_attempts = 0, locked = false WHERE id = $1`,
        [userId, hash],
      );
    },
    async get(userId: string): Promise<UserRow | undefined> {
      const r = await db.query<UserRow>(
        `SELECT u.*, a.type AS account_type FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = $1`,
        [userId],
      );
      return r.rows[0];
    },
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM users WHERE (lower(email) = lower($1) OR lower(username) = lower($1)) AND id <> $2`,
        [email, exceptUserId],
      );
      return r.rows.length > 0;
    },
    /**
     * Sets the given fields. With `expectedVersion` only while the profile is still at that version: false
     * when another change came first (the caller answers VERSION_CONFLICT).
     */
    async update(
      userId: string,
      fields: Partial<Record<ProfileField, unknown>>,
      usernameFromEmail: boolean,
      expectedVersion?: number,
    ): Promise<boolean> {
      const sets: string[] = [];
      const params: unknown[] = [userId];
      for (const [k, v] of Object.entries(fields)) {
        params.push(v);
        sets.push(`${profileColumns[k as ProfileField]} = $${params.length}`);
      }
      if (usernameFromEmail && fields.email !== undefined) {
        params.push(fields.email);
        sets.push(`username = $${params.length}`);
      }
      let where = 'id = $1';
      if (expectedVersion !== undefined) {
        params.push(expectedVersion);
        where += ` AND version = $${params.length}`;
      }
      // Nothing to set: still tell whether the version holds.
      const sql = sets.length
        ? `UPDATE users SET ${sets.join(', ')} WHERE ${where} RETURNING id`
        : `SELECT id FROM users WHERE ${where}`;
      return (await db.query(sql, params)).rows.length > 0;
    },
    /** Inserts a team member (username = e-mail); undefined when the e-mail was taken concurrently. */
    async create(m: NewTeamMember): Promise<UserRow | undefined> {
      const cols = ['id', 'account_id', 'username', 'email', 'first_name', 'last_name', 'password_hash'];
      const params: unknown[] = [
        `u-${randomUUID()}`,
        m.accountId,
        m.email,
        m.email,
        m.firstName,
        m.lastName,
        m.passwordHash,
      ];
      for (const [k, v] of Object.entries(m.fields)) {
        const col = profileColumns[k as ProfileField];
        if (cols.includes(col)) continue;
        cols.push(col);
        params.push(v);
      }
      const r = await db.query<{ id: string }>(
        `INSERT INTO users (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT DO NOTHING RETURNING id`,
        params,
      );
      const id = r.rows[0]?.id;
      return id ? this.get(id) : undefined;
    },
    async remove(userId: string): Promise<void> {
      await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
    },
    async setRoles(userId: string, roles: string[]): Promise<void> {
      await db.query(`UPDATE users SET roles = $2 WHERE id = $1`, [userId, roles]);
    },
    async passwordHash(userId: string): Promise<string | undefined> {
      const r = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [
        userId,
      ]);
      return r.rows[0]?.password_hash;
    },
    async listTeam(accountId: string, excludeUserId: string | null, limit: number, offset: number) {
      const params: unknown[] = [accountId];
      let filter = '';
      if (excludeUserId) {
        params.push(excludeUserId);
        filter = ` AND id <> $2`;
      }
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE account_id = $1${filter}`,
        params,
      );
      // Limit and offset are bound like every value, never written into the SQL text.
      const rows = await db.query<UserRow>(
        `SELECT * FROM users WHERE account_id = $1${filter} ORDER BY last_name, first_name, id
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      return { total: total.rows[0]?.n ?? 0, rows: rows.rows };
    },
    async setTermsAccepted(userId: string, at: Date | null): Promise<void> {
      await db.query(`UPDATE users SET terms_accepted_at = $2 WHERE id = $1`, [userId, at]);
    },
  };
}
