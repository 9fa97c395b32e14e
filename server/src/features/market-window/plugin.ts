/**
 * The market plugin: market windows, live prices and server-sent events.
 * Registered by `buildServer` after the core plugins (db, contract, auth). Decorates `app.market`.
 *
 * Routes
 * - `GET /api/generic/marketWindow` (getMarketWindow): the open window with the latest prices; 503
 *   SERVICE_UNAVAILABLE while no window with prices exists (rule T3, C1).
 * - `GET /api/events` (streamEvents): `text/event-stream` with `marketWindow` (first, on connect, and on
 *   every new window) and `prices` (every tick) events and a keep-alive comment every 15 s.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../errors.js';
import type { PriceSourceFactory } from './priceSource.js';
import { MarketService } from './service.js';
import { formatSse, SSE_HEADERS } from './sse.js';

// A type alias (not an interface) so it is assignable to buildServer's `market?: Record<string, unknown>`.
export type MarketPluginOptions = {
  /** Seed of the default random-walk price source (deterministic when set). */
  seed?: number;
  /** Milliseconds between random-walk ticks. @default 5000 */
  tickIntervalMs?: number;
  /** Milliseconds between a follower's attempts to take the leader lock. @default 3000 */
  leaderPollMs?: number;
  /** SSE keep-alive interval. @default 15000 */
  keepAliveMs?: number;
  /** Maximum life of one event stream before the client must reconnect (re-checking its session). @default 300000 */
  maxStreamMs?: number;
  /** Advisory-lock key of the leader (tests isolate instances with their own key). */
  lockKey?: number;
  /** Replaces the random walk, e.g. with a real market-data adapter. */
  priceSourceFactory?: PriceSourceFactory;
};

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketService;
  }
}

/** The tag of an account's event streams (`SseHub.sendTo`). */
export const accountStreamTag = (accountId: string): string => `account:${accountId}`;

/** The tag of a user's own event streams (events meant for one user, e.g. a triggered price alert). */
export const userStreamTag = (userId: string): string => `user:${userId}`;

/** How long a client should wait before reconnecting a dropped event stream. */
const SSE_RETRY_MS = 5000;

export const marketUnavailable = () =>
  new HttpProblem(
    503,
    'SERVICE_UNAVAILABLE',
    'Dienst nicht verfügbar',
    'Für das Marktfenster liegen noch keine Preise vor. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  );

async function market(app: FastifyInstance, opts: MarketPluginOptions): Promise<void> {
  const service = new MarketService({
    db: app.db,
    windowSeconds: app.config.marketWindowSeconds,
    log: app.log.child({ module: 'market' }),
    now: () => app.clock(),
    ...(opts.seed === undefined ? {} : { seed: opts.seed }),
    ...(opts.tickIntervalMs === undefined ? {} : { tickIntervalMs: opts.tickIntervalMs }),
    ...(opts.leaderPollMs === undefined ? {} : { leaderPollMs: opts.leaderPollMs }),
    ...(opts.keepAliveMs === undefined ? {} : { keepAliveMs: opts.keepAliveMs }),
    ...(opts.maxStreamMs === undefined ? {} : { maxStreamMs: opts.maxStreamMs }),
    ...(opts.lockKey === undefined ? {} : { lockKey: opts.lockKey }),
    ...(opts.priceSourceFactory === undefined ? {} : { priceSourceFactory: opts.priceSourceFactory }),
  });
  app.decorate('market', service);

  app.addHook('onReady', async () => {
    await service.start();
  });
  // End the event streams before the HTTP server waits for open connections to finish.
  app.addHook('preClose', async () => {
    service.hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await service.stop();
  });

  app.get(
    '/api/generic/marketWindow',
    { schema: app.contract.routeSchema('getMarketWindow'), preHandler: app.requireAuth },
    async (_request, reply) => {
      const window = await service.currentWindow();
      if (!window) throw marketUnavailable();
      void reply.header('cache-control', 'no-store');
      return window;
    },
  );

  app.get(
    '/api/events',
    { schema: app.contract.routeSchema('streamEvents'), preHandler: app.requireAuth },
    (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      // Keep headers other hooks set on the reply (e.g. a cleared cookie), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      for (const [name, value] of Object.entries(SSE_HEADERS)) res.setHeader(name, value);
      res.writeHead(200);
      // A frame without data sets the reconnection delay and dispatches no event.
      res.write(`retry: ${SSE_RETRY_MS}\n\n`);
      const first = service.currentWindowEvent();
      if (first) res.write(formatSse(first));
      // Tagged with the caller's account and user, so events of that account (`orders`) or user
      // (`priceAlert`) reach only their streams.
      service.hub.add(
        res,
        request.auth ? [accountStreamTag(request.auth.account.id), userStreamTag(request.auth.userId)] : [],
      );
      request.log.debug({ clients: service.hub.size }, 'event stream opened');
    },
  );
}

export default fp(market, { name: 'market', fastify: '5.x' });
