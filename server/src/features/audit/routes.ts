/**
 * GET /api/seller/audit (listAuditEntries; tag offers): the seller account's change log of offers and
 * pricing rules, newest first, for sellers only (repository.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { authOf } from '../../plugins/auth.js';
import { auditRepo } from './repository.js';

const routes: FastifyPluginAsync = async (app) => {
  const repo = auditRepo(app.db);
  app.get<RouteTypes<'listAuditEntries'>>(
    '/api/seller/audit',
    {
      schema: app.contract.routeSchema('listAuditEntries'),
      preHandler: app.authorize({ accountTypes: ['seller'] }),
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { entity, entityId, pageNumber = 1, pageLimit = 20 } = request.query;
      const { entries, total } = await repo.page(
        authOf(request).account.id,
        { entity, entityId },
        { number: pageNumber, limit: pageLimit },
      );
      return {
        entries,
        metadata: { pageCount: Math.ceil(total / pageLimit), pageLimit, pageNumber, total },
      };
    },
  );
};

export default routes;
