/** GET /api/relationships/{accountType}: the own account's relationships with the other side. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { relationshipDto } from './dto.js';
import { relationshipsRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  app.get<RouteTypes<'listRelationships'>>(
    '/api/relationships/:accountType',
    { schema: app.contract.routeSchema('listRelationships'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      const { accountType } = request.params;
      // A buyer lists its sellers, a seller its buyers; anything else is not the caller's business.
      const mine =
        a.account.type === 'buyer' && accountType === 'seller'
          ? 'buyer'
          : a.account.type === 'seller' && accountType === 'buyer'
            ? 'seller'
            : null;
      if (!mine) throw problems.forbidden();
      const rows = await relationshipsRepo(app.db).listForAccount(a.account.id, mine);
      return rows.map((x) => relationshipDto(x, mine));
    },
  );
};

export default routes;
