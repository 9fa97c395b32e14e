/**
 * All SQL of the operator's company account screens: an account with its master data and shareholder
 * link, changing it, attaching and detaching shareholder children (Aviaten), and users created under a
 * shareholder account. Every read is scoped to one platform: another platform's account does not exist.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';

export type ShareholderRole = 'none' | 'parent' | 'child';

export interface AccountRow {
  id: string;
  name: string;
  type: 'buyer' | 'seller' | 'admin';
  platform_id: string;
  blocked: boolean;
  address_line1: string;
  address_line2: string;
  post_code: string;
  city: string;
  country: 'DE' | 'AT' | 'BE' | 'NL' | 'CH';
  contact_email: string | null;
  iwo_member: boolean;
  online_trading_enabled: boolean;
  features: string[];
  parent_account_id: string | null;
  is_shareholder_parent: boolean;
  version: number;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** The account's place among the shareholder accounts (a child with a parent wins over the parent flag). */
export const roleOf = (
  a: Pick<AccountRow, 'parent_account_id' | 'is_shareholder_parent'>,
): ShareholderRole => (a.parent_account_id !== null ? 'child' : a.is_shareholder_parent ? 'parent' : 'none');

/** The account columns the operator edits, by their API names. */
export const accountColumns = {
  name: 'name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  postCode: 'post_code',
  city: 'city',
  country: 'country',
  contactEmail: 'contact_email',
  iwoMember: 'iwo_member',
  onlineTradingEnabled: 'online_trading_enabled',
  features: 'features',
} as const;
export type AccountField = keyof typeof accountColumns;

const ACCOUNT_COLUMNS = `id, name, type, platform_id, blocked, address_line1, address_line2, post_code, city, country,
  contact_email, iwo_member, online_trading_enabled, features, parent_account_id, is_shareholder_parent, version`;

export function accountsRepo(db: Queryable) {
  return {
    /** Undefined when the platform has no account with this id; `forUpdate` locks the row. */
    async get(id: string, platform: string, forUpdate = false): Promise<AccountRow | undefined> {
      const r = await db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1 AND platform_id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
        [id, platform],
      );
      return r.rows[0];
    },

    /**
     * Locks the platform's accounts with these ids in id order (two operators attaching in opposite
     * directions cannot deadlock) and returns them by id.
     */
    async lockAll(ids: readonly string[], platform: string): Promise<Map<string, AccountRow>> {
      const r = await db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ANY($1::text[]) AND platform_id = $2 ORDER BY id FOR UPDATE`,
        [[...new Set(ids)], platform],
      );
      return new Map(r.rows.map((a) => [a.id, a]));
    },

    /** The parent (of a child) and the children (of a parent), by name. */
    async links(a: AccountRow): Promise<{ parent: NamedRef | null; children: NamedRef[] }> {
      const r = await db.query<{ id: string; name: string; is_parent: boolean }>(
        `SELECT id, name, id = $2 AS is_parent FROM accounts
          WHERE (parent_account_id = $1 OR id = $2) AND platform_id = $3
          ORDER BY lower(name), id`,
        [a.id, a.parent_account_id, a.platform_id],
      );
      const parent = r.rows.find((x) => x.is_parent);
      return {
        parent: parent ? { id: parent.id, name: parent.name } : null,
        children: r.rows.filter((x) => !x.is_parent).map((x) => ({ id: x.id, name: x.name })),
      };
    },

    async countChildren(id: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM accounts WHERE parent_account_id = $1`,
        [id],
      );
      return r.rows[0]?.n ?? 0;
    },

    /** Writes the given fields and the next version; returns the row as stored. */
    async update(id: string, fields: Partial<Record<AccountField, unknown>>): Promise<AccountRow> {
      const keys = Object.keys(fields) as AccountField[];
      const sets = keys.map((k, i) => `${accountColumns[k]} = $${i + 2}`);
      const r = await db.query<AccountRow>(
        `UPDATE accounts SET ${[...sets, 'version = version + 1'].join(', ')} WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
        [id, ...keys.map((k) => fields[k])],
      );
      return r.rows[0]!;
    },

    /** Sets the shareholder link and the next version; returns the row as stored. */
    async setShareholder(id: string, parentAccountId: string | null, isParent: boolean): Promise<AccountRow> {
      const r = await db.query<AccountRow>(
        `UPDATE accounts SET parent_account_id = $2, is_shareholder_parent = $3, version = version + 1
          WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
        [id, parentAccountId, isParent],
      );
      return r.rows[0]!;
    },

    /**
     * Forgets what a parent set for the account as its Aviat (payment term, daily limit, terminals ...):
     * a detached account is nobody's Aviat, and a new parent starts from the defaults.
     */
    async dropSubAccountSettings(id: string): Promise<void> {
      await db.query(`DELETE FROM sub_account_settings WHERE account_id = $1`, [id]);
    },

    /** Whether any user has this address as e-mail or username (case-insensitive). */
    async emailTaken(email: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`,
        [email],
      );
      return r.rows.length > 0;
    },

    /**
     * A new active user of the account, its e-mail also its username. Undefined when a concurrent insert
     * took the address first (the unique e-mail and username indexes).
     */
    async createUser(u: {
      accountId: string;
      email: string;
      firstName: string;
      lastName: string;
      salutation: 'Mr' | 'Ms' | null;
      admin: boolean;
      roles: string[];
      passwordHash: string;
    }): Promise<
      | {
          id: string;
          first_name: string;
          last_name: string;
          email: string;
          is_admin: boolean;
          blocked: boolean;
        }
      | undefined
    > {
      const r = await db.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        is_admin: boolean;
        blocked: boolean;
      }>(
        `INSERT INTO users (id, account_id, username, email, first_name, last_name, salutation, roles, is_admin,
                            password_hash)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING
         RETURNING id, first_name, last_name, email, is_admin, blocked`,
        [
          `u-${randomUUID()}`,
          u.accountId,
          u.email,
          u.firstName,
          u.lastName,
          u.salutation,
          u.roles,
          u.admin,
          u.passwordHash,
        ],
      );
      return r.rows[0];
    },
  };
}
