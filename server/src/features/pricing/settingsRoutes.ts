/**
 * The pricing engine's settings (tag pricing; spec §2 Pricing engine; rules V7, M5, M6), for sellers only:
 * - GET/POST /api/pricing/expiry-rules, PUT/DELETE /api/pricing/expiry-rules/{id};
 * - GET /api/pricing/densities, PUT /api/pricing/densities/{productId};
 * - GET/POST /api/pricing/min-prices, PUT/DELETE /api/pricing/min-prices/{id}.
 * The SQL and the rules live in settings.ts. A change that moves prices reaches the open markets of the
 * seller's buyers at once (offers/priceEvents.ts). Due expiry rules are applied at start and then by a
 * timer (config `expiryRollIntervalMs`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { authOf } from '../../plugins/auth.js';
import { offersChanged } from '../offers/priceEvents.js';
import {
  densitiesRepo,
  expiryRulesRepo,
  isLockTimeout,
  minPricesRepo,
  rollDueExpiryRules,
  type SaveResult,
} from './settings.js';

const versionConflict = (currentVersion: number, what: string) =>
  new HttpProblem(
    409,
    'VERSION_CONFLICT',
    'Konflikt',
    `${what} wurde inzwischen von einem anderen Benutzer geändert oder gelöscht.`,
    undefined,
    { currentVersion },
  );

/** The saved value, or the problem that says why not. */
function unwrap<T>(
  result: SaveResult<T>,
  names: { what: string; notFound: string; duplicate: (existingId: string) => HttpProblem },
): T {
  if (result.ok) return result.value;
  switch (result.reason) {
    case 'not_found':
      throw problems.notFound(names.notFound);
    case 'conflict':
      throw versionConflict(result.currentVersion, names.what);
    case 'duplicate':
      throw names.duplicate(result.existingId);
    case 'expired':
      throw new HttpProblem(
        409,
        'EXPIRY_RULE_EXPIRED',
        'Ablaufregel abgelaufen',
        'Die Ablaufregel ist bereits abgelaufen und kann nicht mehr geändert werden.',
      );
    case 'invalid':
      throw problems.validation('Die Eingabe ist unvollständig oder ungültig.', result.errors);
  }
}

const EXPIRY = {
  what: 'Die Ablaufregel',
  notFound: 'Die Ablaufregel wurde nicht gefunden.',
  duplicate: (existingId: string) =>
    new HttpProblem(
      409,
      'DUPLICATE_EXPIRY_RULE',
      'Ablaufregel existiert bereits',
      'Für dieses Datum und diese Uhrzeit existiert bereits eine Ablaufregel.',
      undefined,
      { existingRuleId: existingId },
    ),
};
const DENSITY = {
  what: 'Die Dichte',
  notFound: 'Das Produkt wurde nicht gefunden.',
  duplicate: () => problems.conflict(),
};
const MIN_PRICE = {
  what: 'Der Mindestpreis',
  notFound: 'Der Mindestpreis wurde nicht gefunden.',
  duplicate: (existingId: string) =>
    new HttpProblem(
      409,
      'DUPLICATE_MIN_PRICE',
      'Mindestpreis existiert bereits',
      'Für dieses Produkt an diesem Terminal existiert bereits ein Mindestpreis.',
      undefined,
      { existingId },
    ),
};

const minPriceFailed = () =>
  new HttpProblem(
    503,
    'MIN_PRICE_UPDATE_FAILED',
    'Mindestpreis nicht gespeichert',
    'Der Mindestpreis konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  );

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const sellers = app.authorize({ accountTypes: ['seller'] });
  const expiryRules = expiryRulesRepo(app.db);
  const densities = densitiesRepo(app.db);
  const minPrices = minPricesRepo(app.db);

  const currencyOf = (platform: string) => brandOfPlatform(platform).currency as 'EUR' | 'CHF';

  /** A minimum price change in a transaction; a lock that was not granted in time says "retry later". */
  const minPriceChange = async <T>(fn: Parameters<typeof app.db.transaction<T>>[0]): Promise<T> => {
    try {
      return await app.db.transaction(fn);
    } catch (err) {
      if (isLockTimeout(err)) throw minPriceFailed();
      throw err;
    }
  };

  // Expiry rules: applied on a timer; each roll that moved offers changes market prices.
  const roll = async () => {
    for (const sellerId of await rollDueExpiryRules(app.db, app.clock())) offersChanged(app, sellerId);
  };
  let timer: NodeJS.Timeout | undefined;
  // Rolls follow the trading clock, which runs with the market plugin.
  const every = app.config.expiryRollIntervalMs;
  if (app.hasDecorator('market') && every > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => app.jobs.run('expiry roll', roll), every);
      timer.unref();
      app.jobs.run('expiry roll', roll);
    });
  }
  app.addHook('preClose', async () => clearInterval(timer));

  app.get<RouteTypes<'listExpiryRules'>>(
    '/api/pricing/expiry-rules',
    { schema: c.routeSchema('listExpiryRules'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return expiryRules.list(authOf(request).account.id, app.clock());
    },
  );

  app.post<RouteTypes<'createExpiryRule'>>(
    '/api/pricing/expiry-rules',
    { schema: c.routeSchema('createExpiryRule'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await app.db.transaction((tx) =>
        expiryRules.create(tx, account.id, userId, request.body, app.clock()),
      );
      return reply.status(201).send(unwrap(result, EXPIRY));
    },
  );

  app.put<RouteTypes<'updateExpiryRule'> & { Params: { id: string } }>(
    '/api/pricing/expiry-rules/:id',
    { schema: c.routeSchema('updateExpiryRule'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const { version, ...input } = request.body;
      const result = await app.db.transaction((tx) =>
        expiryRules.update(tx, account.id, userId, request.params.id, version, input, app.clock()),
      );
      return unwrap(result, EXPIRY);
    },
  );

  app.delete<RouteTypes<'deleteExpiryRule'> & { Params: { id: string } }>(
    '/api/pricing/expiry-rules/:id',
    { schema: c.routeSchema('deleteExpiryRule'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await app.db.transaction((tx) =>
        expiryRules.remove(tx, account.id, userId, request.params.id, request.query.version, app.clock()),
      );
      unwrap(result, EXPIRY);
      return reply.status(204).send();
    },
  );

  app.get<RouteTypes<'listProductDensities'>>(
    '/api/pricing/densities',
    { schema: c.routeSchema('listProductDensities'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return densities.list(authOf(request).account.id);
    },
  );

  app.put<RouteTypes<'updateProductDensity'> & { Params: { productId: string } }>(
    '/api/pricing/densities/:productId',
    { schema: c.routeSchema('updateProductDensity'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const conversionFactors =
        brandOfPlatform(account.platform).flags.PRICING_CONVERSION_FACTORS_TAB === true;
      const result = await app.db.transaction((tx) =>
        densities.update(
          tx,
          account.id,
          userId,
          request.params.productId,
          request.body,
          { conversionFactors },
          app.clock(),
        ),
      );
      const density = unwrap(result, DENSITY);
      offersChanged(app, account.id);
      return density;
    },
  );

  app.get<RouteTypes<'listMinimumPrices'>>(
    '/api/pricing/min-prices',
    { schema: c.routeSchema('listMinimumPrices'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { account } = authOf(request);
      return minPrices.list(account.id, currencyOf(account.platform));
    },
  );

  app.post<RouteTypes<'createMinimumPrice'>>(
    '/api/pricing/min-prices',
    { schema: c.routeSchema('createMinimumPrice'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await minPriceChange((tx) =>
        minPrices.create(tx, account.id, userId, request.body, currencyOf(account.platform), app.clock()),
      );
      const saved = unwrap(result, MIN_PRICE);
      offersChanged(app, account.id);
      return reply.status(201).send(saved);
    },
  );

  app.put<RouteTypes<'updateMinimumPrice'> & { Params: { id: string } }>(
    '/api/pricing/min-prices/:id',
    { schema: c.routeSchema('updateMinimumPrice'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const result = await minPriceChange((tx) =>
        minPrices.update(
          tx,
          account.id,
          userId,
          request.params.id,
          request.body,
          currencyOf(account.platform),
          app.clock(),
        ),
      );
      const saved = unwrap(result, MIN_PRICE);
      offersChanged(app, account.id);
      return saved;
    },
  );

  app.delete<RouteTypes<'deleteMinimumPrice'> & { Params: { id: string } }>(
    '/api/pricing/min-prices/:id',
    { schema: c.routeSchema('deleteMinimumPrice'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await minPriceChange((tx) =>
        minPrices.remove(tx, account.id, userId, request.params.id, request.query.version),
      );
      unwrap(result, MIN_PRICE);
      offersChanged(app, account.id);
      return reply.status(204).send();
    },
  );
};

export default routes;
