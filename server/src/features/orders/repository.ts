/** Orders. */
import type { Queryable } from '../../db/types.js';

/** Order statuses that count as open (spec §3: INCOMPLETE). */
export const OPEN_ORDER_STATUSES = ['INCOMPLETE'] as const;

export function ordersRepo(db: Queryable) {
  return {
    /**
     * Open orders of an account: received ones for a seller, placed ones for a buyer (the sellers' menu
     * bubble reads this; spec §2).
     */
    async openCount(accountId: string, side: 'buyer' | 'seller'): Promise<number> {
      const column = side === 'seller' ? 'seller_account_id' : 'buyer_account_id';
      const r = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM orders WHERE ${column} = $1 AND status = ANY($2::text[])`,
        [accountId, [...OPEN_ORDER_STATUSES]],
      );
      return Number(r.rows[0]?.count ?? 0);
    },
  };
}
