/**
 * Platform operator: block/unblock a company account (all its users, and its child accounts' users) or a
 * single user (spec §6, BL1). Only for accounts/users of the operator's own platform. Blocking ends the
 * sessions at once (and the session check refuses blocked users on every request anyway).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { sessionsRepo } from '../auth/sessions.js';
import { blockResult, operatorRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ platformOperator: true });

  app.put<RouteTypes<'setCompanyBlocked'>>(
    '/api/operator/accounts/:id/block',
    { schema: c.routeSchema('setCompanyBlocked'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { blocked, reason } = request.body;
      if (id === a.account.id) throw problems.forbidden('Das eigene Konto kann nicht gesperrt werden.');
      const now = app.clock();
      const result = await app.db.transaction(async (tx) => {
        const repo = operatorRepo(tx);
        const change = { platform: a.account.platform, blocked, at: now, reason: reason ?? null };
        const acc = await repo.setAccountBlocked(id, change);
        if (!acc) throw problems.notFound('Das Firmenkonto wurde nicht gefunden.');
        const affected = await repo.countUsersOfAccountTree(id);
        if (blocked) await sessionsRepo(tx).deleteForAccount(id);
        request.log.info({ accountId: id, blocked, by: a.userId }, 'company block changed');
        return blockResult(acc, affected);
      });
      app.forgetSessions(); // the next request of the company's users meets the database
      return result;
    },
  );

  app.put<RouteTypes<'setUserBlocked'>>(
    '/api/operator/users/:id/block',
    { schema: c.routeSchema('setUserBlocked'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { blocked, reason } = request.body;
      if (id === a.userId) throw problems.forbidden('Sie können sich nicht selbst sperren.');
      const now = app.clock();
      const result = await app.db.transaction(async (tx) => {
        const change = { platform: a.account.platform, blocked, at: now, reason: reason ?? null };
        const u = await operatorRepo(tx).setUserBlocked(id, change);
        if (!u) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
        if (blocked) await sessionsRepo(tx).deleteForUser(id);
        request.log.info({ userId: id, blocked, by: a.userId }, 'user block changed');
        return blockResult(u, 1);
      });
      app.forgetSessions(); // the user's next request meets the database
      return result;
    },
  );
};

export default routes;
