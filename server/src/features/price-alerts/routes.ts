/**
 * The price alert tool (tag priceAlerts; spec §2, §3, §4; rules PA1, B9). Each buyer user keeps their own
 * alerts (a colleague's alert is 404, like any unknown id):
 * - GET /api/price-alerts (listPriceAlerts): the caller's alerts, newest first.
 * - POST /api/price-alerts (createPriceAlert): a new ACTIVE alert.
 * - PUT /api/price-alerts/{id} (updatePriceAlert): new settings; the alert is ACTIVE again.
 * - DELETE /api/price-alerts/{id} (deletePriceAlert).
 * Buyers only (sellers, admins 403), and only on platforms whose brand has PRICE_ALERT (the default brand,
 * B9): elsewhere 403 FORBIDDEN. The product must be a fuel, the terminal one of the platform's; the value
 * a price above zero with at most 4 decimals (EUR/100L15). What triggers an alert: evaluate.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems, type FieldError } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { notOnPlatform } from '../../platformFlags.js';
import type { AuthContext } from '../auth/types.js';
import { evaluateOnTicks, priceAlertsOnPlatform } from './evaluate.js';
import { pushTriggeredAlerts } from './events.js';
import { priceAlertsRepo, toPriceAlertDto, type PriceAlertInput } from './repository.js';

const notFound = () => problems.notFound('Der Preisalarm wurde nicht gefunden.');

/** A price per 100 L: above zero, at most 10 digits before and 4 after the decimal mark. */
const VALUE = /^\d{1,10}(\.\d{1,4})?$/;

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const buyers = app.authorize({ accountTypes: ['buyer'] });
  /** Buyers on a platform with price alerts [B9]. */
  const guard = async (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!priceAlertsOnPlatform(auth.account.platform)) {
      throw notOnPlatform('Preisalarme gibt es auf dieser Plattform nicht.');
    }
  };
  const preHandler = [buyers, guard];

  async function checked(auth: AuthContext, input: PriceAlertInput): Promise<PriceAlertInput> {
    const repo = priceAlertsRepo(app.db);
    const errors: FieldError[] = [];
    if (!VALUE.test(input.value) || !/[1-9]/.test(input.value)) {
      errors.push({ path: '/value', code: 'positive_price_4_decimals_required' });
    }
    if (!(await repo.isFuel(input.productId))) {
      errors.push({ path: '/productId', code: 'unknown_product' });
    }
    if (!(await repo.isPlatformTerminal(input.terminalId, auth.account.platform))) {
      errors.push({ path: '/terminalId', code: 'unknown_terminal' });
    }
    if (errors.length > 0) throw problems.validation('Der Preisalarm ist ungültig.', errors);
    return input;
  }

  app.get('/api/price-alerts', { schema: c.routeSchema('listPriceAlerts'), preHandler }, async (request) =>
    (await priceAlertsRepo(app.db).list(authOf(request).userId)).map(toPriceAlertDto),
  );

  app.post<RouteTypes<'createPriceAlert'>>(
    '/api/price-alerts',
    { schema: c.routeSchema('createPriceAlert'), preHandler },
    async (request, reply) => {
      const auth = authOf(request);
      const input = await checked(auth, request.body);
      const row = await priceAlertsRepo(app.db).create(
        { userId: auth.userId, accountId: auth.account.id },
        input,
        app.clock(),
      );
      return reply.status(201).send(toPriceAlertDto(row));
    },
  );

  app.put<RouteTypes<'updatePriceAlert'>>(
    '/api/price-alerts/:id',
    { schema: c.routeSchema('updatePriceAlert'), preHandler },
    async (request) => {
      const auth = authOf(request);
      const repo = priceAlertsRepo(app.db);
      if (!(await repo.byId(auth.userId, request.params.id))) throw notFound();
      const row = await repo.update(auth.userId, request.params.id, await checked(auth, request.body));
      if (!row) throw notFound();
      return toPriceAlertDto(row);
    },
  );

  app.delete<RouteTypes<'deletePriceAlert'>>(
    '/api/price-alerts/:id',
    { schema: c.routeSchema('deletePriceAlert'), preHandler },
    async (request, reply) => {
      if (!(await priceAlertsRepo(app.db).delete(authOf(request).userId, request.params.id)))
        throw notFound();
      return reply.status(204).send();
    },
  );

  evaluateOnTicks(app);
  pushTriggeredAlerts(app);
};

export default routes;
