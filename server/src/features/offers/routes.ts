/**
 * The buyer's fuel market (tag market):
 * - GET /api/v2/offers (getOffers): the caller's market.
 * - GET /api/offers/childAccount/{id} (getChildAccountOffers): the market of a child account, for a user of
 *   its parent shareholder account (rule C3); 404 unknown account, 403 not a child of the caller's account.
 * Buyers only (sellers and admins 403). Which offers a buyer sees: repository.ts; prices: pricing/index.ts.
 * An Aviat's market (its own and as its parent sees it) shows what its basket and orders will do with its
 * settings (features/sub-accounts/rules.ts): offers at its allowed terminals only, at the price plus its
 * adjustment, none whose adjusted price is not positive.
 * 503 SERVICE_UNAVAILABLE while no market window is open.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import type { Db } from '../../db/types.js';
import { HttpProblem, problems } from '../../errors.js';
import type { MarketWindowDto } from '../market-window/dto.js';
import { authOf } from '../../plugins/auth.js';
import { offerPriceForBuyer } from '../pricing/buyerPrice.js';
import { liveQuotesAvailable } from '../pricing/index.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import { toDeliveryAddressSummary, toOffer, type OfferDto } from './dto.js';
import { marketMemoryOf } from './listingCache.js';
import { isSortField, marketPage, marketSnapshot, type MarketBuyer, type MarketFilters } from './market.js';
import { offersRepo } from './repository.js';

type Defaulted = 'pageNumber' | 'pageLimit' | 'sortType';
type MarketQuery = RouteTypes<'getOffers', Defaulted>['Querystring'];

export const marketClosed = () =>
  new HttpProblem(
    503,
    'SERVICE_UNAVAILABLE',
    'Markt geschlossen',
    'Derzeit ist kein Marktfenster geöffnet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  );

/** The listing goes out as the JSON text it was kept as (fastify sends a string as it is). */
const JSON_TYPE = 'application/json; charset=utf-8';

const badSort = (sortBy: string) =>
  problems.validation(`Nach „${sortBy}“ kann nicht sortiert werden.`, [
    { path: '/sortBy', code: 'invalid_sort_field' },
  ]);

/** The open market window, or null (also when the market plugin is not loaded). */
async function openWindow(app: FastifyInstance) {
  if (!app.hasDecorator('market')) return null;
  return app.market.currentWindow();
}

/** The buyer of a market; an Aviat's settings are read fresh on every request (one row by key). */
async function marketBuyer(
  app: FastifyInstance,
  account: { id: string; parentAccountId: string | null },
): Promise<MarketBuyer> {
  const terms = account.parentAccountId ? await subAccountsRepo(app.db).terms(account.id) : null;
  return { id: account.id, terms };
}

/** Most characters of answers kept per instance (32 MB of UTF-16). */
const ANSWERS_MAX_CHARS = 16 * 1024 * 1024;

/** The instance's answers (the JSON text of one listing), weighed by characters. */
export const answersOf = (db: Db) =>
  marketMemoryOf<string>(db, 'answers', { maxWeight: ANSWERS_MAX_CHARS, weigh: (s) => s.length });

/**
 * The buyer's market as the JSON text of the response, from this instance's short-lived memory when the
 * same listing was just built: a repeated request costs neither the page nor the serialisation. Every
 * page, filter and sort is chosen from the buyer's snapshot of the tick (market.ts). An Aviat's terminals
 * and adjustment are part of both keys, so a change of its settings shows at once.
 */
async function market(app: FastifyInstance, buyer: MarketBuyer, query: MarketQuery): Promise<string> {
  if (query.sortBy !== undefined && !isSortField(query.sortBy)) throw badSort(query.sortBy);
  const window = await openWindow(app);
  if (!window) throw marketClosed();
  const newestQuote = window.prices.reduce((t, p) => (p.timestamp > t ? p.timestamp : t), '');
  const aviat = buyer.terms && [buyer.terms.terminalIds, buyer.terms.priceAdjustment];
  const key = JSON.stringify([buyer.id, aviat, query, window.created, newestQuote]);
  return answersOf(app.db).get(key, app.clock().getTime(), app.config.marketListingCacheMs, async () =>
    JSON.stringify(await buildMarket(app, buyer, window, query)),
  );
}

async function buildMarket(
  app: FastifyInstance,
  buyer: MarketBuyer,
  window: MarketWindowDto,
  query: MarketQuery,
) {
  const repo = offersRepo(app.db);
  const { pageNumber, pageLimit, sortType, sortBy } = query;
  if (sortBy !== undefined && !isSortField(sortBy)) throw badSort(sortBy);
  const address = query.deliveryAddressId
    ? await repo.deliveryAddress(buyer.id, query.deliveryAddressId)
    : null;
  if (query.deliveryAddressId && !address) {
    throw problems.validation('Die Lieferadresse ist unbekannt.', [
      { path: '/deliveryAddressId', code: 'unknown_delivery_address' },
    ]);
  }
  const filters: MarketFilters = {
    productIds: query.productIds,
    terminalIds: query.terminalIds,
    sellerIds: query.sellerIds,
  };
  if (query.favouritesListId) {
    const favourites = await repo.favourites(buyer.id, query.favouritesListId);
    if (!favourites) {
      throw problems.validation('Die Favoritenliste ist unbekannt.', [
        { path: '/favouritesListId', code: 'unknown_favourites_list' },
      ]);
    }
    filters.favourites = favourites;
  }

  const snapshot = await marketSnapshot(app, buyer, window);
  if (!snapshot) throw problems.notFound();
  const { pricing, currency, vat, options } = snapshot;
  const { rows, total } = await marketPage(app, buyer.id, snapshot, {
    filters,
    sort: { field: sortBy ?? null, direction: sortType },
    page: { number: pageNumber, limit: pageLimit },
  });

  const deliveryAddress = address ? toDeliveryAddressSummary(address) : null;
  const offers: OfferDto[] = [];
  for (const row of rows) {
    // An Aviat's price is the one its basket shows and its order is placed at (rule V11). The snapshot
    // already withheld what cannot be priced; this only guards the two from drifting apart.
    const priced = offerPriceForBuyer(row, pricing, buyer.terms);
    if (!priced) continue;
    offers.push(
      toOffer(row, { price: priced.price, currency, vat, validUntil: window.expires, deliveryAddress }),
    );
  }
  return {
    offers,
    filterOptions: {
      deliveryAddress: options.deliveryAddresses.map(toDeliveryAddressSummary),
      terminals: options.terminals,
      products: options.products,
      sellers: options.sellers,
    },
    metadata: { pageCount: Math.ceil(total / pageLimit), pageLimit, pageNumber, total },
    livePricesAvailable: liveQuotesAvailable(pricing.quotes, app.clock()),
  };
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const buyers = app.authorize({ accountTypes: ['buyer'] });

  app.get<RouteTypes<'getOffers', Defaulted>>(
    '/api/v2/offers',
    { schema: c.routeSchema('getOffers'), preHandler: buyers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').type(JSON_TYPE);
      return market(app, await marketBuyer(app, authOf(request).account), request.query);
    },
  );

  app.get<RouteTypes<'getChildAccountOffers', Defaulted> & { Params: { id: string } }>(
    '/api/offers/childAccount/:id',
    { schema: c.routeSchema('getChildAccountOffers'), preHandler: buyers },
    async (request, reply) => {
      const { account } = authOf(request);
      const child = await offersRepo(app.db).account(request.params.id);
      if (!child || child.type !== 'buyer') throw problems.notFound('Das Konto wurde nicht gefunden.');
      if (!account.isShareholderParent || child.parent_account_id !== account.id) {
        throw problems.forbidden('Dieses Konto ist kein Unterkonto Ihres Kontos.');
      }
      void reply.header('cache-control', 'no-store').type(JSON_TYPE);
      // The child's market as the child sees it, its parent's settings for it included.
      const buyer = await marketBuyer(app, { id: child.id, parentAccountId: child.parent_account_id });
      return market(app, buyer, request.query);
    },
  );
};

export default routes;
