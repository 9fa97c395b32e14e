import type { paths, Schemas } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { fakeMetadata, network, type FakeBackend } from './backend';
import { problem } from './problems';

/* Test network only: the delivery-address endpoints on top of a test's `fakeBackend`, over a list it keeps. */

const http = createOpenApiHttp<paths>();

export const billstrasse: Schemas['DeliveryAddress'] = {
  id: 'da-1',
  company: 'Nordheiz Handel GmbH',
  street: 'Billstraße 112',
  zipCode: '20539',
  city: 'Hamburg',
  country: 'DE',
  contactPerson: 'Jana Becker',
  onSiteContact: 'Herr Yilmaz, +49 40 7788 990',
  deliveryInstructions: 'Zufahrt über Tor 3.',
};

export interface FakeDeliveryAddressesOptions {
  /** Ids whose deletion the server refuses as in use (409). */
  inUse?: string[];
  /** Keep the metadata as it is (another fake answers it). */
  keepMetadata?: boolean;
  /** Countries the server refuses on `/country` (as a platform without them would). */
  refusedCountries?: string[];
}

/**
 * The account's addresses (`addresses`, changed by the calls) and, unless `keepMetadata`, the metadata
 * naming the same addresses. Like the server, a zip code of the wrong format is refused on `/zipCode`.
 */
export function fakeDeliveryAddresses(
  backend: FakeBackend,
  initial: Schemas['DeliveryAddress'][] = [billstrasse],
  { inUse = [], keepMetadata = false, refusedCountries = [] }: FakeDeliveryAddressesOptions = {},
) {
  const state = { addresses: [...initial], seq: 0 };
  const enter = (call: string, body?: unknown) => {
    backend.calls.push(call);
    if (body !== undefined) backend.bodies.set(call, [...(backend.bodies.get(call) ?? []), body]);
  };
  const zipRefused = (body: Schemas['DeliveryAddressInput']) =>
    refusedCountries.includes(body.country ?? 'DE')
      ? response400([{ path: '/country', code: 'unknown_country', message: 'unknown_country' }])
      : body.country === 'DE' && !/^\d{5}$/.test(body.zipCode)
        ? response400([{ path: '/zipCode', code: 'zip_code_format', message: 'zip_code_format' }])
        : null;
  const response400 = (errors: Schemas['FieldProblem'][]) => problem(400, 'VALIDATION_FAILED', errors);
  network.use(
    http.get('/api/delivery-addresses', ({ response }) => {
      enter('GET /api/delivery-addresses');
      return response(200).json(state.addresses);
    }),
    http.post('/api/delivery-addresses', async ({ request, response }) => {
      const body = await request.json();
      enter('POST /api/delivery-addresses', body);
      const refused = zipRefused(body);
      if (refused) return response.untyped(refused);
      const address = { ...body, id: `da-new-${++state.seq}` };
      state.addresses = [...state.addresses, address];
      return response(201).json(address);
    }),
    http.put('/api/delivery-addresses/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      enter(`PUT /api/delivery-addresses/${params.id}`, body);
      const refused = zipRefused(body);
      if (refused) return response.untyped(refused);
      const address = { ...body, id: params.id };
      state.addresses = state.addresses.map((a) => (a.id === params.id ? address : a));
      return response(200).json(address);
    }),
    http.delete('/api/delivery-addresses/{id}', ({ params, response }) => {
      enter(`DELETE /api/delivery-addresses/${params.id}`);
      if (inUse.includes(params.id)) return response.untyped(problem(409, 'DELIVERY_ADDRESS_IN_USE'));
      state.addresses = state.addresses.filter((a) => a.id !== params.id);
      return response(204).empty();
    }),
  );
  if (!keepMetadata)
    network.use(
      http.get('/api/generic/metadata', ({ response }) => {
        enter('GET /api/generic/metadata');
        const account = backend.server.account;
        if (!account || !backend.server.loggedIn) return response.untyped(problem(401, 'UNAUTHENTICATED'));
        return response(200).json({
          ...fakeMetadata(account),
          deliveryAddresses: state.addresses,
          countries: ['DE', 'AT', 'BE', 'NL'],
        });
      }),
    );
  return state;
}
