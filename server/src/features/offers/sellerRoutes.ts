/**
 * A seller's own fuel offers (tag offers; spec §2 My offers, rules V7, V12), for sellers only:
 * - GET /api/seller/offers (listFuelOffers): the account's offers, newest first.
 * - POST /api/seller/offers (createFuelOffer): a new offer, ACTIVE at once.
 * - PUT /api/seller/offers/{offerId} (updateFuelOffer): an edit of the version read; a stale version is
 *   409 VERSION_CONFLICT (another user of the account saved meanwhile), the client asks whether to
 *   overwrite and, if so, sends the edit again with the current version.
 * - DELETE /api/seller/offers/{offerId}?version= (deleteFuelOffer): removes the offer from market and list.
 * Rules and SQL: sellerOffers.ts. Every change reaches the buyers' markets at once (priceEvents.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { offersChanged, pushOfferChanges } from './priceEvents.js';
import { sellerOffersRepo, type SaveResult } from './sellerOffers.js';

const notFound = () => problems.notFound('Das Angebot wurde nicht gefunden.');
const conflict = () =>
  problems.conflict(
    'Das Angebot wurde inzwischen von einem anderen Benutzer Ihres Kontos geändert oder gelöscht.',
  );

/** The offer of a successful save, or the problem that says why it was not saved. */
function saved(result: SaveResult) {
  if (result.ok) return result.offer;
  switch (result.reason) {
    case 'not_found':
      throw notFound();
    case 'conflict':
      throw conflict();
    case 'invalid':
      throw problems.validation('Das Angebot ist unvollständig oder ungültig.', result.errors);
  }
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const sellers = app.authorize({ accountTypes: ['seller'] });
  const repo = sellerOffersRepo(app.db);
  // [B15] Sellers choose the ICE month only where the brand has the dropdown (the Swiss platform).
  const rules = { monthChoice: app.config.flags.ICE_FUTURE_DROPDOWN };
  // Every instance tells the open markets of a seller's buyers about the seller's changes.
  pushOfferChanges(app, (sellerId) => repo.buyerIds(sellerId));

  app.get<RouteTypes<'listFuelOffers'>>(
    '/api/seller/offers',
    { schema: c.routeSchema('listFuelOffers'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return repo.list(authOf(request).account.id);
    },
  );

  app.post<RouteTypes<'createFuelOffer'>>(
    '/api/seller/offers',
    { schema: c.routeSchema('createFuelOffer'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await app.db.transaction((tx) =>
        repo.create(tx, account.id, userId, request.body, app.clock(), rules),
      );
      const offer = saved(result);
      offersChanged(app, account.id);
      return reply.status(201).send(offer);
    },
  );

  app.put<RouteTypes<'updateFuelOffer'> & { Params: { offerId: string } }>(
    '/api/seller/offers/:offerId',
    { schema: c.routeSchema('updateFuelOffer'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const { version, ...input } = request.body;
      const result = await app.db.transaction((tx) =>
        repo.update(tx, account.id, userId, request.params.offerId, version, input, app.clock(), rules),
      );
      const offer = saved(result);
      offersChanged(app, account.id);
      return offer;
    },
  );

  app.delete<RouteTypes<'deleteFuelOffer'> & { Params: { offerId: string } }>(
    '/api/seller/offers/:offerId',
    { schema: c.routeSchema('deleteFuelOffer'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const outcome = await app.db.transaction((tx) =>
        repo.remove(tx, account.id, userId, request.params.offerId, request.query.version, app.clock()),
      );
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'conflict') throw conflict();
      offersChanged(app, account.id);
      return reply.status(204).send();
    },
  );
};

export default routes;
