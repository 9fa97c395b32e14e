/**
 * Empty-barrel returns (tag emptyBarrels):
 * - GET /api/empty-barrels (listEmptyBarrelRequests): the last 5 requests of the caller's account.
 * - POST /api/empty-barrels (createEmptyBarrelRequest): a buyer with the feature productAdditives asks an
 *   additives-enabled seller (rule E3) to take back empty barrels of an additive; the seller is notified
 *   by e-mail.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { components } from '@fuelmarket/api-client';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { logQueuedMail, queueMail, type Mail } from '../../mail/outbox.js';
import { authOf } from '../../plugins/auth.js';
import { emptyBarrelsRepo, type EmptyBarrelRow } from './repository.js';

type EmptyBarrelRequestDto = components['schemas']['EmptyBarrelRequest'];

const toDto = (r: EmptyBarrelRow): EmptyBarrelRequestDto => ({
  id: r.id,
  seller: { id: r.seller_id, name: r.seller_name },
  product: { id: r.product_id, name: r.product_name },
  unit: { label: r.unit_label, value: r.unit_litres },
  number: r.number,
  created: r.created_at.toISOString(),
});

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;

  app.get(
    '/api/empty-barrels',
    { schema: c.routeSchema('listEmptyBarrelRequests'), preHandler: app.requireAuth },
    async (request) => (await emptyBarrelsRepo(app.db).latest(authOf(request).account.id)).map(toDto),
  );

  app.post<RouteTypes<'createEmptyBarrelRequest'>>(
    '/api/empty-barrels',
    {
      schema: c.routeSchema('createEmptyBarrelRequest'),
      preHandler: app.authorize({ accountTypes: ['buyer'], features: ['productAdditives'] }),
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { sellerId, productId, unit, number } = request.body;
      const repo = emptyBarrelsRepo(app.db);
      if (unit < 1) {
        throw problems.validation('Die Gebindegröße muss mindestens 1 Liter sein.', [
          { path: '/unit', code: 'positive_required' },
        ]);
      }
      if (!(await repo.mayReturn(auth.account.id, sellerId, productId))) {
        throw problems.validation('Mit diesem Verkäufer handeln Sie dieses Additiv nicht.', [
          { path: '/sellerId', code: 'no_additives_relationship' },
        ]);
      }
      // The request and its notification mails are stored together; sending happens after the response.
      const { row, mails } = await app.db.transaction(async (tx) => {
        const txRepo = emptyBarrelsRepo(tx);
        const created = await txRepo.create({
          accountId: auth.account.id,
          userId: auth.userId,
          sellerAccountId: sellerId,
          productId,
          unitLitres: unit,
          number,
          now: app.clock(),
        });
        const queued: { id: number; mail: Mail }[] = [];
        for (const to of await txRepo.sellerRecipients(sellerId)) {
          const mail: Mail = {
            to,
            subject: `Rücknahme leerer Gebinde: ${created.product_name}`,
            text:
              `${auth.account.name} bittet um die Rücknahme von ${number} leeren Gebinden ` +
              `(${created.unit_label}) ${created.product_name}.`,
          };
          queued.push({ id: await queueMail(tx, mail), mail });
        }
        return { row: created, mails: queued };
      });
      for (const { id, mail } of mails) logQueuedMail(request.log, id, mail);
      return reply.status(201).send(toDto(row));
    },
  );
};

export default routes;
