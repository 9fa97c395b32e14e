/**
 * Delivery addresses of the own buyer account (spec §3 Delivery address; rules S8, E7): list, add, change,
 * delete. Another account's address does not exist (404). Each change reaches the metadata's
 * `deliveryAddresses` and the market's delivery choice at once (the market's listing memory is forgotten).
 *
 * Deleting: an address that an order still under way (INCOMPLETE, MANUAL, CONFIRMED) or a basket item
 * uses is refused (409 DELIVERY_ADDRESS_IN_USE); one only closed orders refer to is archived, so those
 * orders keep showing it; any other is removed.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { forgetMarketListings } from '../offers/listingCache.js';
import { deliveryAddressesRepo, toApi } from './repository.js';
import { addressErrors, normaliseAddress, type DeliveryAddressInput } from './rules.js';

const notFound = () => problems.notFound('Die Lieferadresse wurde nicht gefunden.');

function validValues(body: DeliveryAddressInput, platform: string) {
  const values = normaliseAddress(body);
  const errors = addressErrors(values, platform);
  if (errors.length)
    throw problems.validation('Die Lieferadresse ist nicht vollständig oder ungültig.', errors);
  return values;
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'] });

  app.get(
    '/api/delivery-addresses',
    { schema: c.routeSchema('listDeliveryAddresses'), preHandler: guard },
    async (request) => (await deliveryAddressesRepo(app.db).list(authOf(request).account.id)).map(toApi),
  );

  app.post<RouteTypes<'createDeliveryAddress'>>(
    '/api/delivery-addresses',
    { schema: c.routeSchema('createDeliveryAddress'), preHandler: guard },
    async (request, reply) => {
      const { account } = authOf(request);
      const row = await deliveryAddressesRepo(app.db).create(
        account.id,
        validValues(request.body, account.platform),
      );
      forgetMarketListings(app.db);
      return reply.status(201).send(toApi(row));
    },
  );

  app.put<RouteTypes<'updateDeliveryAddress'>>(
    '/api/delivery-addresses/:id',
    { schema: c.routeSchema('updateDeliveryAddress'), preHandler: guard },
    async (request) => {
      const { account } = authOf(request);
      const repo = deliveryAddressesRepo(app.db);
      // Another account's address is not found, whatever the body says.
      if (!(await repo.list(account.id)).some((a) => a.id === request.params.id)) throw notFound();
      const row = await repo.update(
        account.id,
        request.params.id,
        validValues(request.body, account.platform),
      );
      if (!row) throw notFound();
      forgetMarketListings(app.db);
      return toApi(row);
    },
  );

  app.delete<RouteTypes<'deleteDeliveryAddress'>>(
    '/api/delivery-addresses/:id',
    { schema: c.routeSchema('deleteDeliveryAddress'), preHandler: guard },
    async (request, reply) => {
      const { account } = authOf(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const repo = deliveryAddressesRepo(tx);
        if (!(await repo.lock(account.id, id))) throw notFound();
        const use = await repo.usage(id);
        if (use.running > 0 || use.basket > 0)
          throw new HttpProblem(
            409,
            'DELIVERY_ADDRESS_IN_USE',
            'Lieferadresse in Verwendung',
            use.running > 0
              ? 'Die Lieferadresse wird von laufenden Bestellungen verwendet und kann erst danach gelöscht werden.'
              : 'Die Lieferadresse wird im Warenkorb verwendet. Entfernen Sie zuerst die Positionen.',
            undefined,
            { runningOrders: use.running, basketItems: use.basket },
          );
        if (use.orders > 0) await repo.archive(id, app.clock());
        else await repo.remove(id);
      });
      forgetMarketListings(app.db);
      return reply.status(204).send();
    },
  );
};

export default routes;
