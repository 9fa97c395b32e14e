/**
 * GET /api/orderHistory (getOrderHistory): one page of the caller's orders with the filter options
 * (history.ts), and GET /api/orderHistory/export (exportOrderHistory): every order the same filters
 * select, as a CSV file written while it is read (historyCsv.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { assertBuyerOrdersPage } from '../../platformFlags.js';
import type { AuthContext } from '../auth/types.js';
import { toHistoryOptions, toHistoryRow } from './dto.js';
import {
  orderHistoryRepo,
  type HistoryOptionRows,
  type HistorySelection,
  viewerOf,
  viewerScope,
} from './history.js';
import { historyCsvWriter } from './historyCsv.js';
import type { HistoryOptionsCache } from './historyOptionsCache.js';
import { ORDER_NOTIFY_CHANNEL } from './repository.js';

type Query = RouteTypes<'exportOrderHistory'>['Querystring'];

/** Instants the database can hold: years 1 to 9999. */
const DATE_PARAMS = ['createdStart', 'createdEnd', 'collectionRangeStart', 'collectionRangeEnd'] as const;

/** The caller's orders and the query's filters and sort (400 for a date the database cannot hold). */
async function selectionOf(app: FastifyInstance, auth: AuthContext, query: Query): Promise<HistorySelection> {
  const outOfRange = DATE_PARAMS.filter((name) => {
    const value = query[name];
    if (value === undefined) return false;
    const year = new Date(value).getUTCFullYear();
    return !(year >= 1 && year <= 9999);
  });
  if (outOfRange.length > 0) {
    throw problems.validation(
      'Das Datum liegt außerhalb des möglichen Bereichs.',
      outOfRange.map((name) => ({ path: `/${name}`, code: 'out_of_range' })),
    );
  }
  const viewer = await viewerOf(app.db, auth);
  return {
    viewer,
    platformId: auth.account.platform,
    productType: query.productType === 'ADDITIVE' ? 'additive' : 'fuel',
    orderId: query.orderId,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    invoiceMin: query.invoiceMin,
    invoiceMax: query.invoiceMax,
    collectionStart: query.collectionRangeStart,
    collectionEnd: query.collectionRangeEnd,
    createdStart: query.createdStart,
    createdEnd: query.createdEnd,
    volumeMin: query.orderQuantityMin,
    volumeMax: query.orderQuantityMax,
    productIds: query.productList,
    terminalIds: query.terminalList,
    deliveryAddressIds: query.deliveryAddressList,
    sellerIds: query.sellerList,
    buyerIdLists: [query.buyerList, query.shareholderList].filter((l): l is string[] => !!l?.length),
    statuses: query.orderStatusList,
    purchaseUnits: query.purchaseUnitList,
    // Schema defaults are applied by validation; the types do not know it.
    sort: { field: query.sortBy ?? 'created', direction: query.sortType ?? 'desc' },
  };
}

export function registerHistoryRoutes(
  app: FastifyInstance,
  options: HistoryOptionsCache<HistoryOptionRows>,
): void {
  const c = app.contract;

  app.get<RouteTypes<'getOrderHistory'>>(
    '/api/orderHistory',
    { schema: c.routeSchema('getOrderHistory'), preHandler: app.requireAuth },
    async (request) => {
      const selection = await selectionOf(app, authOf(request), request.query);
      const { viewer, productType } = selection;
      const repo = orderHistoryRepo(app.db);
      const scope = viewerScope(viewer);
      const pageNumber = request.query.pageNumber ?? 1;
      const pageLimit = request.query.pageLimit ?? 20;
      const [{ rows, total }, filterOptions] = await Promise.all([
        repo.page({ ...selection, page: { number: pageNumber, limit: pageLimit } }),
        options.get(`${viewer.side}:${scope.join(',')}:${productType}`, scope, () =>
          repo.filterOptions(viewer, productType),
        ),
      ]);
      return {
        metadata: { total, pageCount: Math.ceil(total / pageLimit) },
        filterOptions: toHistoryOptions(filterOptions),
        orders: rows.map(toHistoryRow),
      };
    },
  );

  app.get<RouteTypes<'exportOrderHistory'>>(
    '/api/orderHistory/export',
    { schema: c.routeSchema('exportOrderHistory'), preHandler: app.requireAuth },
    async (request, reply) => {
      const auth = authOf(request);
      assertBuyerOrdersPage(app, auth);
      const selection = await selectionOf(app, auth, request.query);
      const repo = orderHistoryRepo(app.db);
      const { flags } = brandOfPlatform(auth.account.platform);
      const csv = historyCsvWriter({
        side: selection.viewer.side,
        platformId: auth.account.platform,
        currency: await repo.platformCurrency(auth.account.platform),
        productType: selection.productType,
        creditors: flags.CREDITORS,
        liftingOrderNumbers: flags.LIFTING_ORDER_NUMBER,
      });
      async function* file(): AsyncGenerator<string> {
        yield csv.header();
        for await (const rows of repo.scan(selection)) yield csv.rows(rows);
      }
      const day = app.clock().toISOString().slice(0, 10);
      void reply.header('cache-control', 'no-store');
      void reply.header('content-type', 'text/csv; charset=utf-8');
      void reply.header('content-disposition', `attachment; filename="bestellungen-${day}.csv"`);
      return reply.send(Readable.from(file()));
    },
  );
}

/**
 * Every instance forgets the options (history, statistics) of the accounts whose orders were placed or
 * changed: one LISTEN on `fm_orders` for all the caches. Answers what tells this instance's caches at once
 * (the NOTIFY reaches the others and, a moment later, this one too).
 */
export function forgetOptionsOnOrderChange(
  app: FastifyInstance,
  caches: readonly HistoryOptionsCache<unknown>[],
): (accountIds: readonly string[]) => void {
  const changed = (ids: readonly string[]) => {
    for (const cache of caches) cache.changed(ids);
  };
  let unlisten: (() => Promise<void>) | undefined;
  const onChange = (payload: string) => {
    try {
      const { sellerAccountIds, buyerAccountIds } = JSON.parse(payload) as Record<string, unknown>;
      for (const ids of [sellerAccountIds, buyerAccountIds]) {
        if (Array.isArray(ids)) changed(ids.filter((id): id is string => typeof id === 'string'));
      }
    } catch {
      // not a payload of ours
    }
  };
  app.addHook('onReady', async () => {
    try {
      unlisten = await app.db.listen(ORDER_NOTIFY_CHANNEL, onChange);
    } catch (err) {
      // Without the notifications another instance's changes would go unseen: compute every time.
      for (const cache of caches) cache.stop();
      app.log.warn({ err }, 'order notifications unavailable: history options are computed per request');
    }
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
  return changed;
}
