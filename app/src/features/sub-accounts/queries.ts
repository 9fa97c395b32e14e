import { $api } from '../../shell/api';
import { childAccountsQuery } from '../child-accounts';

/** The parent shareholder's Aviaten with their settings (the market's child-account choice reads the same). */
export const subAccountsQuery = childAccountsQuery;

/** The Aviaten list of `/aviaten`: one retry, then the page says what failed and offers to load again. */
export const subAccountsListQuery = () => $api.queryOptions('get', '/api/sub-accounts', {}, { retry: 1 });

/** One Aviat with today's purchase limit utilisation and its recent days. */
export const subAccountQuery = (id: string) =>
  $api.queryOptions('get', '/api/sub-accounts/{id}', { params: { path: { id } } }, { retry: 1 });
