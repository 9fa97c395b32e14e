/** GET /api/relationships/{accountType}: the own account's relationships with the other side. */
import type { FastifyPluginAsync } from 'fastify';
import { problems } from '../errors.js';
import { authOf } from '../plugins/auth.js';

interface RelRow {
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

type SideStatus = 'NEW' | 'ENABLED' | 'DISABLED';

/**
 * [E3] Additives can be traded when the seller's and the buyer's status are both ENABLED and the seller
 * side has additives switched on. Any other status (NEW counts as new, DISABLED the default) keeps them off.
 */
export function additivesActive(r: {
  sellerStatus: SideStatus;
  buyerStatus: SideStatus;
  sellerAdditivesEnabled: boolean;
}): boolean {
  return r.sellerStatus === 'ENABLED' && r.buyerStatus === 'ENABLED' && r.sellerAdditivesEnabled;
}

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/relationships/:accountType',
    { schema: app.contract.routeSchema('listRelationships'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      const { accountType } = request.params as { accountType: 'buyer' | 'seller' };
      // A buyer lists its sellers, a seller its buyers; anything else is not the caller's business.
      const mine =
        a.account.type === 'buyer' && accountType === 'seller'
          ? 'buyer'
          : a.account.type === 'seller' && accountType === 'buyer'
            ? 'seller'
            : null;
      if (!mine) throw problems.forbidden();
      const r = await app.db.query<RelRow>(
        `SELECT rel.*, b.id AS buyer_id, b.name AS buyer_name, s.id AS seller_id, s.name AS seller_name,
              (SELECT json_agg(json_build_object('productId', pt.product_id, 'days', pt.days) ORDER BY pt.product_id)
                 FROM relationship_payment_terms pt WHERE pt.relationship_id = rel.id) AS payment_days
         FROM relationships rel
         JOIN accounts b ON b.id = rel.buyer_account_id
         JOIN accounts s ON s.id = rel.seller_account_id
        WHERE rel.${mine}_account_id = $1
        ORDER BY rel.requested_at DESC, rel.id`,
        [a.account.id],
      );
      return r.rows.map((x) => {
        const out: Record<string, unknown> = {
          id: x.id,
          state: x.state,
          additivesActive: additivesActive({
            sellerStatus: x.seller_status,
            buyerStatus: x.buyer_status,
            sellerAdditivesEnabled: x.additives_enabled,
          }),
          other:
            mine === 'buyer'
              ? {
                  id: x.seller_id,
                  name: x.seller_name,
                  status: x.seller_status,
                  additivesEnabled: x.additives_enabled,
                }
              : {
                  id: x.buyer_id,
                  name: x.buyer_name,
                  status: x.buyer_status,
                  additivesEnabled: x.additives_enabled,
                },
          buyer: { id: x.buyer_id, name: x.buyer_name, status: x.buyer_status },
          seller: { id: x.seller_id, name: x.seller_name },
          creditLimitMode: x.credit_limit_mode,
          creditLimit: x.credit_limit,
          creditLimitUtilisation: x.credit_limit_utilisation,
          paymentDays: x.payment_days ?? [],
          terminalSelectionMode: x.terminal_selection_mode,
          terminalIds: x.terminal_ids,
          productSelectionMode: x.product_selection_mode,
          productIds: x.product_ids,
          additiveProductIds: x.additive_product_ids,
          agbAccepted: x.agb_accepted,
          purchaseRights: x.purchase_rights,
          message: x.message,
          requested: x.requested_at.toISOString(),
          updated: x.updated_at.toISOString(),
          version: x.version,
        };
        return out;
      });
    },
  );
};

export default routes;
