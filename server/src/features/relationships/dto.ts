/** A relationship as the caller's side sees it (Relationship in openapi.yaml). */
import { additivesActive } from './domain.js';
import type { RelRow } from './repository.js';

export function relationshipDto(x: RelRow, mine: 'buyer' | 'seller') {
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
    seller: { id: x.seller_id, name: x.seller_name, status: x.seller_status },
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
    creditorNumber: x.creditor_number,
    message: x.message,
    requested: x.requested_at.toISOString(),
    updated: x.updated_at.toISOString(),
    version: x.version,
  };
  return out;
}
