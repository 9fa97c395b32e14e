/** Empty-barrel return requests (spec §2 additives marketplace, §3 Empty-barrel request). */
import type { Queryable } from '../../db/types.js';

export interface EmptyBarrelRow {
  id: string;
  seller_id: string;
  seller_name: string;
  product_id: string;
  product_name: string;
  unit_litres: number;
  unit_label: string;
  number: number;
  created_at: Date;
}

/** The history shows the last 5 requests (spec §9). */
export const EMPTY_BARREL_HISTORY = 5;

// The unit's label is the seller's purchase unit of that size for the product, else "<litres> l".
const SELECT = `SELECT 'eb-' || e.id AS id, e.seller_account_id AS seller_id, s.name AS seller_name,
    e.product_id, p.name AS product_name, e.unit_litres, e.number, e.created_at,
    COALESCE((SELECT o.purchase_unit_label FROM offers o
               WHERE o.seller_account_id = e.seller_account_id AND o.product_id = e.product_id
                 AND o.purchase_unit_litres = e.unit_litres AND o.purchase_unit_label IS NOT NULL
               ORDER BY o.created_at DESC LIMIT 1),
             e.unit_litres || ' l') AS unit_label
  FROM empty_barrel_requests e
  JOIN accounts s ON s.id = e.seller_account_id
  JOIN products p ON p.id = e.product_id`;

export function emptyBarrelsRepo(db: Queryable) {
  return {
    /** The account's last requests, newest first. */
    async latest(accountId: string): Promise<EmptyBarrelRow[]> {
      const r = await db.query<EmptyBarrelRow>(
        `${SELECT} WHERE e.account_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
        [accountId, EMPTY_BARREL_HISTORY],
      );
      return r.rows;
    },

    /** True when buyer and seller trade additives (rule E3, relationship RELEASED) and the product is one. */
    async mayReturn(buyerAccountId: string, sellerAccountId: string, productId: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM relationships r JOIN products p ON p.id = $3 AND p.type = 'additive'
          WHERE r.buyer_account_id = $1 AND r.seller_account_id = $2 AND r.state = 'RELEASED'
            AND r.seller_status = 'ENABLED' AND r.buyer_status = 'ENABLED' AND r.additives_enabled`,
        [buyerAccountId, sellerAccountId, productId],
      );
      return r.rows.length > 0;
    },

    async create(input: {
      accountId: string;
      userId: string;
      sellerAccountId: string;
      productId: string;
      unitLitres: number;
      number: number;
      now: Date;
    }): Promise<EmptyBarrelRow> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO empty_barrel_requests (account_id, user_id, seller_account_id, product_id, unit_litres,
           number, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          input.accountId,
          input.userId,
          input.sellerAccountId,
          input.productId,
          input.unitLitres,
          input.number,
          input.now,
        ],
      );
      const row = await db.query<EmptyBarrelRow>(`${SELECT} WHERE e.id = $1`, [r.rows[0]!.id]);
      return row.rows[0]!;
    },

    /** The e-mail addresses the seller is notified at: its team administrators, else all its users. */
    async sellerRecipients(sellerAccountId: string): Promise<string[]> {
      const r = await db.query<{ email: string; is_admin: boolean }>(
        `SELECT email, is_admin FROM users WHERE account_id = $1 AND NOT blocked ORDER BY email`,
        [sellerAccountId],
      );
      const admins = r.rows.filter((u) => u.is_admin);
      return (admins.length ? admins : r.rows).map((u) => u.email);
    },
  };
}
