/** The company account as GET/PUT /api/account answer it (Account in openapi.yaml). */
import type { AuthContext } from '../auth/types.js';
import type { AccountRow, accountsRepo } from './repository.js';

type MainContact = Awaited<ReturnType<ReturnType<typeof accountsRepo>['mainContact']>>;

/** The main contact's name and address, or the caller's when the account has none. */
export function accountDto(acc: AccountRow, contact: MainContact, a: AuthContext) {
  const out: Record<string, unknown> = {
    id: acc.id,
    name: acc.name,
    type: acc.type,
    platform: acc.platform_id,
    user: {
      firstName: contact?.first_name ?? a.firstName,
      lastName: contact?.last_name ?? a.lastName,
      email: contact?.email ?? a.email,
    },
    username: a.username,
    roles: a.roles,
    features: a.account.features,
    addressLine1: acc.address_line1,
    addressLine2: acc.address_line2,
    postCode: acc.post_code,
    city: acc.city,
    country: acc.country,
    iwoMember: acc.iwo_member,
    onlineTradingEnabled: acc.online_trading_enabled,
    blocked: acc.blocked,
  };
  if (acc.contact_email) out.contactEmail = acc.contact_email;
  return out;
  return out;
}
