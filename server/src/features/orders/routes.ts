/** GET /api/orders/open-count: the open orders of the caller's account (the sellers' menu bubble). */
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth.js';
import { ordersRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/orders/open-count',
    { schema: app.contract.routeSchema('getOpenOrdersCount'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      const side = account.type === 'seller' ? 'seller' : 'buyer';
      return { count: await ordersRepo(app.db).openCount(account.id, side) };
    },
  );
};

export default routes;
