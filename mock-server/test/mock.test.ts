import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, hasErrorCode } from '@fuelmarket/api-client';
import { exampleRequest, operations } from './contract-walk';
import { type RunningPrism, startPrism } from './prism';

let prism: RunningPrism;
let api: ReturnType<typeof createApiClient>;
const logger = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  prism = await startPrism();
  api = createApiClient({
    baseUrl: prism.baseUrl,
    logger,
    // Node's fetch keeps no cookie jar: send the session cookie the mocked login would set.
    fetch: (request) => {
      request.headers.set('Cookie', 'fm_session=3q2-7wEAAAB4x1');
      return fetch(request);
    },
  });
});

afterAll(async () => {
  await prism?.stop();
});

describe('Prism mock served through the generated client', () => {
  it('getUser returns the example buyer', async () => {
    const { data } = await api.client.GET('/api/user');
    expect(data?.username).toBe('kaeufer@nordheiz.de');
    expect(data?.account.type).toBe('buyer');
    expect(data?.type_id).toBe('buyer');
  });

  it('getMetadata returns products, regions with terminals and payment terms', async () => {
    const { data } = await api.client.GET('/api/generic/metadata');
    expect(data?.fuels.map((p) => p.name)).toContain('Heizöl EL schwefelarm');
    expect(data?.regions.flatMap((r) => r.terminals).map((t) => t.id)).toContain('tm-hamburg');
    expect(data?.paymentTerms).toEqual([7, 14, 21, 30, 45]);
    expect(data?.vat).toBe('19.00');
  });

  it('getMarketWindow returns live prices as decimal strings and an expiry', async () => {
    const { data } = await api.client.GET('/api/generic/marketWindow');
    const gas = data?.prices.find((p) => p.symbol.includes('/GAS'));
    expect(gas?.price).toMatch(/^\d+\.\d{4}$/);
    expect(Date.parse(data?.expires ?? '')).toBeGreaterThan(Date.parse(data?.created ?? ''));
  });

  it('getOrderHistory returns rows with the spec field names and pagination metadata', async () => {
    const { data } = await api.client.GET('/api/orderHistory', {
      params: {
        query: { productType: 'FUEL', pageNumber: 1, pageLimit: 20, sortBy: 'created', sortType: 'desc' },
      },
    });
    expect(data?.metadata).toEqual({ total: 2, pageCount: 1 });
    const row = data?.orders[0];
    expect(row?._id).toBe('oh-9001');
    expect(row?.orderStatus).toBe('INCOMPLETE');
    expect(row?.invoice).toBe('26403.72');
    expect(data?.filterOptions.prices).toEqual({ minPrice: '92.4500', maxPrice: '121.8700' });
  });

  it('getAdditiveOffers returns additive offers with status_type_id and offer pagination', async () => {
    const { data } = await api.client.GET('/api/v2/offers/additives', {
      params: { query: { pageNumber: 1, pageLimit: 1000 } },
    });
    expect(data?.offers.map((o) => o.status_type_id)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(data?.offers[0]?.purchaseUnit).toEqual({ label: 'Fass 200 l', value: 200 });
    expect(data?.metadata).toEqual({ pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 2 });
  });

  it('listRelationships returns relationships with both sides', async () => {
    const { data } = await api.client.GET('/api/relationships/{accountType}', {
      params: { path: { accountType: 'seller' } },
    });
    expect(data?.map((r) => r.state)).toEqual(['RELEASED', 'REQUESTED']);
    expect(data?.[0]?.other).toMatchObject({ status: 'ENABLED', additivesEnabled: true });
    expect(data?.[0]?.creditLimit).toBe('250000.00');
  });

  it('searchUsers accepts the spec defaults and returns docs with pagination', async () => {
    const { data } = await api.client.GET('/api/user/search', {
      params: { query: { page: 1, limit: 100, removeLoggedInUser: 'REMOVE' } },
    });
    expect(data?.docs.map((u) => u.purchaseStatus)).toEqual([true, false]);
    expect(data?.pagination.pageSize).toBe(100);
  });

  it('a mutating call passes Prism request validation thanks to the CSRF header', async () => {
    const { data } = await api.client.POST('/api/basket/items', {
      body: { offerId: 'off-1001', quantity: 24000, deliveryAddressId: null },
    });
    expect(data?.items[0]?.price).toBe('92.4500');
    expect(data?.reservationExpiresAt).toBe('2026-11-22T09:01:00.000Z');
  });

  it('a named order error example surfaces as ApiError with its code and context', async () => {
    const error = await api.client
      .POST('/api/orders', {
        body: { basketItemIds: ['bi-1'] },
        headers: { Prefer: 'code=422, example=notEnoughVolume' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(hasErrorCode(error, 'NOT_ENOUGH_VOLUME') && error.problem?.context).toEqual({
      newAvailableVolume: 12000,
    });
  });
});

describe('Prism answers every operation of openapi.yaml with its example', () => {
  it.each(operations.map((o) => [o.op.operationId, o] as const))('%s', async (_id, operation) => {
    const { url, init, expectedStatus, hasBody } = exampleRequest(prism.baseUrl, operation);
    const response = await fetch(url, init);
    expect(String(response.status), await response.clone().text()).toBe(expectedStatus);
    if (hasBody) expect((await response.text()).length).toBeGreaterThan(0);
  });
});
