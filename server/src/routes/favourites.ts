/** GET /api/favourites: the buyer account's favourite market lists (buyers only, spec §6). */
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../plugins/auth.js';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/favourites',
    {
      schema: app.contract.routeSchema('getFavourites'),
      preHandler: app.authorize({ accountTypes: ['buyer'] }),
    },
    async (request) => {
      const a = authOf(request);
      const r = await app.db.query<{
        id: string;
        name: string;
        products: string[];
        regions: string[];
        terminals: string[];
        sellers: string[];
      }>(
        `SELECT id, name, products, regions, terminals, sellers FROM favourites WHERE account_id = $1 ORDER BY created_at, id`,
        [a.account.id],
      );
      return { config: r.rows };
    },
  );
};

export default routes;
