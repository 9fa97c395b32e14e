/**
 * Orders: GET /api/orders (own account's, newest first), POST /api/orders (place the order for basket
 * items, see placeOrder.ts; an `Idempotency-Key` makes a retry answer the first outcome, idempotency.ts), GET /api/orders/{orderId} (buyer or seller party only, else 404) and
 * GET /api/orders/open-count (the sellers' menu bubble); the seller's actions on a received order:
 * PATCH /api/orders/{orderId} (a new volume or price, the order then reads as edited),
 * POST /api/orders/{orderId}/confirm, /review, /decline and /transfer (each one move between statuses,
 * 409 ORDER_STATUS_CONFLICT from any other; the open-orders bubble follows through the event stream);
 * GET /api/orderHistory and its CSV export (historyRoutes.ts); GET /api/orders/orderStats (statsRoutes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { fitsNumeric, numericBound } from '../../db/numeric.js';
import { HttpProblem, problems } from '../../errors.js';
import { netAmount, withVat } from '../basket/rules.js';
import { authOf } from '../../plugins/auth.js';
import { assertBuyerOrdersPage } from '../../platformFlags.js';
import { toOrder } from './dto.js';
import type { HistoryOptionRows } from './history.js';
import { HistoryOptionsCache } from './historyOptionsCache.js';
import { forgetOptionsOnOrderChange, registerHistoryRoutes } from './historyRoutes.js';
import type { StatsOptionRows } from './stats.js';
import { registerStatsRoute } from './statsRoutes.js';
import { pushOrderEvents } from './events.js';
import { Gate, placeOrder } from './placeOrder.js';
import { ordersRepo, type OrderView } from './repository.js';
import { forgetMarketListings } from '../offers/listingCache.js';
import { onMasterDataChange } from '../master-data/events.js';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const sideOf = (type: string) => (type === 'seller' ? 'seller' : 'buyer');
  const orderGate = new Gate(app.config.orderTransactionsAtOnce);
  pushOrderEvents(app);
  const historyOptions = new HistoryOptionsCache<HistoryOptionRows>(app.config.historyOptionsCacheMs);
  const statsOptions = new HistoryOptionsCache<StatsOptionRows>(app.config.historyOptionsCacheMs);
  const ordersChanged = forgetOptionsOnOrderChange(app, [historyOptions, statsOptions]);
  // The options name products and terminals: a master-data change forgets them all.
  onMasterDataChange(
    app,
    () => [historyOptions, statsOptions].forEach((cache) => cache.forgetAll()),
    () => [historyOptions, statsOptions].forEach((cache) => cache.stop()),
  );

  app.get(
    '/api/orders/open-count',
    { schema: c.routeSchema('getOpenOrdersCount'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      return { count: await ordersRepo(app.db).openCount(account.id, sideOf(account.type)) };
    },
  );

  app.get<RouteTypes<'listOrders'>>(
    '/api/orders',
    { schema: c.routeSchema('listOrders'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      const rows = await ordersRepo(app.db).list(account.id, sideOf(account.type), request.query.orderStatus);
      return rows.map(toOrder);
    },
  );

  const placed = (buyerId: string, sellerIds: string[]) => {
    ordersChanged([buyerId, ...sellerIds]);
    // Volumes changed: this instance's market listings are rebuilt on the next request.
    forgetMarketListings(app.db);
  };
  /** The `Idempotency-Key` header as the contract allows it (400 VALIDATION_FAILED otherwise). */
  const keySchema = c.resolve<{ schema: Record<string, unknown> }>({
    $ref: '#/components/parameters/IdempotencyKeyHeader',
  }).schema;
  const validKey = c.responseAjv.compile(keySchema);
  const idempotencyKeyOf = (headers: Record<string, unknown>): string | undefined => {
    const value = headers['idempotency-key'];
    if (value === undefined) return undefined;
    if (typeof value === 'string' && validKey(value)) return value;
    const detail = 'Der Idempotency-Key muss 1 bis 255 sichtbare ASCII-Zeichen lang sein.';
    throw problems.validation(detail, [
      { path: '/headers/idempotency-key', code: 'invalid_format', message: detail },
    ]);
  };

  app.post<RouteTypes<'placeOrder'>>(
    '/api/orders',
    { schema: c.routeSchema('placeOrder'), preHandler: app.requireAuth },
    async (request, reply) => {
      const auth = authOf(request);
      const key = idempotencyKeyOf(request.headers);
      const outcome = await placeOrder(app, auth, request.body, orderGate, key);
      if (outcome.replayed) {
        // The first answer may have been lost with its connection before these ran: run them now.
        if (outcome.status === 201) placed(auth.account.id, sellersOf(outcome.body));
        if (outcome.status >= 400) reply.type('application/problem+json');
        return reply.status(outcome.status).send(outcome.body);
      }
      placed(
        auth.account.id,
        outcome.orders.map((r) => r.seller_account_id),
      );
      return reply.status(201).send(outcome.body);
    },
  );

  // The seller works an order: each action is one move between statuses (spec §4 order status labels).
  const sellers = app.authorize({ accountTypes: ['seller'] });
  const act = async (
    request: { params: { orderId: string } } & Parameters<typeof authOf>[0],
    from: readonly OrderView['status'][],
    to: OrderView['status'],
    numbers?: { contractNumber?: string | undefined; pickupNumber?: string | undefined },
  ) => {
    const { account } = authOf(request);
    const orderId = request.params.orderId;
    const moved = await app.db.transaction((tx) =>
      ordersRepo(tx).transition(account.id, orderId, from, to, numbers),
    );
    if (!moved) throw problems.notFound('Die Bestellung wurde nicht gefunden.');
    if (moved.ok) ordersChanged([account.id, moved.buyerAccountId]);
    if (!moved.ok) throw statusConflict(moved.status);
    // A declined order's volume is back on the market.
    if (to === 'CANCELLED') forgetMarketListings(app.db);
    const row = await ordersRepo(app.db).findForParty(orderId, account.id);
    return toOrder(row!);
  };

  app.post<RouteTypes<'confirmOrder'>>(
    '/api/orders/:orderId/confirm',
    {
      schema: c.routeSchema('confirmOrder'),
      // The numbers are optional, and so is the body that carries them.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      preHandler: sellers,
    },
    async (request) => act(request, ['INCOMPLETE', 'MANUAL'], 'CONFIRMED', request.body ?? {}),
  );

  app.post<RouteTypes<'setOrderInReview'>>(
    '/api/orders/:orderId/review',
    { schema: c.routeSchema('setOrderInReview'), preHandler: sellers },
    async (request) => act(request, ['INCOMPLETE'], 'MANUAL'),
  );

  app.post<RouteTypes<'declineOrder'>>(
    '/api/orders/:orderId/decline',
    { schema: c.routeSchema('declineOrder'), preHandler: sellers },
    async (request) => act(request, ['INCOMPLETE', 'MANUAL'], 'CANCELLED'),
  );

  app.post<RouteTypes<'transferOrder'>>(
    '/api/orders/:orderId/transfer',
    { schema: c.routeSchema('transferOrder'), preHandler: sellers },
    async (request) => act(request, ['CONFIRMED'], 'TRANSFERRED'),
  );

  registerHistoryRoutes(app, historyOptions);
  registerStatsRoute(app, statsOptions);

  app.patch<RouteTypes<'editOrder'>>(
    '/api/orders/:orderId',
    { schema: c.routeSchema('editOrder'), preHandler: sellers },
    async (request) => {
      const { account } = authOf(request);
      const { orderId } = request.params;
      const { volume, price } = request.body;
      if (volume === undefined && price === undefined) {
        throw problems.validation('Bitte geben Sie eine neue Menge oder einen neuen Preis an.', [
          { path: '', code: 'volume_or_price_required' },
        ]);
      }
      if (price !== undefined && (!fitsNumeric(price, 12, 4) || !(Number(price) > 0))) {
        throw problems.validation('Der Preis ist ungültig.', [
          Number(price) > 0
            ? { path: '/price', ...numericBound(12, 4) }
            : { path: '/price', code: 'positive_required' },
        ]);
      }
      const edited = await app.db.transaction((tx) =>
        ordersRepo(tx).edit(account.id, orderId, { volume, price }, (p, v, type, vatPercent) =>
          withVat(netAmount(p, v, type), vatPercent),
        ),
      );
      if (!edited) throw problems.notFound('Die Bestellung wurde nicht gefunden.');
      if (!edited.ok && 'status' in edited) throw statusConflict(edited.status);
      if (!edited.ok) {
        throw new HttpProblem(
          409,
          'NOT_ENOUGH_VOLUME',
          'Nicht genug Menge',
          `Das Angebot hat nur noch ${edited.available} l.`,
          undefined,
          { available: edited.available },
        );
      }
      ordersChanged([account.id, edited.buyerAccountId]);
      if (edited.volumeChanged) forgetMarketListings(app.db);
      const row = await ordersRepo(app.db).findForParty(orderId, account.id);
      return toOrder(row!);
    },
  );

  app.get<RouteTypes<'getOrder'>>(
    '/api/orders/:orderId',
    { schema: c.routeSchema('getOrder'), preHandler: app.requireAuth },
    async (request) => {
      assertBuyerOrdersPage(app, authOf(request));
      const row = await ordersRepo(app.db).findForParty(request.params.orderId, authOf(request).account.id);
      if (!row) throw problems.notFound('Die Bestellung wurde nicht gefunden.');
      return toOrder(row);
    },
  );
};

/** The sellers of a stored order confirmation. */
function sellersOf(body: unknown): string[] {
  const orders = (body as { orders?: { seller?: { id?: unknown } }[] }).orders ?? [];
  return orders.map((o) => o.seller?.id).filter((id): id is string => typeof id === 'string');
}

/** 409 ORDER_STATUS_CONFLICT: the order was worked meanwhile and its status no longer allows the action. */
function statusConflict(status: OrderView['status']): HttpProblem {
  return new HttpProblem(
    409,
    'ORDER_STATUS_CONFLICT',
    'Bestellung bereits bearbeitet',
    `Die Bestellung wurde inzwischen bearbeitet (Status ${status}).`,
    undefined,
    { status },
  );
}

export default routes;
