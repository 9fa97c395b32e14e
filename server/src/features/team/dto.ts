/** Users as the team list and the profile answer them. */
import type { UserRow } from './repository.js';

export function userListEntry(u: UserRow) {
  return {
    _id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    username: u.username,
    status: u.status,
    roles: u.roles,
    admin: u.is_admin,
    accountDisabled: u.status !== 100, // E4
    purchaseStatus: u.roles.includes('MyOffers_Purchase'),
  };
}

export function profile(u: UserRow) {
  const out: Record<string, unknown> = {
    _id: u.id,
    accountId: u.account_id,
    firstName: u.first_name,
    lastName: u.last_name,
    title: u.title,
    username: u.username,
    email: u.email,
    statusId: u.status,
    typeId: u.account_type,
    roles: u.roles,
    useIndividualAddress: u.use_individual_address,
    admin: u.is_admin,
    blocked: u.blocked,
    version: u.version,
  };
  const optional: [string, unknown][] = [
    ['salutation', u.salutation],
    ['phone', u.phone],
    ['mobile', u.mobile],
    ['jobTitle', u.job_title],
    ['department', u.department],
    ['departmentSize', u.department_size],
    ['addressLine1', u.address_line1],
    ['addressLine2', u.address_line2],
    ['county', u.county],
    ['country', u.country],
    ['postCode', u.post_code],
  ];
  for (const [k, v] of optional) if (v !== null && v !== undefined) out[k] = v;
  return out;
}
