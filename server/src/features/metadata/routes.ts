/** GET /api/generic/metadata: every Metadata field of spec §3 for the caller's account. */
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth.js';
import { countriesOf } from '../delivery-addresses/rules.js';
import { metadataRepo } from './repository.js';

/** Features that only exist on some platforms (brand flags TRIGGERS: default only). */
const platformFeatureFilter: Record<string, (f: string) => boolean> = {
  default: () => true,
  ch: (f) => f !== 'triggers',
  at: (f) => f !== 'triggers',
};

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/generic/metadata',
    { schema: app.contract.routeSchema('getMetadata'), preHandler: app.requireAuth },
    async (request) => {
      const a = authOf(request);
      const repo = metadataRepo(app.db);
      const [platform, products, regions, deliveryAddresses, liftingPeriods, paymentTerms, sellers] =
        await Promise.all([
          repo.platform(a.account.platform),
          repo.products(),
          repo.regions(a.account.platform),
          repo.deliveryAddresses(a.account.id),
          repo.liftingPeriods(),
          repo.paymentTerms(),
          a.account.type === 'buyer' ? repo.connectedSellers(a.account.id) : Promise.resolve([]),
        ]);
      return {
        platformStatus: platform?.status ?? 'OPEN',
        fuels: products.filter((p) => p.type === 'fuel'),
        additives: products.filter((p) => p.type === 'additive'),
        regions,
        deliveryOptions: [
          { id: 'SELF_PICKUP', name: 'Selbstabholung' },
          { id: 'DELIVERY', name: 'Lieferung' },
        ],
        deliveryAddresses,
        liftingPeriods,
        paymentTerms,
        sellers,
        features: a.account.features.filter(platformFeatureFilter[a.account.platform] ?? (() => true)),
        roles: a.roles,
        accountType: a.account.type,
        shareholderChildAccount: a.account.parentAccountId !== null,
        parentShareholderAccount: a.account.isShareholderParent,
        vat: platform?.vat ?? '19.00',
        currency: platform?.currency ?? 'EUR',
        priceTypes: [
          { id: 'FIXED', enabled: true },
          { id: 'TRACKING', enabled: false },
          { id: 'API', enabled: true },
        ],
        gasTypes: [
          { type: 'gas', rate: '1.0000' },
          { type: 'gas1', rate: '0.9850' },
          { type: 'gas2', rate: '0.9700' },
          { type: 'gas3', rate: '0.9550' },
          { type: 'gas4', rate: '0.9400' },
          { type: 'gas5', rate: '0.9250' },
          { type: 'gas6', rate: '0.9100' },
        ],
        futureMonths: ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'],
        countries: countriesOf(a.account.platform),
      };
    },
  );
};

export default routes;
