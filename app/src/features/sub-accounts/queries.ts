import { $api } from '../../shell/api';
import { childAccountsQuery } from '../child-accounts';

/** The parent shareholder's Aviaten with their settings (the market's child-account choice reads the same). */
export const subAccountsQuery = childAccountsQuery;

/** One Aviat with today's purchase limit utilisation and its recent days. */
export const subAccountQuery = (id: string) =>
  $api.queryOptions('get', '/api/sub-accounts/{id}', { params: { path: { id } } }, { retry: 1 });
