/** GET/PUT /api/account: the caller's own company account (never another's: the id comes from the session). */
import type { FastifyPluginAsync } from 'fastify';
import { problems } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { accountsRepo } from '../repositories/accounts.js';
import type { AuthContext } from '../auth/types.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;

  async function load(a: AuthContext) {
    const repo = accountsRepo(app.db);
    const [acc, contact] = await Promise.all([repo.get(a.account.id), repo.mainContact(a.account.id)]);
    if (!acc) throw problems.notFound();
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
  }

  app.get(
    '/api/account',
    { schema: c.routeSchema('getAccount'), preHandler: app.requireAuth },
    async (request) => load(authOf(request)),
  );

  app.put(
    '/api/account',
    { schema: c.routeSchema('updateAccount'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      // Team administrators keep their address current; shareholder child accounts are managed by the
      // parent/platform operator (spec §6), so their users may not change company data.
      if (!(a.isAccountAdmin || a.isPlatformOperator) || a.account.parentAccountId !== null) {
        throw problems.forbidden('Sie dürfen die Firmendaten nicht ändern.');
      }
      await accountsRepo(app.db).updateAddress(a.account.id, request.body as Record<string, string>);
      return load(a);
    },
  );
};

export default routes;
