import type { operations, Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

/** The parent shareholder's child accounts (aviaten). */
export const childAccountsQuery = () => $api.queryOptions('get', '/api/sub-accounts');

type ChildOffersQuery = NonNullable<operations['getChildAccountOffers']['parameters']['query']>;

/** The market's offers as a selected child account sees them, with the page's filters [C3]. */
export const childAccountOffersQuery = (childAccountId: string, query?: ChildOffersQuery) =>
  $api.queryOptions('get', '/api/offers/childAccount/{id}', {
    params: { path: { id: childAccountId }, ...(query ? { query } : {}) },
  });

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

/**
 * The market page's offer query: the selected child account's market, or the page's own query
 * (`getOffers` options) when none is selected [C3]. Both answer an `OffersResponse`, so the result is
 * typed as the page's own options; only the key differs, and each list is cached under its own key.
 */
export function offersQueryFor<Own extends { queryKey: readonly unknown[] }>(
  childAccountId: string | null,
  own: Own,
  query?: ChildOffersQuery,
): Own {
  if (childAccountId === null) return own;
  return childAccountOffersQuery(childAccountId, query) as unknown as Own;
}
