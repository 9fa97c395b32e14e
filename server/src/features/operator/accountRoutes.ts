/**
 * The platform operator's company account screens (spec §6, P5): read and change a company account's
 * data, make buyer accounts shareholder parents or their children (Aviaten), and create users under a
 * shareholder account. Only the operator's own platform (another platform's account is 404). Each write
 * runs in one transaction with its log entry (who, when, what changed), so a refused write logs nothing;
 * a write that changes nothing keeps the version and logs nothing either.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems, type FieldProblemCode } from '../../errors.js';
import { logQueuedMail, queueMail, type Mail } from '../../mail/outbox.js';
import { authOf } from '../../plugins/auth.js';
import { hashPassword } from '../auth/password.js';
import { resetTokensRepo } from '../auth/resetTokens.js';
import { hashToken, newToken } from '../auth/sessions.js';
import type { AuthContext } from '../auth/types.js';
import {
  accountColumns,
  accountsRepo,
  roleOf,
  type AccountField,
  type AccountRow,
  type ShareholderRole,
} from './accountsRepository.js';
import { changedFields, operatorRepo } from './repository.js';

/** How long the link to set the first password stays valid: a week (a reset link: 30 minutes). */
export const WELCOME_LINK_MINUTES = 7 * 24 * 60;

const accountNotFound = () => problems.notFound('Das Firmenkonto wurde nicht gefunden.');
const stale = (current: number) =>
  problems.versionConflict(current, 'Das Firmenkonto wurde inzwischen von einem anderen Benutzer geändert.');

export type ShareholderConflictReason =
  | 'NOT_BUYER'
  | 'PARENT_NOT_BUYER'
  | 'PARENT_NOT_SHAREHOLDER'
  | 'OWN_PARENT'
  | 'HAS_CHILDREN'
  | 'CHILD_TO_PARENT'
  | 'NOT_SHAREHOLDER';

const shareholderConflict = (reason: ShareholderConflictReason, detail: string) =>
  new HttpProblem(409, 'SHAREHOLDER_CONFLICT', 'Gesellschafterkonto', detail, undefined, { reason });

const fieldError = (path: string, code: FieldProblemCode, message: string) =>
  problems.validation(message, [{ path, code, message }]);

/** The account fields as the API names them, for comparing before and after. */
const apiFields = (a: AccountRow): Record<AccountField, unknown> =>
  Object.fromEntries(
    (Object.keys(accountColumns) as AccountField[]).map((k) => [k, a[accountColumns[k]]]),
  ) as Record<AccountField, unknown>;

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ platformOperator: true });
  const actor = (a: AuthContext) => ({
    platform: a.account.platform,
    actorId: a.userId,
    actorName: `${a.firstName} ${a.lastName}`,
  });

  async function detail(db: Parameters<typeof accountsRepo>[0], a: AccountRow) {
    const { parent, children } = await accountsRepo(db).links(a);
    return {
      id: a.id,
      name: a.name,
      type: a.type,
      platform: a.platform_id as 'default' | 'ch' | 'at',
      blocked: a.blocked,
      addressLine1: a.address_line1,
      addressLine2: a.address_line2,
      postCode: a.post_code,
      city: a.city,
      country: a.country,
      contactEmail: a.contact_email,
      iwoMember: a.iwo_member,
      onlineTradingEnabled: a.online_trading_enabled,
      features: a.features,
      shareholder: { role: roleOf(a), parent, children },
      version: a.version,
    };
  }

  app.get<RouteTypes<'getCompanyAccount'>>(
    '/api/operator/accounts/:id',
    { schema: c.routeSchema('getCompanyAccount'), preHandler: guard },
    async (request) => {
      const acc = await accountsRepo(app.db).get(request.params.id, authOf(request).account.platform);
      if (!acc) throw accountNotFound();
      return detail(app.db, acc);
    },
  );

  app.put<RouteTypes<'updateCompanyAccount'>>(
    '/api/operator/accounts/:id',
    { schema: c.routeSchema('updateCompanyAccount'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { version, ...body } = request.body;
      const wanted: Partial<Record<AccountField, unknown>> = {};
      for (const k of Object.keys(accountColumns) as AccountField[]) {
        const v = body[k];
        if (v === undefined) continue;
        wanted[k] = typeof v === 'string' ? v.trim() : v;
      }
      if (wanted.name === '') throw fieldError('/name', 'required', 'Der Firmenname darf nicht leer sein.');
      if (Array.isArray(wanted.features)) wanted.features = [...new Set(wanted.features as string[])].sort();
      const now = app.clock();
      const result = await app.db.transaction(async (tx) => {
        const repo = accountsRepo(tx);
        const before = await repo.get(request.params.id, a.account.platform, true);
        if (!before) throw accountNotFound();
        if (before.version !== version) throw stale(before.version);
        const old = apiFields(before);
        // Features compare as sets: the same features in another order are no change.
        if (Array.isArray(wanted.features)) old.features = [...(old.features as string[])].sort();
        const changes = changedFields(old, wanted);
        if (changes.length === 0) return { row: before, changed: false };
        const changedNow = Object.fromEntries(
          changes.map((ch) => [ch.field, wanted[ch.field as AccountField]]),
        ) as Partial<Record<AccountField, unknown>>;
        const row = await repo.update(before.id, changedNow);
        await operatorRepo(tx).record({
          ...actor(a),
          at: now,
          action: 'ACCOUNT_UPDATED',
          targetType: 'account',
          targetId: row.id,
          reason: null,
          affectedUsers: 0,
          changes,
        });
        request.log.info(
          { accountId: row.id, fields: changes.map((ch) => ch.field), by: a.userId },
          'company account changed',
        );
        return { row, changed: true };
      });
      // Name and features travel in the sessions of the company's users (and its children's).
      if (result.changed) app.forgetSessions();
      return detail(app.db, result.row);
    },
  );

  app.put<RouteTypes<'setShareholder'>>(
    '/api/operator/accounts/:id/shareholder',
    { schema: c.routeSchema('setShareholder'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { version, role, parentAccountId } = request.body;
      if (role === 'child' && !parentAccountId)
        throw fieldError('/parentAccountId', 'required', 'Bitte wählen Sie das Gesellschafterkonto.');
      if (role !== 'child' && parentAccountId !== undefined)
        throw fieldError(
          '/parentAccountId',
          'not_allowed',
          'Ein Gesellschafterkonto gibt es nur für Aviaten.',
        );
      const now = app.clock();
      const result = await app.db.transaction(async (tx) => {
        const repo = accountsRepo(tx);
        // The account and the new parent locked together: the parent cannot stop being one meanwhile.
        const locked = await repo.lockAll(parentAccountId ? [id, parentAccountId] : [id], a.account.platform);
        const before = locked.get(id);
        if (!before) throw accountNotFound();
        if (before.version !== version) throw stale(before.version);
        if (before.type !== 'buyer')
          throw shareholderConflict('NOT_BUYER', 'Nur Käuferkonten können Gesellschafter oder Aviaten sein.');
        const from: ShareholderRole = roleOf(before);
        if (from === 'parent' && role !== 'parent' && (await repo.countChildren(id)) > 0)
          throw shareholderConflict(
            'HAS_CHILDREN',
            'Das Gesellschafterkonto hat noch Aviaten. Lösen Sie zuerst die Aviaten.',
          );
        if (from === 'child' && role === 'parent')
          throw shareholderConflict(
            'CHILD_TO_PARENT',
            'Ein Aviat wird erst Gesellschafterkonto, nachdem er von seinem Gesellschafter gelöst wurde.',
          );
        if (role === 'child') {
          if (parentAccountId === id)
            throw shareholderConflict('OWN_PARENT', 'Ein Konto kann nicht sein eigener Gesellschafter sein.');
          const parent = locked.get(parentAccountId!);
          if (!parent)
            throw fieldError(
              '/parentAccountId',
              'not_found',
              'Das Gesellschafterkonto wurde nicht gefunden.',
            );
          if (parent.type !== 'buyer')
            throw shareholderConflict('PARENT_NOT_BUYER', 'Gesellschafterkonten sind Käuferkonten.');
          if (roleOf(parent) !== 'parent')
            throw shareholderConflict(
              'PARENT_NOT_SHAREHOLDER',
              `${parent.name} ist kein Gesellschafterkonto.`,
            );
        }
        const newParent = role === 'child' ? parentAccountId! : null;
        const changes = changedFields(
          { role: from, parentAccountId: before.parent_account_id },
          { role, parentAccountId: newParent },
        );
        if (changes.length === 0) return { row: before, changed: false };
        // Leaving a parent (detached or moved): the old parent's settings for its Aviat go with it.
        if (before.parent_account_id !== null && before.parent_account_id !== newParent)
          await repo.dropSubAccountSettings(id);
        const row = await repo.setShareholder(id, newParent, role === 'parent');
        await operatorRepo(tx).record({
          ...actor(a),
          at: now,
          action: 'SHAREHOLDER_CHANGED',
          targetType: 'account',
          targetId: id,
          reason: null,
          affectedUsers: 0,
          changes,
        });
        request.log.info(
          { accountId: id, role, parentAccountId: newParent, by: a.userId },
          'shareholder changed',
        );
        return { row, changed: true };
      });
      // The users' sessions carry the shareholder role (metadata, sub-accounts, orders): read it anew.
      if (result.changed) app.forgetSessions();
      return detail(app.db, result.row);
    },
  );

  app.post<RouteTypes<'createCompanyUser'>>(
    '/api/operator/accounts/:id/users',
    { schema: c.routeSchema('createCompanyUser'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const b = request.body;
      const email = b.email.trim();
      const firstName = b.firstName.trim();
      const lastName = b.lastName.trim();
      if (!firstName) throw fieldError('/firstName', 'required', 'Bitte geben Sie den Vornamen ein.');
      if (!lastName) throw fieldError('/lastName', 'required', 'Bitte geben Sie den Nachnamen ein.');
      const emailTaken = () =>
        fieldError('/email', 'email_taken', 'Diese E-Mail-Adresse wird bereits verwendet.');
      // Nobody knows this password: the user sets one through the mailed link.
      const passwordHash = await hashPassword(newToken(), app.config.passwordHashCost);
      const token = newToken();
      const now = app.clock();
      const { user, mail, mailId } = await app.db.transaction(async (tx) => {
        const repo = accountsRepo(tx);
        const acc = await repo.get(request.params.id, a.account.platform, true);
        if (!acc) throw accountNotFound();
        if (roleOf(acc) === 'none')
          throw shareholderConflict(
            'NOT_SHAREHOLDER',
            'Benutzer legt der Betreiber nur unter Gesellschafterkonten an.',
          );
        if (await repo.emailTaken(email)) throw emailTaken();
        const created = await repo.createUser({
          accountId: acc.id,
          email,
          firstName,
          lastName,
          salutation: b.salutation ?? null,
          admin: b.admin,
          roles: [...new Set(b.roles ?? [])],
          passwordHash,
        });
        if (!created) throw emailTaken(); // taken a moment ago by a concurrent request
        await resetTokensRepo(tx).create(created.id, hashToken(token), now, WELCOME_LINK_MINUTES);
        const mail: Mail = {
          to: created.email,
          subject: 'Ihr Zugang zur Handelsplattform',
          text:
            `Guten Tag ${firstName} ${lastName},\n\nfür Sie wurde ein Zugang für ${acc.name} angelegt. ` +
            `Ihr Benutzername ist Ihre E-Mail-Adresse ${created.email}.\n\n` +
            `Über den folgenden Link setzen Sie Ihr Passwort. Der Link ist 7 Tage gültig und kann einmal ` +
            `verwendet werden:\n\n${app.publicUrl}/passwort/reset/${token}\n`,
        };
        const mailId = await queueMail(tx, mail);
        await operatorRepo(tx).record({
          ...actor(a),
          at: now,
          action: 'USER_CREATED',
          targetType: 'user',
          targetId: created.id,
          reason: null,
          affectedUsers: 1,
          changes: changedFields({} as Record<string, unknown>, {
            accountId: acc.id,
            email: created.email,
            admin: created.is_admin,
            roles: b.roles?.length ? b.roles : undefined,
          }),
        });
        return { user: created, mail, mailId };
      });
      request.log.info({ userId: user.id, accountId: request.params.id, by: a.userId }, 'user created');
      logQueuedMail(request.log, mailId, mail);
      return reply.status(201).send({
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        admin: user.is_admin,
        blocked: user.blocked,
      });
    },
  );
};

export default routes;
