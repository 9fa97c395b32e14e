/**
 * A shareholder parent's child accounts (tag subAccounts; spec §2 /aviaten, rule S6), for users of a parent
 * shareholder account with the role ChildAccounts_View (everyone else 403):
 * - GET /api/sub-accounts (listSubAccounts): the own children with their settings and utilisation; also for
 *   ChildAccounts_Offers_View alone, whose holder picks a child to look at its market [P1].
 * - GET /api/sub-accounts/{id} (getSubAccount): one of them; any other account, the parent itself
 *   included, is 404 (nobody learns which accounts exist).
 * - PUT /api/sub-accounts/{id} (updateSubAccount): new settings for the version read; a stale version is
 *   409 VERSION_CONFLICT. An Aviat never changes its own or its parent's settings (403: not a parent).
 *   The open event streams of the child and the parent get an `offers` event: their markets load again.
 * What the settings do to the child's market, basket and orders: rules.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { accountMarketsChanged } from '../offers/priceEvents.js';
import { subAccountsService } from './service.js';

/** The caller, a user of a shareholder parent account (the role alone is not enough), or 403. */
function parentOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.account.isShareholderParent) {
    throw problems.forbidden('Nur ein Hauptgesellschafter verwaltet Unterkonten.');
  }
  return auth;
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'], roles: ['ChildAccounts_View'] });
  const readers = async (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!['ChildAccounts_View', 'ChildAccounts_Offers_View'].some((r) => auth.roles.includes(r))) {
      throw problems.forbidden();
    }
  };
  const service = subAccountsService(app);

  app.get<RouteTypes<'listSubAccounts'>>(
    '/api/sub-accounts',
    { schema: c.routeSchema('listSubAccounts'), preHandler: [app.requireAuth, readers] },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(parentOf(request));
    },
  );

  app.get<RouteTypes<'getSubAccount'> & { Params: { id: string } }>(
    '/api/sub-accounts/:id',
    { schema: c.routeSchema('getSubAccount'), preHandler: guard },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.get(parentOf(request), request.params.id);
    },
  );

  app.put<RouteTypes<'updateSubAccount'> & { Params: { id: string } }>(
    '/api/sub-accounts/:id',
    { schema: c.routeSchema('updateSubAccount'), preHandler: guard },
    async (request) => {
      const auth = parentOf(request);
      const saved = await service.update(auth, request.params.id, request.body);
      // Open markets of the Aviat (and its parent's view of it) load again: terminals and prices may differ.
      accountMarketsChanged(app, [saved.id, auth.account.id]);
      return saved;
    },
  );
};

export default routes;
