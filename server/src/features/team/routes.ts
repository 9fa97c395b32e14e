/** GET /api/user, the profile (-1 = oneself), user search (team list), PUT /api/user/{id}. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { usersRepo, profileColumns, type ProfileField, type UserRow } from './repository.js';
import { loggedInUser } from '../auth/dto.js';
import { profile, userListEntry } from './dto.js';
import type { AuthContext } from '../auth/types.js';

const ADDRESS_FIELDS = new Set<ProfileField>([
  'addressLine1',
  'addressLine2',
  'county',
  'country',
  'postCode',
]);

/** Resolves `-1` and enforces that the target is in the caller's own account. */
async function targetUser(
  auth: AuthContext,
  id: string,
  load: (id: string) => Promise<UserRow | undefined>,
): Promise<UserRow> {
  const userId = id === '-1' ? auth.userId : id;
  const u = await load(userId);
  // Another account's user is "not found": never reveal or touch other accounts' data.
  if (!u || u.account_id !== auth.account.id) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
  return u;
}

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
      const body: Partial<Record<ProfileField, unknown>> = request.body;
      const users = usersRepo(app.db);
      const u = await targetUser(a, id, (x) => users.get(x));
      const self = u.id === a.userId;
      if (!self && !a.isAccountAdmin)
        throw problems.forbidden('Nur Team-Administratoren dürfen andere Benutzer bearbeiten.');

      // V6: only the filled fields; the individual address only with useIndividualAddress.
      const fields: Partial<Record<ProfileField, unknown>> = {};
      for (const key of Object.keys(profileColumns) as ProfileField[]) {
        const v = body[key];
        if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
        if (ADDRESS_FIELDS.has(key) && body.useIndividualAddress !== true) continue;
        fields[key] = typeof v === 'string' ? v.trim() : v;
      }
      if ('admin' in fields || 'roles' in fields) {
        if (!a.isAccountAdmin) throw problems.forbidden('Nur Team-Administratoren dürfen Rechte vergeben.');
        if (self && fields.admin === false)
          throw problems.forbidden('Sie können sich die Administratorrechte nicht selbst entziehen.');
        const roles = (fields.roles as string[] | undefined) ?? [];
        if (roles.includes('MyOffers_Purchase') && !u.roles.includes('MyOffers_Purchase')) {
          if (a.account.type !== 'buyer')
            throw problems.validation('Die Rolle MyOffers_Purchase gibt es nur für Käufer.', [
              { path: '/roles', message: 'Nur für Käufer.' },
            ]);
        }
      }
      if (typeof fields.email === 'string') {
        if (await users.emailTaken(fields.email, u.id)) {
          throw problems.validation('Diese E-Mail-Adresse wird bereits verwendet.', [
            { path: '/email', message: 'email_taken' },
          ]);
        }
      }
      await users.update(u.id, fields, true);
      return { message: 'Ihre Änderungen wurden gespeichert.' };
    },
  );
};

export default routes;
