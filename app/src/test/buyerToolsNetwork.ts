import type { paths, Schemas } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { fakeMetadata, fakeUser, fakeWindow, type FakeAccount } from './fakes';
import { heizoelNord } from './favouriteFixtures';

/* The fake network of the buyer's favourites lists and delivery addresses (stories only). */

const http = createOpenApiHttp<paths>();

const sellers = [
  { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG' },
  { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
];

const masterData: Pick<Schemas['Metadata'], 'fuels' | 'regions'> = {
  fuels: [
    {
      id: 'heizoel-el',
      name: 'Heizöl EL schwefelarm',
      type: 'fuel',
      category: 'Heizöl',
      sortOrder: 10,
      density: '0.8450',
    },
    {
      id: 'diesel-b7',
      name: 'Diesel B7',
      type: 'fuel',
      category: 'Diesel',
      sortOrder: 20,
      density: '0.8350',
    },
  ],
  regions: [
    {
      id: 'reg-nord',
      name: 'Nord',
      terminals: [
        { id: 'tm-hamburg', name: 'Hamburg Blumensand', country: 'DE', regionId: 'reg-nord' },
        { id: 'tm-bremen', name: 'Bremen Industriehafen', country: 'DE', regionId: 'reg-nord' },
      ],
    },
    {
      id: 'reg-west',
      name: 'West',
      terminals: [{ id: 'tm-duisburg', name: 'Duisburg Ruhrort', country: 'DE', regionId: 'reg-west' }],
    },
  ],
};

const depot: Schemas['DeliveryAddress'] = {
  id: 'da-1',
  company: 'Nordheiz Handel GmbH',
  street: 'Billstraße 112',
  zipCode: '20539',
  city: 'Hamburg',
  country: 'DE',
  contactPerson: 'Jana Becker',
  onSiteContact: 'Herr Yilmaz, +49 40 7788 990',
  deliveryInstructions: 'Zufahrt über Tor 3, Anlieferung Mo-Fr 6-14 Uhr.',
};

/**
 * A buyer on the market (`/handelsplatz`, no offers) with one favourites list and one delivery address,
 * both kept in memory as the calls change them; `connected: false`: no seller connection yet.
 */
export function buyerToolsHandlers({
  connected = true,
  currency = 'EUR',
}: { connected?: boolean; currency?: 'EUR' | 'CHF' } = {}): RequestHandler[] {
  const account: FakeAccount = {
    type: 'buyer',
    firstName: 'Jana',
    lastName: 'Becker',
    roles: ['MyOffers_Purchase', 'MyRelationships_View'],
    termsAccepted: true,
  };
  let lists: Schemas['FavouritesList'][] = [heizoelNord];
  let addresses = [depot];
  let seq = 0;
  const metadata = (): Schemas['Metadata'] => ({
    ...fakeMetadata(account),
    ...masterData,
    currency,
    sellers: connected ? sellers : [],
    deliveryAddresses: addresses,
    countries: currency === 'CHF' ? ['CH', 'DE', 'AT', 'BE', 'NL'] : ['DE', 'AT', 'BE', 'NL'],
  });
  return [
    http.get('/api/user', ({ response }) => response(200).json(fakeUser(account))),
    http.get('/api/generic/metadata', ({ response }) => response(200).json(metadata())),
    http.get('/api/generic/marketWindow', ({ response }) => response(200).json(fakeWindow())),
    http.get('/api/metadata/user/store/gtc-accepted', ({ response }) =>
      response(200).json({ accepted: true }),
    ),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.get('/api/v2/offers', ({ response }) =>
      response(200).json({
        offers: [],
        filterOptions: { deliveryAddress: [], terminals: [], products: [], sellers: [] },
        metadata: { pageCount: 1, pageLimit: 100, pageNumber: 1, total: 0 },
        livePricesAvailable: true,
      }),
    ),
    http.get('/api/basket', ({ response }) =>
      response(200).json({
        items: [],
        reservationExpiresAt: null,
        priceUpdateAt: null,
        currentTime: new Date().toISOString(),
        currency,
        netAmount: '0.00',
        vatAmount: '0.00',
        grossAmount: '0.00',
      }),
    ),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: lists })),
    http.post('/api/favourites', async ({ request, response }) => {
      const list = { ...(await request.json()), id: `fav-new-${++seq}` };
      lists = [...lists, list];
      return response(201).json(list);
    }),
    http.put('/api/favourites/{id}', async ({ params, request, response }) => {
      const list = { ...(await request.json()), id: params.id };
      lists = lists.map((l) => (l.id === params.id ? list : l));
      return response(200).json(list);
    }),
    http.delete('/api/favourites/{id}', ({ params, response }) => {
      lists = lists.filter((l) => l.id !== params.id);
      return response(204).empty();
    }),
    http.get('/api/delivery-addresses', ({ response }) => response(200).json(addresses)),
    http.post('/api/delivery-addresses', async ({ request, response }) => {
      const address = { ...(await request.json()), id: `da-new-${++seq}` };
      addresses = [...addresses, address];
      return response(201).json(address);
    }),
    http.put('/api/delivery-addresses/{id}', async ({ params, request, response }) => {
      const address = { ...(await request.json()), id: params.id };
      addresses = addresses.map((a) => (a.id === params.id ? address : a));
      return response(200).json(address);
    }),
    http.delete('/api/delivery-addresses/{id}', ({ params, response }) => {
      addresses = addresses.filter((a) => a.id !== params.id);
      return response(204).empty();
    }),
  ];
}
