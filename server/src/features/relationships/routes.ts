/**
 * Relationships between buyers and sellers (spec §3, §4 RS1, §5 V9, §6 P6): the lists of both sides, a
 * buyer's request and cancellation, the seller's release ("save and activate", mailed to the buyer),
 * decline and review, the seller's settings per buyer, and the live credit view.
 *
 * A relationship is visible to its buyer's and its seller's company only; for anyone else it does not
 * exist (404). Each change bumps `version` and tells the market (the seller's offers may appear for or
 * disappear from the buyer at once).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { logQueuedMail, queueMail, type Mail } from '../../mail/outbox.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { authOf } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/types.js';
import { offersChanged } from '../offers/priceEvents.js';
import { RELATIONSHIPS_ROLE } from '../auth/roles.js';
import { creditView } from './credit.js';
import {
  STATE_NAMES,
  TRANSITIONS,
  creditorNumberErrors,
  requestedCreditorNumber,
  settingsErrors,
  type RelationshipAction,
  type RelationshipState,
} from './domain.js';
import { relationshipDto } from './dto.js';
import { relationshipsRepo, type RelRow } from './repository.js';

const stateConflict = (state: RelationshipState, detail: string) =>
  new HttpProblem(409, 'RELATIONSHIP_STATE_CONFLICT', 'Status lässt die Aktion nicht zu', detail, undefined, {
    state,
  });

/** The caller's side of the relationship, or 404 when it is not the caller's company's. */
function sideOf(a: AuthContext, row: RelRow | undefined): { row: RelRow; side: 'buyer' | 'seller' } {
  if (row && a.account.type === 'buyer' && row.buyer_id === a.account.id) return { row, side: 'buyer' };
  if (row && a.account.type === 'seller' && row.seller_id === a.account.id) return { row, side: 'seller' };
  throw problems.notFound('Die Geschäftsbeziehung wurde nicht gefunden.');
}

function releaseMail(row: RelRow, to: string, message: string | null): Mail {
  return {
    to,
    subject: `Freigabe durch ${row.seller_name}`,
    text:
      `${row.seller_name} hat ${row.buyer_name} für den Handel freigegeben. ` +
      `Die Angebote sind ab sofort auf dem Handelsplatz sichtbar.` +
      (message ? `\n\nNachricht von ${row.seller_name}:\n${message}` : ''),
  };
}

async function act(
  app: FastifyInstance,
  a: AuthContext,
  id: string,
  action: RelationshipAction,
  message?: string,
) {
  const t = TRANSITIONS[action];
  const now = app.clock();
  const { row, mails } = await app.db.transaction(async (tx) => {
    const repo = relationshipsRepo(tx);
    const { row: before, side } = sideOf(a, await repo.byId(id, true));
    if (side !== t.by) {
      throw problems.forbidden(
        t.by === 'seller'
          ? 'Nur der Verkäufer kann diese Aktion ausführen.'
          : 'Nur der Käufer kann die Geschäftsbeziehung stornieren.',
      );
    }
    if (!t.from.includes(before.state)) {
      throw stateConflict(before.state, `Die Geschäftsbeziehung ist ${STATE_NAMES[before.state]}.`);
    }
    await repo.setState(id, {
      state: t.to,
      sellerStatus: t.sellerStatus,
      buyerStatus: t.buyerStatus,
      message: message?.trim() || null,
      now,
    });
    const after = (await repo.byId(id))!;
    const queued: { id: number; mail: Mail }[] = [];
    if (action === 'accept') {
      for (const to of await repo.buyerRecipients(after.buyer_id)) {
        const mail = releaseMail(after, to, after.message);
        queued.push({ id: await queueMail(tx, mail), mail });
      }
    }
    return { row: after, mails: queued };
  });
  for (const m of mails) logQueuedMail(app.log, m.id, m.mail);
  offersChanged(app, row.seller_id);
  return relationshipDto(row, t.by);
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const members = app.authorize({ roles: [RELATIONSHIPS_ROLE] });
  const buyers = app.authorize({ accountTypes: ['buyer'], roles: [RELATIONSHIPS_ROLE] });
  const sellers = app.authorize({ accountTypes: ['seller'], roles: [RELATIONSHIPS_ROLE] });
  const either = app.authorize({ accountTypes: ['buyer', 'seller'] });

  app.get<RouteTypes<'listRelationships'>>(
    '/api/relationships/:accountType',
    { schema: c.routeSchema('listRelationships'), preHandler: app.requireAuth },
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

  app.get(
    '/api/relationships/sellers',
    { schema: c.routeSchema('listRequestableSellers'), preHandler: buyers },
    async (request) => {
      const a = authOf(request);
      if (brandOfPlatform(a.account.platform).flags.SINGLE_SELLER_MODE) return [];
      return relationshipsRepo(app.db).requestableSellers(a.account.id, a.account.platform);
    },
  );

  app.post<RouteTypes<'requestRelationship'>>(
    '/api/relationships',
    { schema: c.routeSchema('requestRelationship'), preHandler: buyers },
    async (request, reply) => {
      const a = authOf(request);
      // With a single seller the platform sets buyers up itself: there is nobody to ask (B11).
      if (brandOfPlatform(a.account.platform).flags.SINGLE_SELLER_MODE) {
        throw problems.forbidden('Auf dieser Plattform werden Verkäufer nicht angefragt.');
      }
      const { sellerId, message } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const repo = relationshipsRepo(tx);
        const seller = await repo.seller(sellerId);
        if (!seller || seller.blocked || seller.platform_id !== a.account.platform) {
          throw problems.notFound('Der Verkäufer wurde nicht gefunden.');
        }
        // [RS1] Once there is a relationship, the seller decides; asking again changes nothing.
        const existing = await repo.byPair(a.account.id, sellerId);
        const id = existing
          ? undefined
          : await repo.insertRequest({
              buyerId: a.account.id,
              sellerId,
              message: message?.trim() || null,
              now: app.clock(),
            });
        if (!id) {
          // Known, or created by a concurrent request of the same buyer a moment ago.
          const state = existing?.state ?? 'REQUESTED';
          throw stateConflict(
            state,
            state === 'DECLINED' || state === 'CANCELLED'
              ? `Die Geschäftsbeziehung mit ${seller.name} ist ${STATE_NAMES[state]}; nur der Verkäufer kann sie wieder einrichten.`
              : `Mit ${seller.name} besteht bereits eine Geschäftsbeziehung.`,
          );
        }
        return (await repo.byId(id))!;
      });
      return reply.status(201).send(relationshipDto(row, 'buyer'));
    },
  );

  const actions: [
    RelationshipAction,
    'cancelRelationship' | 'acceptRelationship' | 'declineRelationship' | 'setRelationshipInReview',
    string,
  ][] = [
    ['cancel', 'cancelRelationship', 'cancel'],
    ['accept', 'acceptRelationship', 'accept'],
    ['decline', 'declineRelationship', 'decline'],
    ['inReview', 'setRelationshipInReview', 'in-review'],
  ];
  for (const [action, operationId, path] of actions) {
    app.post<RouteTypes<typeof operationId>>(
      `/api/relationships/:id/${path}`,
      { schema: c.routeSchema(operationId), preHandler: members },
      async (request) => act(app, authOf(request), request.params.id, action, request.body?.message),
    );
  }

  app.put<RouteTypes<'updateRelationshipSettings'>>(
    '/api/relationships/:id/settings',
    { schema: c.routeSchema('updateRelationshipSettings'), preHandler: sellers },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { version, purchaseRights, creditorNumber: sentCreditor, ...settings } = request.body;
      const flags = brandOfPlatform(a.account.platform).flags;
      const row = await app.db.transaction(async (tx) => {
        const repo = relationshipsRepo(tx);
        const { row: before } = sideOf(a, await repo.byId(id, true));
        // [B10] Purchase rights are the seller's to set only where the brand lets sellers set them.
        if (purchaseRights !== before.purchase_rights && !flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS) {
          throw problems.forbidden(
            'Kaufrechte können auf dieser Plattform nicht vom Verkäufer gesetzt werden.',
          );
        }
        // [B11] Creditor numbers are kept on the Austrian platform only (brand flag CREDITORS).
        const creditorNumber = requestedCreditorNumber(sentCreditor, before.creditor_number);
        if (creditorNumber !== before.creditor_number && !flags.CREDITORS) {
          throw problems.forbidden('Kreditorennummern werden auf dieser Plattform nicht geführt.');
        }
        const errors = [
          ...settingsErrors(settings, await repo.settingsContext(a.account.id, a.account.platform)),
          ...creditorNumberErrors(creditorNumber),
        ];
        if (errors.length > 0)
          throw problems.validation('Die Einstellungen sind unvollständig oder ungültig.', errors);
        const saved = await repo.saveSettings(id, version, {
          ...settings,
          purchaseRights,
          creditorNumber,
          now: app.clock(),
        });
        if (!saved) throw problems.conflict();
        return (await repo.byId(id))!;
      });
      offersChanged(app, row.seller_id);
      return relationshipDto(row, 'seller');
    },
  );

  app.get<RouteTypes<'getRelationshipCredit'>>(
    '/api/relationships/:id/credit',
    { schema: c.routeSchema('getRelationshipCredit'), preHandler: either },
    async (request) => {
      const a = authOf(request);
      const { row } = sideOf(a, await relationshipsRepo(app.db).byId(request.params.id));
      return creditView(app.db, row, app.clock());
    },
  );
};

export default routes;
