import { ApiError } from '@fuelmarket/api-client';
import { $api, everyGet } from '../../shell/api';

/** How many of the newest operator actions the audit log shows. */
export const AUDIT_LIMIT = 50;

/** A refused request (403, 404, a bad search) stays refused: only outages and lost answers are retried, once. */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The platform's company accounts, searched in name and e-mail (the platform operator only) [P5]. */
export const companyAccountsQuery = (q?: string) =>
  $api.queryOptions('get', '/api/operator/accounts', { params: { query: q ? { q } : {} } }, { retry });

/** The users of one company account with their blocked state [BL1]. */
export const companyUsersQuery = (accountId: string) =>
  $api.queryOptions(
    'get',
    '/api/operator/accounts/{id}/users',
    { params: { path: { id: accountId } } },
    { retry },
  );

/** One company account with its address, contact, flags, features and shareholder link [P5]. */
export const companyAccountQuery = (accountId: string) =>
  $api.queryOptions('get', '/api/operator/accounts/{id}', { params: { path: { id: accountId } } }, { retry });

/** The product catalogue and the platform's regions with their terminals [P5]. */
export const masterDataQuery = () => $api.queryOptions('get', '/api/operator/master-data', {}, { retry });

/** The newest operator actions (who, when, what, why), newest first. */
export const operatorAuditQuery = (limit = AUDIT_LIMIT) =>
  $api.queryOptions('get', '/api/operator/audit', { params: { query: { limit } } }, { retry });

/** Keys of everything a block or an unblock changes: every search of the accounts, their users, the log. */
export const blockInvalidates = [
  everyGet('/api/operator/accounts'),
  everyGet('/api/operator/accounts/{id}/users'),
  everyGet('/api/operator/audit'),
] as const;

/**
 * Keys of everything a change of an account changes: its detail (and every other's: a shareholder link
 * has two ends), the lists (name, users), the log.
 */
export const accountInvalidates = [
  everyGet('/api/operator/accounts'),
  everyGet('/api/operator/accounts/{id}'),
  everyGet('/api/operator/accounts/{id}/users'),
  everyGet('/api/operator/audit'),
] as const;

/** Keys of everything a master-data change changes: the master data and the log. */
export const masterDataInvalidates = [
  everyGet('/api/operator/master-data'),
  everyGet('/api/operator/audit'),
] as const;
