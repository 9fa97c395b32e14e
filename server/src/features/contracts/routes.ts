/**
 * Contract management: price triggers (tag contracts; spec §2 /verträge-management, §6, rules R5, B9).
 * - GET /api/contracts/triggers (listTriggers): a buyer's account's triggers, or the triggers on a seller's
 *   offers; newest first, every status with its outcome.
 * - POST /api/contracts/triggers (createTrigger): a buyer with purchase rights sets a trigger on a fuel offer
 *   of a seller with the account feature triggers (else 400 `triggers_not_offered` on /offerId).
 * - PUT /api/contracts/triggers/{id} (updateTrigger), DELETE (deleteTrigger: cancels it, it stays listed as
 *   CANCELLED): the buyer, while it is ACTIVE (409 TRIGGER_STATE_CONFLICT) and of the version read (409).
 * - POST /api/contracts/triggers/{id}/reject (rejectTrigger): the seller of the offer, while ACTIVE.
 * Buyers and sellers only; only on platforms whose brand has TRIGGERS [B9] and, for sellers, with the
 * account feature triggers (else 403). Another account's trigger is 404. What executes a trigger: service.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { notOnPlatform } from '../../platformFlags.js';
import { contractsService, evaluateOnTicks, triggersOnPlatform } from './service.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const tradingAccounts = app.authorize({ accountTypes: ['buyer', 'seller'] });
  /** [B9] the platform's brand has triggers; a seller also needs the account feature triggers. */
  const feature = async (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!triggersOnPlatform(auth.account.platform)) {
      throw notOnPlatform('Preistrigger gibt es auf dieser Plattform nicht.');
    }
    if (auth.account.type === 'seller' && !auth.account.features.includes('triggers')) {
      throw problems.forbidden('Ihr Konto hat keine Preistrigger.');
    }
  };
  const buyerOnly = async (request: FastifyRequest) => {
    if (authOf(request).account.type !== 'buyer') throw problems.forbidden();
  };
  const sellerOnly = async (request: FastifyRequest) => {
    if (authOf(request).account.type !== 'seller') throw problems.forbidden();
  };
  const service = contractsService(app);

  app.get(
    '/api/contracts/triggers',
    { schema: c.routeSchema('listTriggers'), preHandler: [tradingAccounts, feature] },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(authOf(request));
    },
  );

  app.post<RouteTypes<'createTrigger'>>(
    '/api/contracts/triggers',
    { schema: c.routeSchema('createTrigger'), preHandler: [tradingAccounts, feature, buyerOnly] },
    async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.put<RouteTypes<'updateTrigger'>>(
    '/api/contracts/triggers/:id',
    { schema: c.routeSchema('updateTrigger'), preHandler: [tradingAccounts, feature, buyerOnly] },
    async (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete<RouteTypes<'deleteTrigger'>>(
    '/api/contracts/triggers/:id',
    { schema: c.routeSchema('deleteTrigger'), preHandler: [tradingAccounts, feature, buyerOnly] },
    async (request, reply) => {
      await service.cancel(authOf(request), request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  app.post<RouteTypes<'rejectTrigger'>>(
    '/api/contracts/triggers/:id/reject',
    { schema: c.routeSchema('rejectTrigger'), preHandler: [tradingAccounts, feature, sellerOnly] },
    async (request) =>
      service.reject(authOf(request), request.params.id, request.body.version, request.body.comment),
  );

  evaluateOnTicks(app);
};

export default routes;
