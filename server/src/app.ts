/**
 * buildServer(config, deps) -> a ready Fastify instance (not listening). Used by main.ts, tests and e2e.
 *
 * Order: shared infrastructure (errors, security, db, jobs, contract, rate limit, CSRF, auth), then the
 * market-window plugin (it decorates `app.market`, which the feature routes may read), then the feature
 * routes (server/src/features/), then the static app.
 */ import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, {
  MAX_PATH_PARAM_LENGTH,
  clientErrorAnswer,
  frameworkProblem,
  sendProblem,
} from './plugins/errors.js';
import contractPlugin from './plugins/contract.js';
import authPlugin from './plugins/auth.js';
import csrfPlugin from './plugins/csrf.js';
import staticPlugin from './plugins/static.js';
import securityPlugin from './plugins/security.js';
import bodyLimitsPlugin, { JSON_BODY_LIMIT } from './plugins/bodyLimits.js';
import jobsPlugin from './plugins/jobs.js';
import mailPlugin from './mail/plugin.js';
import type { MailTransport } from './mail/sender.js';
import rateLimitPlugin from './plugins/rateLimit.js';
import compressionPlugin from './plugins/compression.js';
import routes from './features/index.js';
import marketPlugin from './features/market-window/plugin.js';

export interface ServerDeps {
  /** An open database; when absent buildServer opens one from config (and closes it on app.close()). */
  db?: Db;
  /** Clock for sessions, tokens and market windows; tests inject a controllable one. */
  clock?: () => Date;
  /** Apply migrations at start (default true; cheap when up to date). */
  migrate?: boolean;
  /** Run the idempotent demo seed (default true). */
  seed?: boolean;
  /** Validate every response body against openapi.yaml and fail loudly on mismatch (tests). */
  validateResponses?: boolean;
  /** Fastify logger options or false. Default: `{ level: config.logLevel }`. */
  logger?: FastifyServerOptions['logger'];
  /** Skip the market plugin even when present (core-only tests). */
  withMarket?: boolean;
  /** Sends the outbox's mails instead of SMTP (tests); without it and without SMTP_URL none are sent. */
  mailTransport?: MailTransport;
  /** Options passed to the market plugin (see features/market-window/plugin.ts `MarketPluginOptions`). */
  market?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
    /**
     * The deployment's public origin (PUBLIC_URL), or the server's own `http://127.0.0.1:<port>` when
     * none is configured. The one source of links in mails, the CSRF Origin check and cookie security.
     */
    readonly publicUrl: string;
  }
}

/** The security headers every answer carries (security.ts), as a record, for answers written to a socket. */
function securityHeaders(app: FastifyInstance): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (out[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete out[name.toLowerCase()],
    getHeader: (name: string) => out[name.toLowerCase()],
  };
  app.applySecurityHeaders({ headers: {} } as IncomingMessage, res as unknown as ServerResponse);
  return out;
}

export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // First start on a new data folder: PGlite init + migrations + seed with OWASP-cost hashes.
    pluginTimeout: 180_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
    bodyLimit: JSON_BODY_LIMIT,
    // A malformed or overlong path (a parameter over maxParamLength) is answered before any hook runs:
    // still with the security headers and as problem details, echoing at most the path's start.
    frameworkErrors: (error, request, reply) => {
      app.applySecurityHeaders(request.raw, reply.raw);
      return sendProblem(reply, frameworkProblem(error, request.method, request.url));
    },
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A request Node's parser refuses (headers over its size limit, malformed, too slow) never reaches
    // Fastify: answered here on the socket, as problem details with the security headers.
    clientErrorHandler: (err, socket) => {
      if (socket.destroyed) return;
      const answer = clientErrorAnswer(err as { code?: string }, securityHeaders(app));
      if (answer !== null && socket.writable) socket.write(answer);
      socket.destroy(err);
    },
  });
  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('publicUrl', {
    getter(): string {
      if (config.publicUrl) return config.publicUrl;
      // PORT=0 picks a port at listen time: use the one actually bound.
      const address = app.server.address();
      const port = address && typeof address === 'object' ? address.port : config.port;
      return `http://127.0.0.1:${port}`;
    },
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(bodyLimitsPlugin);
  await app.register(dbPlugin, { db: deps.db, migrate: deps.migrate ?? true, seed: deps.seed ?? true });
  await app.register(jobsPlugin);
  await app.register(mailPlugin, { transport: deps.mailTransport });
  await app.register(contractPlugin, { validateResponses: deps.validateResponses ?? false });
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);

  if (deps.withMarket ?? true) await app.register(marketPlugin, deps.market ?? {});

  await app.register(compressionPlugin);
  await app.register(routes);
  await app.register(staticPlugin);
  await app.ready();
  return app;
}
