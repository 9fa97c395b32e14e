/**
 * Additive delivery locations (/api/metadata/locations) of the own buyer account; needs the feature
 * productAdditives (for a child account: also allowed by its parent). Other accounts' rows are 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { locationsRepo, toApi } from './repository.js';

const notFound = () => problems.notFound('Der Lieferort wurde nicht gefunden.');

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'], features: ['productAdditives'] });

  app.get(
    '/api/metadata/locations',
    { schema: c.routeSchema('listAdditiveLocations'), preHandler: guard },
    async (request) => (await locationsRepo(app.db).list(authOf(request).account.id)).map(toApi),
  );

  app.post<RouteTypes<'createAdditiveLocation'>>(
    '/api/metadata/locations',
    { schema: c.routeSchema('createAdditiveLocation'), preHandler: guard },
    async (request, reply) => {
      const row = await locationsRepo(app.db).create(authOf(request).account.id, request.body);
      return reply.status(201).send(toApi(row));
    },
  );

  app.put<RouteTypes<'updateAdditiveLocation'>>(
    '/api/metadata/locations/:id',
    { schema: c.routeSchema('updateAdditiveLocation'), preHandler: guard },
    async (request) => {
      const { id } = request.params;
      const row = await locationsRepo(app.db).update(authOf(request).account.id, id, request.body);
      if (!row) throw notFound();
      return toApi(row);
    },
  );

  app.delete<RouteTypes<'deleteAdditiveLocation'>>(
    '/api/metadata/locations/:id',
    { schema: c.routeSchema('deleteAdditiveLocation'), preHandler: guard },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await locationsRepo(app.db).delete(authOf(request).account.id, id))) throw notFound();
      return reply.status(204).send();
    },
  );
};

export default routes;
