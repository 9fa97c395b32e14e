/** GET /api/favourites: the buyer account's favourite market lists (buyers only). */
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth.js';
import { favouritesRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/favourites',
    {
      schema: app.contract.routeSchema('getFavourites'),
      preHandler: app.authorize({ accountTypes: ['buyer'] }),
    },
    async (request) => ({ config: await favouritesRepo(app.db).listForAccount(authOf(request).account.id) }),
  );
};

export default routes;
