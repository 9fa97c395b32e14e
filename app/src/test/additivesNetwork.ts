import type { paths, Schemas } from '@fuelmarket/api-client';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { fliessverbesserer } from './additiveFixtures';
import { fakeMetadata, network, type FakeBackend } from './backend';

export { fliessverbesserer };

/* Test network only: the additives endpoints on top of a test's `fakeBackend`. */

const http = createOpenApiHttp<paths>();

export const adBlue: Schemas['AdditiveOffer'] = {
  ...fliessverbesserer,
  id: 'add-off-502',
  seller: { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG' },
  product: { id: 'add-adblue', name: 'AdBlue' },
  purchaseUnit: { label: 'IBC 1000 l', value: 1000 },
  price: '0.6900',
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 10,
  offerAvailability: 24000,
};

export const hamburg: Schemas['AdditiveDeliveryLocation'] = {
  _id: 'loc-1',
  name: 'Tanklager Hamburg-Wilhelmsburg',
  address: { street: 'Reiherstieg 22', postCode: '21107', city: 'Hamburg', county: 'Hamburg', country: 'DE' },
};

export function relationship(additivesActive: boolean): Schemas['Relationship'] {
  return {
    id: `rel-${additivesActive ? 'on' : 'off'}`,
    state: 'RELEASED',
    additivesActive,
    other: {
      id: 'acc-suedoel',
      name: 'Südöl Vertrieb GmbH',
      status: 'ENABLED',
      additivesEnabled: additivesActive,
    },
    buyer: { id: 'acc-1', name: 'Nordheiz Handel GmbH', status: 'ENABLED' },
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH', status: 'ENABLED' },
    creditLimitMode: 'NONE',
    creditLimit: null,
    paymentDays: [],
    terminalSelectionMode: 'ALL',
    terminalIds: [],
    productSelectionMode: 'ALL',
    productIds: [],
    additiveProductIds: [],
    agbAccepted: true,
    purchaseRights: true,
    creditorNumber: null,
    message: null,
    requested: '2026-11-01T08:00:00.000Z',
    version: 1,
  };
}

export function barrelRequest(n: number): Schemas['EmptyBarrelRequest'] {
  return {
    id: `eb-${n}`,
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    product: { id: 'add-fliessverbesserer', name: 'Fließverbesserer FV 300' },
    unit: { label: 'Fass 200 l', value: 200 },
    number: n,
    created: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
  };
}

export const additiveProducts: Schemas['Product'][] = [
  {
    id: 'add-fliessverbesserer',
    name: 'Fließverbesserer FV 300',
    type: 'additive',
    category: 'Additiv',
    sortOrder: 100,
    density: '0.8900',
  },
  {
    id: 'add-adblue',
    name: 'AdBlue',
    type: 'additive',
    category: 'Additiv',
    sortOrder: 100,
    density: '1.0900',
  },
];

export interface FakeAdditivesState {
  offers: Schemas['AdditiveOffer'][];
  locations: Schemas['AdditiveDeliveryLocation'][];
  relationships: Schemas['Relationship'][];
  barrels: Schemas['EmptyBarrelRequest'][];
  subAccounts: Schemas['SubAccount'][];
  /**
   * The server's answer to a filtered or later page, as the test states it: the offers (and the pages
   * there are) for the query after `pageLimit` (`productIds=add-adblue`, `pageNumber=2`). Any other
   * query answers every offer on one page. The fake filters and pages nothing itself.
   */
  answers: Record<string, { offers: Schemas['AdditiveOffer'][]; pageCount?: number }>;
  /** The pages of the unfiltered first page's answer. */
  pageCount: number;
}

/**
 * Answers the additives market, locations, empty-barrel and basket calls from `state`, recording each
 * call in the backend's `calls` (`GET /path?query` for the offers) and bodies in `bodies`.
 */
export function fakeAdditives(backend: FakeBackend, initial: Partial<FakeAdditivesState> = {}) {
  const state: FakeAdditivesState = {
    offers: [fliessverbesserer, adBlue],
    locations: [hamburg],
    relationships: [relationship(true)],
    barrels: [],
    subAccounts: [],
    answers: {},
    pageCount: 1,
    ...initial,
  };
  const failures = new Map<string, { status: number; code: string | undefined }[]>();
  let nextId = 1;

  function enter(call: string, body?: unknown): Response | null {
    backend.calls.push(call);
    if (body !== undefined) backend.bodies.set(call, [...(backend.bodies.get(call) ?? []), body]);
    const failure = failures.get(call)?.shift();
    if (!failure) return null;
    const { status, code } = failure;
    return HttpResponse.json(
      {
        type: 'about:blank',
        title: 'Fehler',
        status,
        code: code ?? (status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR'),
      },
      { status },
    );
  }

  network.use(
    // The platform's additive products in the metadata.
    http.get('/api/generic/metadata', ({ response }) => {
      const failed = enter('GET /api/generic/metadata');
      if (failed) return response.untyped(failed);
      const account = backend.server.loggedIn ? backend.server.account : null;
      if (!account)
        return response.untyped(
          HttpResponse.json(
            { type: 'about:blank', title: 'UNAUTHENTICATED', status: 401, code: 'UNAUTHENTICATED' },
            { status: 401 },
          ),
        );
      return response(200).json({ ...fakeMetadata(account), additives: additiveProducts });
    }),
    http.get('/api/relationships/{accountType}', ({ params, response }) => {
      const failed = enter(`GET /api/relationships/${params.accountType}`);
      return failed ? response.untyped(failed) : response(200).json(state.relationships);
    }),
    http.get('/api/v2/offers/additives', ({ request, response }) => {
      const url = new URL(request.url);
      const failed = enter(`GET /api/v2/offers/additives?${url.searchParams.toString()}`);
      if (failed) return response.untyped(failed);
      const q = url.searchParams;
      // The query the test names its answer by: all but the page size and a first page, which every load sends.
      const key = [...q].filter(
        ([name]) => name !== 'pageLimit' && !(name === 'pageNumber' && q.get(name) === '1'),
      );
      const stated = state.answers[new URLSearchParams(key).toString()];
      const offers = stated?.offers ?? state.offers;
      const pageCount = stated?.pageCount ?? (stated ? 1 : state.pageCount);
      const volumes = state.offers.map((o) => o.offerAvailability);
      const pageNumber = Number(q.get('pageNumber') ?? '1');
      return response(200).json({
        offers,
        filterOptions: {
          products: [...new Map(state.offers.map((o) => [o.product.id, o.product])).values()],
          buyers: [{ id: 'acc-1', name: 'Nordheiz Handel GmbH' }],
          purchaseUnits: [
            ...new Map(state.offers.map((o) => [o.purchaseUnit.value, o.purchaseUnit])).values(),
          ],
          offerAvailability: { min: Math.min(...volumes), max: Math.max(...volumes) },
        },
        metadata: { pageCount, pageLimit: 1000, pageNumber, total: offers.length },
      });
    }),
    http.get('/api/metadata/locations', ({ response }) => {
      const failed = enter('GET /api/metadata/locations');
      return failed ? response.untyped(failed) : response(200).json(state.locations);
    }),
    http.post('/api/metadata/locations', async ({ request, response }) => {
      const input = await request.json();
      const failed = enter('POST /api/metadata/locations', input);
      if (failed) return response.untyped(failed);
      const created = { _id: `loc-new-${nextId++}`, ...input };
      state.locations = [...state.locations, created];
      return response(201).json(created);
    }),
    http.put('/api/metadata/locations/{id}', async ({ params, request, response }) => {
      const input = await request.json();
      const failed = enter(`PUT /api/metadata/locations/${params.id}`, input);
      if (failed) return response.untyped(failed);
      const saved = { _id: params.id, ...input };
      state.locations = state.locations.map((l) => (l._id === params.id ? saved : l));
      return response(200).json(saved);
    }),
    http.delete('/api/metadata/locations/{id}', ({ params, response }) => {
      const failed = enter(`DELETE /api/metadata/locations/${params.id}`);
      if (failed) return response.untyped(failed);
      state.locations = state.locations.filter((l) => l._id !== params.id);
      return response(204).empty();
    }),
    http.get('/api/empty-barrels', ({ response }) => {
      const failed = enter('GET /api/empty-barrels');
      return failed ? response.untyped(failed) : response(200).json(state.barrels);
    }),
    http.post('/api/empty-barrels', async ({ request, response }) => {
      const input = await request.json();
      const failed = enter('POST /api/empty-barrels', input);
      if (failed) return response.untyped(failed);
      const created: Schemas['EmptyBarrelRequest'] = {
        id: `eb-new-${nextId++}`,
        seller: { id: input.sellerId, name: 'Südöl Vertrieb GmbH' },
        product: { id: input.productId, name: 'Fließverbesserer FV 300' },
        unit: { label: `${input.unit} l`, value: input.unit },
        number: input.number,
        created: '2026-11-23T10:00:00.000Z',
      };
      state.barrels = [created, ...state.barrels];
      return response(201).json(created);
    }),
    http.get('/api/sub-accounts', ({ response }) => {
      const failed = enter('GET /api/sub-accounts');
      return failed ? response.untyped(failed) : response(200).json(state.subAccounts);
    }),
    http.get('/api/basket', ({ response }) => {
      const failed = enter('GET /api/basket');
      if (failed) return response.untyped(failed);
      return response.untyped(HttpResponse.json({ items: [] }));
    }),
    http.post('/api/basket/items', async ({ request, response }) => {
      const input = await request.json();
      const failed = enter('POST /api/basket/items', input);
      if (failed) return response.untyped(failed);
      return response.untyped(HttpResponse.json({ items: [] }, { status: 201 }));
    }),
  );

  return {
    state,
    /**
     * The next call of `call` (`METHOD /path`, with the query for the offers) answers `status`, with the
     * problem `code` when given.
     */
    failNext(call: string, status = 503, code?: string) {
      failures.set(call, [...(failures.get(call) ?? []), { status, code }]);
    },
  };
}
