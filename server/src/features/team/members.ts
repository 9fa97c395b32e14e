/**
 * Team management by the account's team administrator (spec §6 P4): add a member (with the first password
 * the administrator gives), remove one, grant or take the purchase right; and every user's own password
 * change (spec §5 V4). Only users of the caller's own account (another account's user is 404).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { logQueuedMail, queueMail, type Mail } from '../../mail/outbox.js';
import { authOf } from '../../plugins/auth.js';
import { accountsRepo } from '../account/repository.js';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from '../auth/password.js';
import { sessionsRepo } from '../auth/sessions.js';
import { PURCHASE_ROLE } from '../auth/roles.js';
import { profile, userListEntry } from './dto.js';
import { usersRepo, type ProfileField } from './repository.js';
import { assertMayGrantPurchase, emailTaken, filledProfileFields, targetUser } from './rules.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const teamAdmin = app.authorize({ accountAdmin: true });
  const onlineTrading = async (accountId: string) =>
    (await accountsRepo(app.db).get(accountId))?.online_trading_enabled ?? false;

  app.post<RouteTypes<'createTeamMember'>>(
    '/api/user/team',
    { schema: c.routeSchema('createTeamMember'), preHandler: teamAdmin },
    async (request, reply) => {
      const a = authOf(request);
      const { password, passwordConfirmation, ...body } = request.body;
      const fields = filledProfileFields(body as Partial<Record<ProfileField, unknown>>);
      const email = typeof fields.email === 'string' ? fields.email : '';
      const firstName = typeof fields.firstName === 'string' ? fields.firstName : '';
      const lastName = typeof fields.lastName === 'string' ? fields.lastName : '';
      const required = (
        [
          ['/firstName', firstName, 'Bitte geben Sie den Vornamen ein.'],
          ['/lastName', lastName, 'Bitte geben Sie den Nachnamen ein.'],
          ['/email', email, 'Bitte geben Sie die E-Mail-Adresse ein.'],
        ] as const
      ).filter(([, v]) => !v);
      if (required.length)
        throw problems.validation(
          required.map(([, , m]) => m).join(' '),
          required.map(([path]) => ({ path, code: 'required' })),
        );
      assertPasswordAcceptable(password, passwordConfirmation);
      const roles = [...new Set((fields.roles as string[] | undefined) ?? [])];
      if (roles.includes(PURCHASE_ROLE))
        assertMayGrantPurchase({
          type: a.account.type,
          onlineTradingEnabled: await onlineTrading(a.account.id),
        });
      fields.roles = roles;
      const users = usersRepo(app.db);
      if (await users.emailTaken(email, '')) throw emailTaken();
      const passwordHash = await hashPassword(password, app.config.passwordHashCost);
      const { user, mail, mailId } = await app.db.transaction(async (tx) => {
        const created = await usersRepo(tx).create({
          accountId: a.account.id,
          email,
          firstName,
          lastName,
          fields,
          passwordHash,
        });
        if (!created) throw emailTaken(); // taken a moment ago by a concurrent request
        // The mail names the username only: the administrator hands over the first password.
        const mail: Mail = {
          to: created.email,
          subject: 'Ihr Zugang zur Handelsplattform',
          text:
            `Guten Tag ${created.first_name} ${created.last_name},\n\n${a.firstName} ${a.lastName} hat für Sie ` +
            `einen Zugang für ${a.account.name} angelegt. Ihr Benutzername ist Ihre E-Mail-Adresse ` +
            `${created.email}; Ihr erstes Passwort erhalten Sie von ${a.firstName} ${a.lastName}. Bitte ändern ` +
            `Sie es nach der ersten Anmeldung unter „Einstellungen“ > „Passwort“.\n\n${app.publicUrl}/login\n`,
        };
        return { user: created, mail, mailId: await queueMail(tx, mail) };
      });
      request.log.info({ userId: user.id, accountId: a.account.id, by: a.userId }, 'team member created');
      logQueuedMail(request.log, mailId, mail);
      return reply.status(201).send(profile(user));
    },
  );

  app.delete<RouteTypes<'deleteTeamMember'>>(
    '/api/user/:id',
    { schema: c.routeSchema('deleteTeamMember'), preHandler: teamAdmin },
    async (request, reply) => {
      const a = authOf(request);
      const users = usersRepo(app.db);
      const u = await targetUser(a, request.params.id, (x) => users.get(x));
      if (u.id === a.userId) throw problems.forbidden('Sie können sich nicht selbst aus dem Team entfernen.');
      await users.remove(u.id); // sessions, basket and settings go with the user; orders stay the company's
      app.forgetSessions();
      request.log.info({ userId: u.id, accountId: a.account.id, by: a.userId }, 'team member removed');
      return reply.status(204).send();
    },
  );

  app.put<RouteTypes<'setUserPurchaseRights'>>(
    '/api/user/:id/purchase-rights',
    { schema: c.routeSchema('setUserPurchaseRights'), preHandler: teamAdmin },
    async (request) => {
      const a = authOf(request);
      if (a.account.type !== 'buyer')
        throw problems.forbidden('Einkaufsrechte gibt es nur für Benutzer von Käuferkonten.');
      const users = usersRepo(app.db);
      const u = await targetUser(a, request.params.id, (x) => users.get(x));
      const grant = request.body.purchaseStatus;
      const has = u.roles.includes(PURCHASE_ROLE);
      if (grant && !has)
        assertMayGrantPurchase({
          type: a.account.type,
          onlineTradingEnabled: await onlineTrading(a.account.id),
        });
      if (grant !== has) {
        await users.setRoles(
          u.id,
          grant ? [...u.roles, PURCHASE_ROLE] : u.roles.filter((r) => r !== PURCHASE_ROLE),
        );
        app.forgetSessions();
      }
      const now = await users.get(u.id);
      if (!now) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
      return userListEntry(now);
    },
  );

  app.put<RouteTypes<'changePassword'>>(
    '/api/user/password',
    {
      schema: c.routeSchema('changePassword'),
      preHandler: app.requireAuth,
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const a = authOf(request);
      const { currentPassword, password, passwordConfirmation } = request.body;
      const users = usersRepo(app.db);
      const stored = await users.passwordHash(a.userId);
      if (!stored || !(await verifyPassword(currentPassword, stored))) {
        throw new HttpProblem(
          400,
          'INCORRECT_PASSWORD',
          'Falsches Passwort',
          'Das aktuelle Passwort ist nicht korrekt.',
          [{ path: '/currentPassword', code: 'incorrect_password' }],
        );
      }
      assertPasswordAcceptable(password, passwordConfirmation);
      const hash = await hashPassword(password, app.config.passwordHashCost);
      await app.db.transaction(async (tx) => {
        await usersRepo(tx).setPassword(a.userId, hash);
        await sessionsRepo(tx).deleteOthersOfUser(a.userId, a.sessionId);
      });
      app.forgetSessions();
      return reply.status(204).send();
    },
  );
};

export default routes;
