/** GET /api/user, the profile (-1 = oneself), user search (team list), PUT /api/user/{id}. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { usersRepo, type ProfileField } from './repository.js';
import { loggedInUser } from '../auth/dto.js';
import { accountsRepo } from '../account/repository.js';
import { PURCHASE_ROLE } from '../auth/roles.js';
import { profile, userListEntry } from './dto.js';
import {
  assertMayGrantPurchase,
  emailTaken,
  filledProfileFields,
  staleProfile,
  targetUser,
} from './rules.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;

  app.get('/api/user', { schema: c.routeSchema('getUser'), preHandler: app.requireAuth }, async (request) => {
    const a = authOf(request);
    return loggedInUser({
      id: a.userId,
      username: a.username,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      admin: a.isAccountAdmin,
      platformOperator: a.isPlatformOperator,
      account: a.account,
    });
  });

  app.get<RouteTypes<'searchUsers', 'page' | 'limit' | 'removeLoggedInUser'>>(
    '/api/user/search',
    { schema: c.routeSchema('searchUsers'), preHandler: app.authorize({ accountAdmin: true }) },
    async (request) => {
      const a = authOf(request);
      const q = request.query;
      const { total, rows } = await usersRepo(app.db).listTeam(
        a.account.id,
        q.removeLoggedInUser === 'REMOVE' ? a.userId : null,
        q.limit,
        (q.page - 1) * q.limit,
      );
      return {
        docs: rows.map((r) => userListEntry({ ...r, account_type: a.account.type })),
        pagination: {
          totalItems: total,
          currentPage: q.page,
          pageSize: q.limit,
          totalPages: Math.ceil(total / q.limit),
        },
      };
    },
  );

  app.get<RouteTypes<'getProfile'>>(
    '/api/user/:id',
    { schema: c.routeSchema('getProfile'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const u = await targetUser(a, id, (x) => usersRepo(app.db).get(x));
      if (u.id !== a.userId && !a.isAccountAdmin) throw problems.forbidden();
      return profile(u);
    },
  );

  app.put<RouteTypes<'updateUser'>>(
    '/api/user/:id',
    { schema: c.routeSchema('updateUser'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { version, ...body }: { version?: number } & Partial<Record<ProfileField, unknown>> =
        request.body;
      const users = usersRepo(app.db);
      const u = await targetUser(a, id, (x) => users.get(x));
      const self = u.id === a.userId;
      if (!self && !a.isAccountAdmin)
        throw problems.forbidden('Nur Team-Administratoren dürfen andere Benutzer bearbeiten.');
      // V12: an edit based on an older profile is refused; the client reloads or sends it again.
      if (version !== undefined && version !== u.version) throw staleProfile(u.version);

      const fields = filledProfileFields(body);
      if ('admin' in fields || 'roles' in fields) {
        if (!a.isAccountAdmin) throw problems.forbidden('Nur Team-Administratoren dürfen Rechte vergeben.');
        if (self && fields.admin === false)
          throw problems.forbidden('Sie können sich die Administratorrechte nicht selbst entziehen.');
        const roles = (fields.roles as string[] | undefined) ?? [];
        if (roles.includes(PURCHASE_ROLE) && !u.roles.includes(PURCHASE_ROLE)) {
          const acc = await accountsRepo(app.db).get(a.account.id);
          assertMayGrantPurchase({
            type: a.account.type,
            onlineTradingEnabled: acc?.online_trading_enabled ?? false,
          });
        }
      }
      if (typeof fields.email === 'string' && (await users.emailTaken(fields.email, u.id)))
        throw emailTaken();
      if (!(await users.update(u.id, fields, true, version))) {
        const now = await users.get(u.id);
        if (!now) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
        throw staleProfile(now.version);
      }
      if ('admin' in fields || 'roles' in fields) app.forgetSessions();
      return { message: 'Ihre Änderungen wurden gespeichert.' };
    },
  );
};

export default routes;
