import type { Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

type AccountType = Schemas['AccountType'];

/** The other side of the own account's relationships: a buyer's sellers, a seller's buyers. */
export function relationshipSide(own: AccountType): 'buyer' | 'seller' | null {
  if (own === 'buyer') return 'seller';
  if (own === 'seller') return 'buyer';
  return null;
}

/** The own account's relationships (`GET /api/relationships/{other side}`); admins have none. */
export const relationshipsQuery = (own: 'buyer' | 'seller') =>
  $api.queryOptions('get', '/api/relationships/{accountType}', {
    params: { path: { accountType: own === 'buyer' ? 'seller' : 'buyer' } },
  });

/** The list of `/kaufer-management` and `/verkaufer-management`: one retry, then the page says what failed. */
export const relationshipsListQuery = (own: 'buyer' | 'seller') => ({ ...relationshipsQuery(own), retry: 1 });

/** The live credit of one relationship: limit, open orders, baskets, what is free, and its group's. */
export const relationshipCreditQuery = (id: string) =>
  $api.queryOptions(
    'get',
    '/api/relationships/{id}/credit',
    { params: { path: { id } } },
    // Live figures: read anew whenever the settings open.
    { retry: 1, staleTime: 0 },
  );

/**
 * The seller's own fuel offers (the same query as the offer screen's): under "all products" a buyer may
 * buy what the seller offers, and each of those products needs a payment term [V9].
 */
export const ownOffersQuery = () => $api.queryOptions('get', '/api/seller/offers', {}, { retry: 1 });

/**
 * The sellers a buyer may request: the platform's sellers it has no relationship with yet (none in
 * single-seller mode). Read anew whenever the request opens.
 */
export const requestableSellersQuery = () =>
  $api.queryOptions('get', '/api/relationships/sellers', {}, { retry: 1, staleTime: 0 });
