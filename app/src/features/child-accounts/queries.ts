import type { Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

/** The parent shareholder's child accounts (aviaten). */
export const childAccountsQuery = () => $api.queryOptions('get', '/api/sub-accounts');

/**
 * Who may look at the market as a child account: a user with ChildAccounts_Offers_View in a parent
 * shareholder account.
 */
export function canSelectChildAccount(
  metadata: Pick<Schemas['Metadata'], 'roles' | 'parentShareholderAccount'> | null,
): boolean {
  return (
    !!metadata && metadata.parentShareholderAccount && metadata.roles.includes('ChildAccounts_Offers_View')
  );
}
