import type { paths, Schemas } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { type FakeAccount } from './fakes';
import { sessionHandlers } from './sessionNetwork';
import { fakeOffer } from './offerFixtures';
import { fakeTrigger } from './triggerFixtures';

/* The fake network of the contract management's price triggers (stories only, default brand). */

const http = createOpenApiHttp<paths>();

const karlsruhe = { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen' };

/** The stories' triggers: the test fixture with a contract number and the product's full name. */
const demoTrigger = (id: string, patch: Partial<Schemas['Trigger']> = {}): Schemas['Trigger'] =>
  fakeTrigger(id, {
    contractNumber: 'KV-2026-031',
    product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
    ...patch,
  });

/** One trigger of each outcome: waiting, ordered, refused by the order checks, rejected by the seller. */
export const demoTriggers: Schemas['Trigger'][] = [
  demoTrigger('trg-1'),
  demoTrigger('trg-2', {
    product: { id: 'diesel-b7', name: 'Diesel B7' },
    status: 'EXECUTED',
    triggeredAt: '2026-11-20T09:14:05.000Z',
    executedPrice: '118.9500',
    orderId: 'ord-1',
  }),
  demoTrigger('trg-3', {
    product: { id: 'heizoel-premium', name: 'Heizöl Premium' },
    status: 'FAILED',
    triggeredAt: '2026-11-21T13:02:44.000Z',
    executedPrice: '94.1000',
    failureCode: 'INSUFFICIENT_CREDIT_LIMIT',
    failureMessage: 'Ihr Kreditlimit reicht für diese Bestellung nicht aus.',
  }),
  demoTrigger('trg-4', {
    product: { id: 'super-e10', name: 'Super E10' },
    status: 'REJECTED',
    triggeredAt: '2026-11-22T08:00:00.000Z',
    rejectionComment: 'Menge derzeit nicht lieferbar.',
  }),
];

/** A buyer (`side` buyer) or a seller with the feature triggers and the triggers above. */
export function contractHandlers(side: 'buyer' | 'seller'): RequestHandler[] {
  const account: FakeAccount = {
    type: side,
    firstName: 'Julia',
    lastName: 'Becker',
    roles: side === 'buyer' ? ['MyOffers_Purchase'] : [],
    features: ['triggers'],
    termsAccepted: true,
  };
  let triggers = [...demoTriggers];
  return [
    ...sessionHandlers(account),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.get('/api/orders/open-count', ({ response }) => response(200).json({ count: 0 })),
    http.get('/api/contracts/triggers', ({ response }) => response(200).json(triggers)),
    http.get('/api/v2/offers', ({ response }) =>
      response(200).json({
        offers: [
          fakeOffer(1, { product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' }, terminal: karlsruhe }),
          fakeOffer(2, { product: { id: 'diesel-b7', name: 'Diesel B7' }, price: '118.4000' }),
        ],
        livePricesAvailable: true,
        filterOptions: { deliveryAddress: [], terminals: [], products: [], sellers: [] },
        metadata: { pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 2 },
      }),
    ),
    http.post('/api/contracts/triggers', async ({ request, response }) => {
      const body = await request.json();
      const created = demoTrigger(`trg-${triggers.length + 1}`, {
        volume: body.volume,
        triggerPrice: body.triggerPrice,
        validUntil: body.validUntil,
      });
      triggers = [created, ...triggers];
      return response(201).json(created);
    }),
    http.delete('/api/contracts/triggers/{id}', ({ params, response }) => {
      triggers = triggers.map((x) => (x.id === params.id ? { ...x, status: 'CANCELLED' } : x));
      return response(204).empty();
    }),
    http.post('/api/contracts/triggers/{id}/reject', async ({ params, request, response }) => {
      const body = await request.json();
      const known = triggers.find((x) => x.id === params.id) ?? demoTrigger(params.id);
      const rejected: Schemas['Trigger'] = {
        ...known,
        status: 'REJECTED',
        rejectionComment: body.comment ?? null,
        version: known.version + 1,
      };
      triggers = triggers.map((x) => (x.id === params.id ? rejected : x));
      return response(200).json(rejected);
    }),
  ];
}
