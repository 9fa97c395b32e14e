/** GET/PUT /api/account: the caller's own company account (never another's: the id comes from the session). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { problems } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { accountsRepo } from '../repositories/accounts.js';
import type { AuthContext } from '../auth/types.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const operatorOnly = async (request: FastifyRequest) => {
    const a = authOf(request);
    if (!(a.isPlatformOperator && a.account.type === 'admin')) {
      throw problems.forbidden('Nur der Plattformbetreiber darf Firmendaten ändern.');
    }
  };

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

  // §6 (P5): the platform operator alone changes company account data. Team administrators manage
  // their team (users.ts), not the company record.
  app.put(
    '/api/account',
    {
      schema: c.routeSchema('updateAccount'),
      preHandler: [app.requireAuth, operatorOnly],
    },
    async (request) => {
      const a = authOf(request);
      await accountsRepo(app.db).updateAddress(a.account.id, request.body as Record<string, string>);
      return load(a);
    },
  );
};

export default routes;
