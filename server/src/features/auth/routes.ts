/** login, logout, password reset (request + set by key), terms acceptance. */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem } from '../../errors.js';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './password.js';
import { usersRepo, type LoginUserRow } from '../team/repository.js';
import { sessionsRepo, hashToken, newToken } from './sessions.js';
import { resetRequestsRepo, resetTokensRepo } from './resetTokens.js';
import { logQueuedMail, queueMail } from '../../mail/outbox.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { accountLockedMail, loginFailuresRepo } from './loginLock.js';
import { authOf } from '../../plugins/auth.js';
import { loggedInUser } from './dto.js';

export const MAX_FAILED_LOGINS = 5;
export const RESET_TOKEN_MINUTES = 30;
/** Lifetime of the reset link in the mail about a lock: the owner may read it hours later. */
export const LOCK_RESET_TOKEN_HOURS = 24;
/** Window of the per-address mail cap and of the per-client request limit. */
export const RESET_WINDOW_MINUTES = 15;

const loginFailed = () =>
  new HttpProblem(
    401,
    'LOGIN_FAILED',
    'Anmeldung fehlgeschlagen',
    'Benutzername oder Passwort ist falsch. Bitte versuchen Sie es erneut oder nutzen Sie „Passwort vergessen“.',
  );
const accountLocked = () =>
  new HttpProblem(
    403,
    'ACCOUNT_LOCKED',
    'Konto gesperrt',
    'Ihr Konto wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte wenden Sie sich an den Administrator oder setzen Sie Ihr Passwort zurück.',
  );
const userBlocked = () =>
  new HttpProblem(
    403,
    'USER_BLOCKED',
    'Zugang gesperrt',
    'Ihr Zugang wurde gesperrt. Bitte wenden Sie sich an den Administrator.',
  );
const linkExpired = () =>
  new HttpProblem(
    400,
    'RESET_LINK_EXPIRED',
    'Link abgelaufen',
    'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet.',
  );

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  // A real hash at the configured cost, verified against when the user is unknown (same timing).
  const dummyHash = hashPassword('dummy-password-for-timing', app.config.passwordHashCost);

  const loginLimit = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  app.post<RouteTypes<'login'>>(
    '/api/auth/login',
    { schema: c.routeSchema('login'), config: { rateLimit: loginLimit } },
    async (request, reply) => {
      const { username, password } = request.body;
      const users = usersRepo(app.db);
      const user: LoginUserRow | undefined = await users.findForLogin(username.trim());
      if (!user || user.platform_id !== app.config.brand) {
        // The same work as a known user's wrong password: a hash check and the failed-attempt statement
        // (on no row), so the answer's time does not tell whether the account exists.
        await verifyPassword(password, await dummyHash);
        await failLogin(request, undefined);
        throw loginFailed();
      }
      const ok = await verifyPassword(password, user.password_hash);
      if (user.locked) throw accountLocked();
      if (!ok) {
        const locked = await failLogin(request, user);
        request.log.info({ userId: user.id, locked }, 'login failed');
        throw locked ? accountLocked() : loginFailed();
      }
      if (user.blocked || user.account_blocked || user.status !== 100) throw userBlocked();

      const old = app.sessionToken(request);
      const token = await app.db.transaction(async (tx) => {
        const s = sessionsRepo(tx);
        if (old) await s.delete(hashToken(old)); // rotate: the old id never survives a login
        await usersRepo(tx).resetFailedLogins(user.id);
        return s.create(user.id, app.clock(), app.config.sessionAbsoluteHours);
      });
      if (old) app.forgetSessions(); // the rotated id is refused on its very next use
      app.setSessionCookie(request, reply, token);
      request.log.info({ userId: user.id }, 'login');
      return loggedInUser({
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        admin: user.is_admin,
        platformOperator: user.is_platform_operator,
        account: {
          id: user.account_id,
          type: user.account_type,
          platform: user.platform_id,
          name: user.account_name,
        },
      });
    },
  );

  /**
   * Counts and records a failed login; when it locks the account, the owner's mail with a reset link is
   * queued in the same transaction (M7: once per lock). For an unknown user the same statements change
   * nothing. Answers whether the account is locked.
   */
  async function failLogin(request: FastifyRequest, user: LoginUserRow | undefined): Promise<boolean> {
    const attempt = { at: app.clock(), ip: request.ip, userAgent: request.headers['user-agent'] };
    const done = await app.db.transaction(async (tx) => {
      const failures = loginFailuresRepo(tx);
      const { locked, lockedNow } = await failures.record(user?.id ?? '', MAX_FAILED_LOGINS, attempt);
      if (!user || !lockedNow) return { locked, queued: null };
      const token = newToken();
      await resetTokensRepo(tx).create(user.id, hashToken(token), attempt.at, LOCK_RESET_TOKEN_HOURS * 60);
      const mail = accountLockedMail({
        brand: brandOfPlatform(user.platform_id),
        to: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        failedAttempts: MAX_FAILED_LOGINS,
        attempts: await failures.latest(user.id, MAX_FAILED_LOGINS),
        // From configuration only, as every link in a mail.
        resetLink: `${app.publicUrl}/passwort/reset/${token}`,
        resetLinkHours: LOCK_RESET_TOKEN_HOURS,
      });
      return { locked, queued: { id: await queueMail(tx, mail), mail } };
    });
    if (done.queued) logQueuedMail(request.log, done.queued.id, done.queued.mail);
    return done.locked;
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = app.sessionToken(request);
    if (token) await sessionsRepo(app.db).delete(hashToken(token));
    app.forgetSessions();
    app.clearSessionCookie(request, reply);
    return reply.status(204).send();
  }

  // The app's logout: a POST, so the CSRF rule (header + same origin) applies as to every change.
  app.post('/api/auth/logout', { schema: c.routeSchema('endSession') }, endSession);

  // The specified GET, kept for compatibility. A GET needs no custom header, so a link or an <img> on
  // another site could end a user's session: cross-site requests are refused and the session stays.
  app.get('/api/logout', { schema: c.routeSchema('logout') }, async (request, reply) => {
    app.rejectCrossSite(request);
    return endSession(request, reply);
  });

  // One budget per client for asking for a link and for using one (one limiter on both routes).
  const resetLimit = app.rateLimit({
    max: app.config.passwordResetRateLimit,
    timeWindow: RESET_WINDOW_MINUTES * 60_000,
  });

  app.post<RouteTypes<'requestPasswordReset'>>(
    '/api/auth/password-reset',
    { schema: c.routeSchema('requestPasswordReset'), onRequest: resetLimit },
    async (request, reply) => {
      const { email } = request.body;
      // The answer must not tell whether the address is known: the work before it is the same for every
      // address (one row recorded), and whatever depends on the user runs after the response.
      const address = email.trim();
      const now = app.clock();
      await resetRequestsRepo(app.db).record(address, now);
      app.jobs.afterResponse(reply, 'password-reset mail', () => sendResetMail(request.log, address, now));
      return reply.status(202).send({ message: 'Falls ein Konto existiert, wurde eine E-Mail versendet.' });
    },
  );

  /** After the response: a token and a mail for a known user, at most N mails per address and window. */
  async function sendResetMail(log: FastifyBaseLogger, address: string, now: Date): Promise<void> {
    await resetRequestsRepo(app.db).prune(new Date(now.getTime() - 86_400_000));
    const user = await usersRepo(app.db).findByEmailOnPlatform(address, app.config.brand);
    if (!user) return;
    const token = newToken();
    // From configuration only: a Host header is chosen by whoever sends the request.
    const link = `${app.publicUrl}/passwort/reset/${token}`;
    const mail = {
      to: user.email,
      subject: 'Passwort zurücksetzen',
      text: `Guten Tag ${user.first_name} ${user.last_name},\n\nüber den folgenden Link können Sie ein neues Passwort setzen. Der Link ist ${RESET_TOKEN_MINUTES} Minuten gültig und kann einmal verwendet werden:\n\n${link}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    };
    const since = new Date(now.getTime() - RESET_WINDOW_MINUTES * 60_000);
    const mailId = await app.db.transaction(async (tx) => {
      const tokens = resetTokensRepo(tx);
      await tokens.lockUser(user.id);
      if ((await tokens.countCreatedSince(user.id, since)) >= app.config.passwordResetMailsPerAddress) {
        return null;
      }
      await tokens.create(user.id, hashToken(token), now, RESET_TOKEN_MINUTES);
      return queueMail(tx, mail);
    });
    if (mailId === null) {
      log.warn({ userId: user.id }, 'password-reset mail withheld: too many for the address');
      return;
    }
    logQueuedMail(log, mailId, mail);
  }

  app.post<RouteTypes<'setPasswordByKey'>>(
    '/api/auth/password-reset/:key',
    { schema: c.routeSchema('setPasswordByKey'), onRequest: resetLimit },
    async (request, reply) => {
      const { key } = request.params;
      const { password, passwordConfirmation } = request.body;
      const now = app.clock();
      // Check the link first (cheap); hash the new password outside the transaction.
      const peek = await resetTokensRepo(app.db).findForUse(key, app.config.brand);
      if (!peek || peek.used_at || peek.expires_at.getTime() <= now.getTime()) throw linkExpired();
      assertPasswordAcceptable(password, passwordConfirmation);
      const hash = await hashPassword(password, app.config.passwordHashCost);
      await app.db.transaction(async (tx) => {
        const t = await resetTokensRepo(tx).findForUse(key, app.config.brand);
        if (!t || t.used_at || t.expires_at.getTime() <= now.getTime()) throw linkExpired();
        await resetTokensRepo(tx).useAllOfUser(t.user_id, now);
        await usersRepo(tx).setPassword(t.user_id, hash); // also unlocks
        await sessionsRepo(tx).deleteForUser(t.user_id);
      });
      app.forgetSessions(); // the user's other sessions end with the next request
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/metadata/user/store/gtc-accepted',
    { schema: c.routeSchema('getGtcAccepted'), preHandler: app.requireAuth },
    async (request) => {
      const u = await usersRepo(app.db).get(authOf(request).userId);
      return { accepted: !!u?.terms_accepted_at, acceptedAt: u?.terms_accepted_at?.toISOString() ?? null };
    },
  );

  app.put<RouteTypes<'acceptGtc'>>(
    '/api/metadata/user/store/gtc-accepted',
    { schema: c.routeSchema('acceptGtc'), preHandler: app.requireAuth },
    async (request) => {
      const { accepted } = request.body;
      const at = accepted ? app.clock() : null;
      await usersRepo(app.db).setTermsAccepted(authOf(request).userId, at);
      return { accepted, acceptedAt: at?.toISOString() ?? null };
    },
  );
};

export default routes;
