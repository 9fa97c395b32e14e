/**
 * The additives marketplace (spec §2, §7), for accounts with the feature productAdditives:
 * - GET /api/v2/offers/additives (getAdditiveOffers): buyers see the additive offers of their
 *   additives-enabled sellers (a parent shareholder may ask for its child accounts with `buyerIds`);
 *   one Aviat's view carries its price adjustment, as its basket and order do;
 *   sellers see their own offers (`buyerIds` filters the buyers they are released for).
 * - PUT /api/offer/additive/edit (editAdditiveOfferStatus): the seller's enable switch (ACTIVE/PAUSED)
 *   and removal (REMOVED), rule A1; another seller's or an unknown offer is 404.
 * - POST /api/offer/additive (createAdditiveOffer): a new (cloned) offer, always PAUSED (rule A1).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { components } from '@fuelmarket/api-client';
import type { RouteTypes } from '../../contract/types.js';
import { fitsNumeric, MAX_LITRES, numericBound } from '../../db/numeric.js';
import { problems, type FieldError } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { quoteOffer } from '../pricing/index.js';
import { actingUser } from '../audit/repository.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import { adjustedPrice, adjustmentPerPriceUnit } from '../sub-accounts/rules.js';
import {
  ADDITIVE_SORT_FIELDS,
  additivesRepo,
  type AdditiveOfferRow,
  type AdditiveSortField,
  type AdditiveViewer,
} from './repository.js';

type AdditiveOfferDto = components['schemas']['AdditiveOffer'];

const isSortField = (s: string): s is AdditiveSortField => Object.hasOwn(ADDITIVE_SORT_FIELDS, s);

/**
 * Quantities in whole purchase units: the minimum rounded up, the maximum rounded down, at least 1. For a
 * buyer the maximum is also capped by the available volume (rule V8).
 */
export function toAdditiveOffer(row: AdditiveOfferRow, side: 'buyer' | 'seller'): AdditiveOfferDto {
  const unit = row.unit_litres;
  const maxLitres =
    side === 'buyer' ? Math.min(row.max_order_volume, row.available_volume) : row.max_order_volume;
  const minimumOrderQuantity = Math.max(1, Math.ceil(row.min_order_volume / unit));
  const maximumOrderQuantity = Math.max(1, Math.floor(maxLitres / unit));
  const priced = quoteOffer(
    {
      priceType: 'FIXED',
      price: row.price,
      futureMonth: null,
      surcharge: null,
      surchargeUnit: null,
      density: '1',
      productType: 'additive',
    },
    [],
    row.currency,
    new Date(0),
  );
  return {
    id: row.id,
    status_type_id: row.status,
    seller: { id: row.seller_id, name: row.seller_name },
    product: { id: row.product_id, name: row.product_name },
    purchaseUnit: { label: row.unit_label, value: unit },
    unitCode: row.unit_code,
    price: priced?.price ?? row.price,
    priceUnit: 'EUR/LITRE',
    currency: row.currency,
    vat: row.vat,
    selectedQuantity: 0,
    minimumOrderQuantity,
    maximumOrderQuantity,
    offerAvailability: row.available_volume,
    ...(side === 'seller' ? { buyerIds: row.buyer_ids } : {}),
    created: row.created_at.toISOString(),
  };
}

const notFound = () => problems.notFound('Das Angebot wurde nicht gefunden.');

/** The largest purchase unit (a tank of 1,000 m³); the column is an integer. */
const MAX_PURCHASE_UNIT_LITRES = 1_000_000;

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const anyone = app.authorize({ accountTypes: ['buyer', 'seller'], features: ['productAdditives'] });
  const sellers = app.authorize({ accountTypes: ['seller'], features: ['productAdditives'] });

  app.get<RouteTypes<'getAdditiveOffers', 'pageNumber' | 'pageLimit' | 'sortType'>>(
    '/api/v2/offers/additives',
    { schema: c.routeSchema('getAdditiveOffers'), preHandler: anyone },
    async (request) => {
      const { account } = authOf(request);
      const query = request.query;
      if (query.sortBy !== undefined && !isSortField(query.sortBy)) {
        throw problems.validation(`Nach „${query.sortBy}“ kann nicht sortiert werden.`, [
          { path: '/sortBy', code: 'invalid_sort_field' },
        ]);
      }
      const repo = additivesRepo(app.db);
      let viewer: AdditiveViewer;
      let adjust = (price: string) => price;
      if (account.type === 'seller') {
        viewer = { side: 'seller', sellerAccountId: account.id };
      } else {
        const requested = query.buyerIds?.length ? [...new Set(query.buyerIds)] : [account.id];
        for (const id of requested) {
          if (id === account.id) continue;
          if (!account.isShareholderParent || (await repo.parentOf(id)) !== account.id) {
            throw problems.forbidden('Sie dürfen nur Angebote für Ihr Konto und Ihre Unterkonten abrufen.');
          }
        }
        // One Aviat's view (its own, or its parent's for it alone) is priced as its basket and order are.
        const terms = requested.length === 1 ? await subAccountsRepo(app.db).terms(requested[0]!) : null;
        viewer = {
          side: 'buyer',
          buyerAccountIds: requested,
          priceShift: adjustmentPerPriceUnit(terms, 'additive'),
        };
        adjust = (price) => adjustedPrice(price, terms, 'additive');
      }
      const now = app.clock();
      const { pageNumber, pageLimit } = query;
      const { rows, total } = await repo.page({
        viewer,
        now,
        productIds: query.productIds,
        buyerIds: query.buyerIds,
        purchaseUnits: query.purchaseUnitList,
        minAvailability: query.minOfferAvailability,
        maxAvailability: query.maxOfferAvailability,
        sort: { field: query.sortBy ?? null, direction: query.sortType },
        page: { number: pageNumber, limit: pageLimit },
      });
      const options = await repo.filterOptions(viewer, now);
      return {
        offers: rows.map((r) => {
          const offer = toAdditiveOffer(r, viewer.side);
          return { ...offer, price: adjust(offer.price) };
        }),
        filterOptions: {
          products: options.products,
          buyers: options.buyers,
          purchaseUnits: options.purchaseUnits,
          offerAvailability: { min: options.min ?? 0, max: options.max ?? 0 },
        },
        metadata: { pageCount: Math.ceil(total / pageLimit), pageLimit, pageNumber, total },
      };
    },
  );

  app.put<RouteTypes<'editAdditiveOfferStatus'>>(
    '/api/offer/additive/edit',
    { schema: c.routeSchema('editAdditiveOfferStatus'), preHandler: sellers },
    async (request) => {
      const { account } = authOf(request);
      const { offerId, status_type_id } = request.body;
      const row = await app.db.transaction(async (tx) => {
        await actingUser(tx, authOf(request).userId);
        return additivesRepo(tx).setStatus(account.id, offerId, status_type_id);
      });
      if (!row) throw notFound();
      return toAdditiveOffer(row, 'seller');
    },
  );

  app.post<RouteTypes<'createAdditiveOffer'>>(
    '/api/offer/additive',
    { schema: c.routeSchema('createAdditiveOffer'), preHandler: sellers },
    async (request, reply) => {
      const { account } = authOf(request);
      const body = request.body;
      const repo = additivesRepo(app.db);
      const errors: FieldError[] = [];
      if (!(await repo.isAdditive(body.productId)))
        errors.push({ path: '/productId', code: 'unknown_additive' });
      if (body.purchaseUnit.value < 1)
        errors.push({ path: '/purchaseUnit/value', code: 'positive_required' });
      else if (body.purchaseUnit.value > MAX_PURCHASE_UNIT_LITRES)
        errors.push({ path: '/purchaseUnit/value', code: 'too_large' });
      if (!/^\d+(\.\d+)?$/.test(body.price) || Number(body.price) <= 0) {
        errors.push({ path: '/price', code: 'positive_required' });
      } else if (!fitsNumeric(body.price, 12, 4)) {
        errors.push({ path: '/price', ...numericBound(12, 4) });
      }
      if (body.minimumOrderQuantity > body.maximumOrderQuantity) {
        errors.push({ path: '/maximumOrderQuantity', code: 'below_minimum' });
      } else if (body.maximumOrderQuantity * body.purchaseUnit.value > MAX_LITRES) {
        errors.push({ path: '/maximumOrderQuantity', code: 'too_large' });
      }
      const buyerIds = [...new Set(body.buyerIds ?? [])];
      const unknown = buyerIds.length ? await repo.unknownBuyers(account.id, buyerIds) : [];
      if (unknown.length) errors.push({ path: '/buyerIds', code: 'unknown_buyer' });
      if (errors.length) throw problems.validation('Das Angebot ist unvollständig oder ungültig.', errors);

      const row = await app.db.transaction(async (tx) => {
        await actingUser(tx, authOf(request).userId);
        return additivesRepo(tx).create(
          account.id,
          {
            productId: body.productId,
            unitLitres: body.purchaseUnit.value,
            unitLabel: body.purchaseUnit.label,
            unitCode: body.unitCode,
            price: body.price,
            minUnits: body.minimumOrderQuantity,
            maxUnits: body.maximumOrderQuantity,
            availability: body.offerAvailability,
            buyerIds,
          },
          app.clock(),
        );
      });
      return reply.status(201).send(toAdditiveOffer(row, 'seller'));
    },
  );
};

export default routes;
