/**
 * The seller's pricing engine (tag pricing; spec §2 Pricing engine; rules V10, V11, M6), for sellers only:
 * - GET/POST /api/pricing/rules, PUT/DELETE /api/pricing/rules/{id}: the rules (rules.ts);
 * - GET/POST /api/pricing/rule-groups: the groups of product and terminal rules;
 * - GET /api/seller/offers/{offerId}/customer-prices (getCustomerPrices): what each customer pays for one
 *   of the seller's fuel offers now, with the calculation's steps unless the brand hides them
 *   (HIDE_CALCULATION_EXPLANATION, Austria).
 * Every rule change reaches the open markets of the seller's buyers at once (offers/priceEvents.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { authOf } from '../../plugins/auth.js';
import { offersChanged } from '../offers/priceEvents.js';
import { priceableOf, quoteOffer, quotesFromWindow, type Currency } from './index.js';
import { priceRulesOf, pricingRulesRepo, type RuleSaveResult } from './rules.js';

const notFound = () => problems.notFound('Die Regel wurde nicht gefunden.');
const versionConflict = (currentVersion: number) =>
  new HttpProblem(
    409,
    'VERSION_CONFLICT',
    'Konflikt',
    'Die Regel wurde inzwischen von einem anderen Benutzer geändert oder gelöscht.',
    undefined,
    { currentVersion },
  );

function saved(result: RuleSaveResult) {
  if (result.ok) return result.rule;
  switch (result.reason) {
    case 'not_found':
      throw notFound();
    case 'conflict':
      throw versionConflict(result.currentVersion);
    case 'duplicate':
      throw new HttpProblem(
        409,
        'DUPLICATE_RULE',
        'Regel existiert bereits',
        'Für diese Terminal-Produkt-Beziehung existiert bereits eine Regel dieser Art.',
        undefined,
        { existingRuleId: result.existingRuleId },
      );
    case 'invalid':
      throw problems.validation('Die Regel ist unvollständig oder ungültig.', result.errors);
  }
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const sellers = app.authorize({ accountTypes: ['seller'] });
  const repo = pricingRulesRepo(app.db);

  /** The platform's currency and brand flags for the caller's account. */
  const platformOf = (platform: string) => {
    const brand = brandOfPlatform(platform);
    return {
      currency: brand.currency as Currency,
      globalRules: brand.flags.GLOBAL_PRICING_RULES_ADDON === true,
      iceRules: brand.flags.ICE_FUTURE_DROPDOWN === true,
      explain: brand.flags.HIDE_CALCULATION_EXPLANATION !== true,
    };
  };

  app.get<RouteTypes<'listPricingRules'>>(
    '/api/pricing/rules',
    { schema: c.routeSchema('listPricingRules'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { scope, kind, groupId } = request.query;
      return repo.list(authOf(request).account.id, { scope, kind, groupId });
    },
  );

  app.post<RouteTypes<'createPricingRule'>>(
    '/api/pricing/rules',
    { schema: c.routeSchema('createPricingRule'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const result = await app.db.transaction((tx) =>
        repo.create(tx, account.id, userId, request.body, platformOf(account.platform), app.clock()),
      );
      const rule = saved(result);
      offersChanged(app, account.id);
      return reply.status(201).send(rule);
    },
  );

  app.put<RouteTypes<'updatePricingRule'> & { Params: { id: string } }>(
    '/api/pricing/rules/:id',
    { schema: c.routeSchema('updatePricingRule'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const { version, ...input } = request.body;
      const result = await app.db.transaction((tx) =>
        repo.update(
          tx,
          account.id,
          userId,
          request.params.id,
          version,
          input,
          platformOf(account.platform),
          app.clock(),
        ),
      );
      const rule = saved(result);
      offersChanged(app, account.id);
      return rule;
    },
  );

  app.delete<RouteTypes<'deletePricingRule'> & { Params: { id: string } }>(
    '/api/pricing/rules/:id',
    { schema: c.routeSchema('deletePricingRule'), preHandler: sellers },
    async (request, reply) => {
      const { account, userId } = authOf(request);
      const outcome = await app.db.transaction((tx) =>
        repo.remove(tx, account.id, userId, request.params.id, request.query.version),
      );
      if (outcome === 'not_found') throw notFound();
      if (outcome !== 'removed') throw versionConflict(outcome.conflict);
      offersChanged(app, account.id);
      return reply.status(204).send();
    },
  );

  app.get<RouteTypes<'listPricingRuleGroups'>>(
    '/api/pricing/rule-groups',
    { schema: c.routeSchema('listPricingRuleGroups'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return repo.groups(authOf(request).account.id);
    },
  );

  app.post<RouteTypes<'createPricingRuleGroup'>>(
    '/api/pricing/rule-groups',
    { schema: c.routeSchema('createPricingRuleGroup'), preHandler: sellers },
    async (request, reply) => {
      const { account } = authOf(request);
      if (request.body.name.trim() === '') {
        throw problems.validation('Bitte einen Namen angeben.', [{ path: '/name', code: 'required' }]);
      }
      const result = await app.db.transaction((tx) =>
        repo.createGroup(tx, account.id, request.body.name, app.clock()),
      );
      if ('existingGroupId' in result) {
        throw new HttpProblem(
          409,
          'DUPLICATE_RULE',
          'Gruppe existiert bereits',
          'Eine Gruppe mit diesem Namen existiert bereits.',
          undefined,
          { existingGroupId: result.existingGroupId },
        );
      }
      return reply.status(201).send(result);
    },
  );

  app.get<RouteTypes<'getCustomerPrices'> & { Params: { offerId: string } }>(
    '/api/seller/offers/:offerId/customer-prices',
    { schema: c.routeSchema('getCustomerPrices'), preHandler: sellers },
    async (request, reply) => {
      const { account } = authOf(request);
      const platform = platformOf(account.platform);
      const rows = await repo.customerPriceRows(account.id, request.params.offerId, request.query.customerId);
      if (rows.length === 0) throw problems.notFound('Das Angebot wurde nicht gefunden.');
      const window = await app.market.currentWindow();
      const quotes = window ? quotesFromWindow(window) : [];
      const opening = app.market.openingQuotes();
      const now = app.clock();
      const prices = [];
      for (const row of rows) {
        if (row.customer_id === null) continue;
        const priced = quoteOffer(priceableOf(row), quotes, platform.currency, now, priceRulesOf(row.rules), {
          explain: platform.explain,
          opening,
        });
        // Live prices need fresh quotes; without them no customer's price can be told (rule M5).
        if (!priced && row.price_type === 'API') {
          throw new HttpProblem(
            503,
            'MARKET_DATA_UNAVAILABLE',
            'Keine Marktdaten',
            'Es liegen keine aktuellen Live-Preisdaten vor; Kundenpreise für Live-Angebote können gerade nicht berechnet werden.',
          );
        }
        if (!priced) continue;
        prices.push({
          customer: { id: row.customer_id, name: row.customer_name ?? '' },
          price: priced.price,
          basePrice: priced.basePrice,
          adjustment: priced.adjustment,
          priceUnit: 'EUR/100L15' as const,
          currency: platform.currency,
          ...(row.payment_term_days === null
            ? {}
            : { paymentTermDays: row.payment_term_days as 7 | 14 | 21 | 30 | 45 }),
          ...(platform.explain ? { explanation: priced.steps } : {}),
        });
      }
      void reply.header('cache-control', 'no-store');
      return prices;
    },
  );
};

export default routes;
