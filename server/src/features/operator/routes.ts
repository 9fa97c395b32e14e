/**
 * The platform operator's console (spec §6, P5): the platform's company accounts and their users; block
 * or unblock a company account (all its users, and its child accounts' users) or a single user (BL1); the
 * log of these actions. Only for accounts/users of the operator's own platform. Blocking ends the sessions
 * at once (and the session check refuses blocked users on every request anyway). Every block and unblock
 * is recorded with who, when, what and why in the same transaction.
 *
 * Spec §1 lets the platform's admin staff (users of an admin account) block too, so these routes are open
 * to them; everything else the console does (account data, shareholders, users, master data) stays the
 * operator's alone. Staff cannot block a platform operator.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/types.js';
import { sessionsRepo } from '../auth/sessions.js';
import { blockResult, operatorRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ platformStaff: true });
  const actor = (a: AuthContext) => ({
    platform: a.account.platform,
    actorId: a.userId,
    actorName: `${a.firstName} ${a.lastName}`,
  });

  app.get<RouteTypes<'listCompanyAccounts'>>(
    '/api/operator/accounts',
    { schema: c.routeSchema('listCompanyAccounts'), preHandler: guard },
    async (request) => operatorRepo(app.db).listAccounts(authOf(request).account.platform, request.query.q),
  );

  app.get<RouteTypes<'listCompanyUsers'>>(
    '/api/operator/accounts/:id/users',
    { schema: c.routeSchema('listCompanyUsers'), preHandler: guard },
    async (request) => {
      const users = await operatorRepo(app.db).listUsers(request.params.id, authOf(request).account.platform);
      if (!users) throw problems.notFound('Das Firmenkonto wurde nicht gefunden.');
      return users;
    },
  );

  app.get<RouteTypes<'listOperatorAudit', 'limit'>>(
    '/api/operator/audit',
    { schema: c.routeSchema('listOperatorAudit'), preHandler: guard },
    async (request) => operatorRepo(app.db).audit(authOf(request).account.platform, request.query.limit),
  );

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
        await repo.record({
          ...actor(a),
          at: now,
          action: blocked ? 'ACCOUNT_BLOCKED' : 'ACCOUNT_UNBLOCKED',
          targetType: 'account',
          targetId: id,
          reason: reason ?? null,
          affectedUsers: affected,
        });
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
        const repo = operatorRepo(tx);
        if (!a.isPlatformOperator && (await repo.isPlatformOperator(id)))
          throw problems.forbidden('Einen Plattformbetreiber kann nur ein Betreiber sperren.');
        const u = await repo.setUserBlocked(id, change);
        if (!u) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
        if (blocked) await sessionsRepo(tx).deleteForUser(id);
        await repo.record({
          ...actor(a),
          at: now,
          action: blocked ? 'USER_BLOCKED' : 'USER_UNBLOCKED',
          targetType: 'user',
          targetId: id,
          reason: reason ?? null,
          affectedUsers: 1,
        });
        request.log.info({ userId: id, blocked, by: a.userId }, 'user block changed');
        return blockResult(u, 1);
      });
      app.forgetSessions(); // the user's next request meets the database
      return result;
    },
  );
};

export default routes;
