/**
 * Session authentication. On every /api request with an `fm_session` cookie the session is loaded (one
 * query with user and company) and checked: idle timeout, absolute timeout, user blocked, company (or
 * parent company) blocked -> the session is deleted and the request counts as anonymous. A session whose
 * user belongs to another platform than the server's brand counts as anonymous too (kept for its server).
 * `app.requireAuth` (preHandler) answers 401 UNAUTHENTICATED for anonymous requests.
 * `app.authorize({...})` builds a preHandler for account type / role / feature checks (spec §6).
 */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { problems } from '../errors.js';
import { SessionCache, SESSIONS_CHANNEL } from '../features/auth/sessionCache.js';
import { hashToken, sessionsRepo, toAuthContext } from '../features/auth/sessions.js';
import type { AccountType, AuthContext } from '../features/auth/types.js';

export const SESSION_COOKIE = 'fm_session';
/**
 * A script-readable companion of the session cookie, value `1`, set and cleared with it. It carries no
 * secret: it only lets the app skip the session check on /login when there cannot be a session, so a
 * first visit makes no request that is bound to fail (a 401 in the console).
 */
export const SIGNED_IN_COOKIE = 'fm_signed_in';

/**
 * Name and flags of the session cookie, from configuration only (never the request's Host header): over
 * https it is `__Host-fm_session`, so the browser insists on Secure, Path=/ and no Domain attribute.
 */
export function sessionCookiePolicy(publicUrl: string | undefined): {
  name: string;
  hintName: string;
  secure: boolean;
} {
  const secure = publicUrl?.startsWith('https:') ?? false;
  const prefix = secure ? '__Host-' : '';
  return { name: `${prefix}${SESSION_COOKIE}`, hintName: `${prefix}${SIGNED_IN_COOKIE}`, secure };
}
/** Write last_seen at most this often (idle timeout precision is minutes). */
const TOUCH_INTERVAL_MS = 60_000;
/** Retry of the session-change LISTEN when it failed at the start. */
const LISTEN_RETRY_MS = 5_000;

export interface AuthRequirement {
  accountTypes?: AccountType[];
  roles?: string[];
  features?: string[];
  platformOperator?: boolean;
  /** The platform's staff: its operator or a user of an admin account (spec §1: both may block). */
  platformStaff?: boolean;
  accountAdmin?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAuth: preHandlerAsyncHookHandler;
    authorize(req: AuthRequirement): preHandlerAsyncHookHandler;
    setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
    clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
    /** The session token the request carries, if any. */
    sessionToken(request: FastifyRequest): string | undefined;
    /**
     * Forgets the sessions this instance keeps in memory; writers that end sessions call it after their
     * change is committed, so the next request is checked against the database (sessionCache.ts).
     */
    forgetSessions(): void;
  }
}

/** The caller, or 401. For routes behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw problems.unauthenticated();
  return request.auth;
}

export function checkRequirement(auth: AuthContext, req: AuthRequirement): boolean {
  if (req.accountTypes && !req.accountTypes.includes(auth.account.type)) return false;
  if (req.roles && !req.roles.every((r) => auth.roles.includes(r))) return false;
  if (req.features && !req.features.every((f) => auth.account.features.includes(f))) return false;
  if (req.platformOperator && !auth.isPlatformOperator) return false;
  if (req.platformStaff && !(auth.isPlatformOperator || auth.account.type === 'admin')) return false;
  if (req.accountAdmin && !auth.isAccountAdmin) return false;
  return true;
}

export default fp(
  async (app) => {
    await app.register(cookie);
    app.decorateRequest('auth', null);
    const idleMs = app.config.sessionIdleMinutes * 60_000;
    const { name, hintName, secure } = sessionCookiePolicy(app.config.publicUrl);

    app.decorate('sessionToken', (request: FastifyRequest) => request.cookies[name]);
    app.decorate('setSessionCookie', (_request: FastifyRequest, reply: FastifyReply, token: string) => {
      const maxAge = app.config.sessionAbsoluteHours * 3600;
      reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge });
      reply.setCookie(hintName, '1', { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge });
    });
    app.decorate('clearSessionCookie', (_request: FastifyRequest, reply: FastifyReply) => {
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      reply.clearCookie(hintName, { path: '/', httpOnly: false, sameSite: 'lax', secure });
    });

    const cache = new SessionCache(app.config.sessionCacheMs);
    app.decorate('forgetSessions', () => cache.clear());
    // Any instance's change to sessions, users or companies (migration 090) empties every instance's
    // memory. Without that channel (the database unreachable at the start) nothing is kept: the start
    // goes on, and listening is tried again every few seconds.
    let unlisten: (() => Promise<void>) | undefined;
    let retry: NodeJS.Timeout | undefined;
    const startListening = async () => {
      try {
        unlisten = await app.db.listen(SESSIONS_CHANNEL, () => cache.clear());
        cache.clear();
        cache.enabled = true;
        return true;
      } catch (err) {
        app.log.warn({ err }, 'cannot listen for session changes; sessions are not kept in memory');
        return false;
      }
    };
    app.addHook('onReady', async () => {
      if (app.config.sessionCacheMs <= 0 || (await startListening())) return;
      retry = setInterval(() => {
        void startListening().then((ok) => ok && clearInterval(retry));
      }, LISTEN_RETRY_MS);
      retry.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(retry);
      await unlisten?.().catch(() => undefined);
      cache.clear();
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = app.sessionToken(request);
      if (!token) return;
      const sessions = sessionsRepo(app.db);
      const idHash = hashToken(token);
      let s = cache.get(idHash, Date.now());
      if (!s) {
        s = await sessions.find(token);
        if (s) cache.set(idHash, s, Date.now());
      }
      if (!s) {
        app.clearSessionCookie(request, reply);
        return;
      }
      if (s.platform_id !== app.config.brand) {
        // A session of another platform's server on the same database (a user belongs to one platform,
        // and only its server logs them in): not valid here. Its cookie may be the other server's too
        // (cookies do not tell ports apart), so it is neither cleared nor ended.
        request.log.info({ userId: s.user_id, platform: s.platform_id }, 'session of another platform');
        return;
      }
      const now = app.clock();
      const idleExpired = now.getTime() - s.last_seen_at.getTime() >= idleMs;
      const absoluteExpired = now.getTime() >= s.expires_at.getTime();
      const blocked = s.user_blocked || s.account_blocked;
      if (idleExpired || absoluteExpired || blocked) {
        cache.forget(s.id_hash);
        await sessions.delete(s.id_hash);
        app.clearSessionCookie(request, reply);
        request.log.info({ userId: s.user_id, idleExpired, absoluteExpired, blocked }, 'session ended');
        return;
      }
      if (now.getTime() - s.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
        await sessions.touch(s.id_hash, now);
        s.last_seen_at = now; // the kept row follows the database
      }
      request.auth = toAuthContext(s);
    });

    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (!request.auth) throw problems.unauthenticated();
    });
    app.decorate('authorize', (req: AuthRequirement): preHandlerAsyncHookHandler => {
      return async (request: FastifyRequest) => {
        const auth = authOf(request);
        if (!checkRequirement(auth, req)) throw problems.forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
