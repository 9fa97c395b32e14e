/**
 * Orders: GET /api/orders (own account's, newest first), POST /api/orders (place the order for basket
 * items, see placeOrder.ts), GET /api/orders/{orderId} (buyer or seller party only, else 404) and
 * GET /api/orders/open-count (the sellers' menu bubble).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { toOrder } from './dto.js';
import { pushOpenOrderCounts } from './events.js';
import { Gate, placeOrder } from './placeOrder.js';
import { ordersRepo } from './repository.js';
import { forgetMarketListings } from '../offers/listingCache.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const sideOf = (type: string) => (type === 'seller' ? 'seller' : 'buyer');
  const orderGate = new Gate(app.config.orderTransactionsAtOnce);
  pushOpenOrderCounts(app);

  app.get(
    '/api/orders/open-count',
    { schema: c.routeSchema('getOpenOrdersCount'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      return { count: await ordersRepo(app.db).openCount(account.id, sideOf(account.type)) };
    },
  );

  app.get<RouteTypes<'listOrders'>>(
    '/api/orders',
    { schema: c.routeSchema('listOrders'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      const rows = await ordersRepo(app.db).list(account.id, sideOf(account.type), request.query.orderStatus);
      return rows.map(toOrder);
    },
  );

  app.post<RouteTypes<'placeOrder'>>(
    '/api/orders',
    { schema: c.routeSchema('placeOrder'), preHandler: app.requireAuth },
    async (request, reply) => {
      const rows = await placeOrder(app, authOf(request), request.body, orderGate);
      // Volumes changed: this instance's market listings are rebuilt on the next request.
      forgetMarketListings(app.db);
      return reply.status(201).send({ orders: rows.map(toOrder) });
    },
  );

  app.get<RouteTypes<'getOrder'>>(
    '/api/orders/:orderId',
    { schema: c.routeSchema('getOrder'), preHandler: app.requireAuth },
    async (request) => {
      const row = await ordersRepo(app.db).findForParty(request.params.orderId, authOf(request).account.id);
      if (!row) throw problems.notFound('Die Bestellung wurde nicht gefunden.');
      return toOrder(row);
    },
  );
};

export default routes;
