/** Company accounts. */
import type { Queryable } from '../../db/types.js';

export interface AccountRow {
  id: string;
  platform_id: string;
  type: 'buyer' | 'seller' | 'admin';
  name: string;
  features: string[];
  address_line1: string;
  address_line2: string;
  post_code: string;
  city: string;
  country: string;
  contact_email: string | null;
  iwo_member: boolean;
  online_trading_enabled: boolean;
  blocked: boolean;
}

export function accountsRepo(db: Queryable) {
  return {
    async get(id: string): Promise<AccountRow | undefined> {
      return (await db.query<AccountRow>(`SELECT * FROM accounts WHERE id = $1`, [id])).rows[0];
    },
    /** The main contact: the first team administrator of the account. */
    async mainContact(id: string) {
      const r = await db.query<{ first_name: string; last_name: string; email: string }>(
        `SELECT first_name, last_name, email FROM users WHERE account_id = $1 ORDER BY is_admin DESC, created_at, id LIMIT 1`,
        [id],
      );
      return r.rows[0];
    },
    async updateAddress(
      id: string,
      f: { addressLine1?: string; addressLine2?: string; postCode?: string; country?: string },
    ): Promise<void> {
      const map = {
        addressLine1: 'address_line1',
        addressLine2: 'address_line2',
        postCode: 'post_code',
        country: 'country',
      } as const;
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const [k, col] of Object.entries(map)) {
        const v = f[k as keyof typeof map];
        if (v === undefined) continue;
        params.push(v);
        sets.push(`${col} = $${params.length}`);
      }
      if (!sets.length) return;
      await db.query(`UPDATE accounts SET ${sets.join(', ')}, version = version + 1 WHERE id = $1`, params);
    },
  };
}
