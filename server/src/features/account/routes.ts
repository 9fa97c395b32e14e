/** GET/PUT /api/account: the caller's own company account (never another's: the id comes from the session). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { accountDto } from './dto.js';
import { accountsRepo } from './repository.js';
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
    return accountDto(acc, contact, a);
  }

  app.get(
    '/api/account',
    { schema: c.routeSchema('getAccount'), preHandler: app.requireAuth },
    async (request) => load(authOf(request)),
  );

  // §6 (P5): the platform operator alone changes company account data. Team administrators manage
  // their team (users.ts), not the company record.
  app.put<RouteTypes<'updateAccount'>>(
    '/api/account',
    {
      schema: c.routeSchema('updateAccount'),
      preHandler: [app.requireAuth, operatorOnly],
    },
    async (request) => {
      const a = authOf(request);
      await accountsRepo(app.db).updateAddress(a.account.id, request.body);
      return load(a);
    },
  );
};

export default routes;
