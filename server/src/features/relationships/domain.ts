/** Rules of a relationship between a buyer and a seller account. */

export type SideStatus = 'NEW' | 'ENABLED' | 'DISABLED';

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
