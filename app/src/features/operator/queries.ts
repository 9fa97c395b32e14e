import { ApiError } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

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

/** The newest operator actions (who, when, what, why), newest first. */
export const operatorAuditQuery = (limit = AUDIT_LIMIT) =>
  $api.queryOptions('get', '/api/operator/audit', { params: { query: { limit } } }, { retry });

/** Keys of everything a block or an unblock changes: every search of the accounts, their users, the log. */
export const blockInvalidates = [
  ['get', '/api/operator/accounts'],
  ['get', '/api/operator/accounts/{id}/users'],
  ['get', '/api/operator/audit'],
] as const;
