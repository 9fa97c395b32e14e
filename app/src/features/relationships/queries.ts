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
