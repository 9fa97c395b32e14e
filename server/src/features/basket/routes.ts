/**
 * The basket (/api/basket): a buyer user's reserved positions (rule BK1). Reading, adding, changing,
 * removing, clearing and refreshing; placing the order is `POST /api/orders` (features/orders).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { authOf } from '../../plugins/auth.js';
import { basketService } from './service.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'] });
  const basket = basketService(app);

  app.get(
    '/api/basket',
    { schema: c.routeSchema('getBasket'), preHandler: guard },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return basket.get(authOf(request));
    },
  );

  app.delete(
    '/api/basket',
    { schema: c.routeSchema('clearBasket'), preHandler: guard },
    async (request, reply) => {
      await basket.clear(authOf(request));
      return reply.status(204).send();
    },
  );

  app.post<RouteTypes<'addBasketItem'>>(
    '/api/basket/items',
    { schema: c.routeSchema('addBasketItem'), preHandler: guard },
    async (request, reply) => {
      const auth = authOf(request);
      await basket.add(auth, request.body);
      return reply.status(201).send(await basket.get(auth));
    },
  );

  app.put<RouteTypes<'updateBasketItem'>>(
    '/api/basket/items/:itemId',
    { schema: c.routeSchema('updateBasketItem'), preHandler: guard },
    async (request) => {
      const auth = authOf(request);
      await basket.update(auth, request.params.itemId, request.body);
      return basket.get(auth);
    },
  );

  app.delete<RouteTypes<'removeBasketItem'>>(
    '/api/basket/items/:itemId',
    { schema: c.routeSchema('removeBasketItem'), preHandler: guard },
    async (request) => {
      const auth = authOf(request);
      await basket.remove(auth, request.params.itemId);
      return basket.get(auth);
    },
  );

  app.post(
    '/api/basket/refresh',
    { schema: c.routeSchema('refreshBasket'), preHandler: guard },
    async (request) => {
      const auth = authOf(request);
      await basket.refresh(auth);
      return basket.get(auth);
    },
  );
};

export default routes;
