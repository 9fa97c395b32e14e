/** All SQL of the relationships between buyer and seller accounts. */
import type { Queryable } from '../../db/types.js';
import type { SideStatus } from './domain.js';

export interface RelRow {
  id: string;
  state: string;
  seller_status: SideStatus;
  buyer_status: SideStatus;
  additives_enabled: boolean;
  credit_limit_mode: string;
  credit_limit: string | null;
  credit_limit_utilisation: string;
  terminal_selection_mode: string;
  terminal_ids: string[];
  product_selection_mode: string;
  product_ids: string[];
  additive_product_ids: string[];
  agb_accepted: boolean;
  purchase_rights: boolean;
  message: string | null;
  requested_at: Date;
  updated_at: Date;
  version: number;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  payment_days: { productId: string; days: number }[] | null;
}

export function relationshipsRepo(db: Queryable) {
  return {
    /** The relationships of an account on its side (`buyer` lists its sellers, `seller` its buyers). */
    async listForAccount(accountId: string, mine: 'buyer' | 'seller'): Promise<RelRow[]> {
      const r = await db.query<RelRow>(
        `SELECT rel.*, b.id AS buyer_id, b.name AS buyer_name, s.id AS seller_id, s.name AS seller_name,
            (SELECT json_agg(json_build_object('productId', pt.product_id, 'days', pt.days) ORDER BY pt.product_id)
               FROM relationship_payment_terms pt WHERE pt.relationship_id = rel.id) AS payment_days
       FROM relationships rel
       JOIN accounts b ON b.id = rel.buyer_account_id
       JOIN accounts s ON s.id = rel.seller_account_id
      WHERE rel.${mine}_account_id = $1
      ORDER BY rel.requested_at DESC, rel.id`,
        [accountId],
      );
      return r.rows;
    },
  };
}
