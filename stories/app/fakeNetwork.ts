import type { paths, Schemas } from '@fuelmarket/api-client';
import { getResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import {
  fixedFuelOffer,
  freightRule as freight,
  sellerCustomer as customer,
  sellerMasterData,
} from '../../app/src/test/fuelOfferFixtures';
import {
  fakeHistoryOptions,
  fakeMetadata,
  fakeUser,
  fakeWindow,
  type FakeAccount,
} from '../../app/src/test/fakes';

const http = createOpenApiHttp<paths>();

/**
 * Answers the app's `/api` requests from msw handlers inside the story's page (no service worker, no
 * server): `fetch` (the app's api client looks it up on every call) and XMLHttpRequest (uploads). An
 * `/api` request no handler answers gets 404; other requests go to the real `fetch`. Returns the function
 * that puts the real ones back.
 */
export function installFakeNetwork(handlers: RequestHandler[]): () => void {
  const real = { fetch: globalThis.fetch, xhr: globalThis.XMLHttpRequest };
  const answer = async (request: Request) =>
    (await getResponse(handlers, request.clone())) ??
    Response.json(
      { type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' },
      { status: 404 },
    );
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    return new URL(request.url).pathname.startsWith('/api/') ? answer(request) : real.fetch(request);
  };
  globalThis.XMLHttpRequest = fakeXhr(answer) as unknown as typeof XMLHttpRequest;
  // The app asks the server for the session only while the browser says someone is signed in.
  document.cookie = 'fm_signed_in=1; path=/';
  return () => {
    globalThis.fetch = real.fetch;
    globalThis.XMLHttpRequest = real.xhr;
    document.cookie = 'fm_signed_in=; path=/; max-age=0';
  };
}

/**
 * The part of XMLHttpRequest the app's uploads use (they report progress, which only XHR can), answered
 * by `answer`: the whole body counts as sent at once.
 */
function fakeXhr(answer: (request: Request) => Promise<Response>) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, globalThis.location.href).toString();
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.onabort?.();
    }
    send(body: ArrayBuffer | null) {
      const size = body?.byteLength ?? 0;
      this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true });
      void answer(new Request(this.url, { method: this.method, headers: this.headers, body })).then(
        async (response) => {
          this.status = response.status;
          this.responseHeaders = response.headers;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}

/** A CSV preview with one new offer and one problem: nothing can be applied until it is fixed. */
const preview: Schemas['CsvUploadPreview'] = {
  uploadId: 'up-1',
  fileName: 'angebote.csv',
  size: 412,
  valid: false,
  created: 1,
  updated: 0,
  deleted: 0,
  errors: [{ row: 3, column: 'fixedPrice', message: 'Der Preis muss eine Zahl mit Dezimalkomma sein.' }],
};

/**
 * The demo seller's world for the seller screens' stories: logged in, one offer, one customer, one rule,
 * the pricing engine's settings, and a CSV preview with a problem.
 */
const buyers = [
  { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
  { id: 'acc-aviat-nord', name: 'Aviat Nord GmbH' },
  { id: 'acc-waerme-weser', name: 'Wärme Weser GmbH & Co. KG' },
];
const products = [
  { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  { id: 'diesel-b7', name: 'Diesel B7' },
];
const statuses: Schemas['OrderStatus'][] = ['INCOMPLETE', 'MANUAL', 'CONFIRMED', 'COMPLETE', 'CANCELLED'];

/** Twenty-four received orders, newest first: every status, two products, three buyers. */
export const historyRows: Schemas['OrderHistoryRow'][] = Array.from({ length: 24 }, (_, i) => {
  const day = String(24 - (i % 20)).padStart(2, '0');
  return {
    _id: `ord-${i + 1}`,
    orderId: `FM-${500100 - i}`,
    originalOrderId: null,
    created: `2026-11-${day}T0${i % 10}:15:00.000Z`,
    buyer: buyers[i % 3]!,
    orderStatus: statuses[i % statuses.length]!,
    terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    deliveryAddress: i % 2 ? { id: 'da-1', street: 'Billstraße 112', zipCode: '20539' } : null,
    product: products[i % 2]!,
    price: (92.45 + i).toFixed(4),
    invoice: ((92.45 + i) * 240 * 1.19).toFixed(2),
    volume: 24000 - i * 500,
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    collectionTime: 5,
    collectionTimeText: `${day}.11. - 30.11.2026`,
    collectionRange: { start: `2026-11-${day}`, end: '2026-11-30' },
    edited: i === 1,
    cancelled: statuses[i % statuses.length] === 'CANCELLED',
    overrides: null,
    purchaseUnit: null,
    creditor: null,
  };
});

const rankingRows: Schemas['AccountRankingRow'][] = buyers.map((b, i) => ({
  position: i + 1,
  accountId: b.id,
  accountName: b.name,
  orders: 42 - i * 11,
  volume: 1_284_000 - i * 400_000,
}));

const volumeRows: Schemas['ProductVolumeRow'][] = [
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
].flatMap((period, i) =>
  products.map((p, j) => ({
    period,
    productId: p.id,
    productName: p.name,
    orders: 3 + i + j,
    volume: (120 + i * 20 - j * 50) * 1000,
  })),
);

/** The order history, an order and the statistics; `empty`: an account without any order yet. */
function orderHandlers(empty: boolean): RequestHandler[] {
  const rows = empty ? [] : historyRows;
  return [
    http.get('/api/orderHistory', ({ request, response }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('pageLimit') ?? 20);
      const page = Number(url.searchParams.get('pageNumber') ?? 1);
      return response(200).json({
        metadata: { total: rows.length, pageCount: Math.ceil(rows.length / limit) },
        filterOptions: fakeHistoryOptions(rows),
        orders: rows.slice((page - 1) * limit, page * limit),
      });
    }),
    http.get('/api/settings/{key}', ({ response }) =>
      response(200).json({ key: 'ACCOUNT_RANKING_OPTIONS', value: null, updated: null }),
    ),
    http.put('/api/settings/{key}', async ({ request, response }) =>
      response(200).json({
        key: 'ACCOUNT_RANKING_OPTIONS',
        value: (await request.json()).value,
        updated: '2026-11-23T08:00:00.000Z',
      }),
    ),
    http.get('/api/news', ({ response }) =>
      response(200).json(
        empty
          ? []
          : [
              {
                id: 'news-1',
                date: '2026-11-21T14:00:00.000Z',
                seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
                title: 'Terminal Karlsruhe',
                text: '<p>Am 24.11. <strong>verlängerte Ladezeiten</strong> bis 20 Uhr.</p>',
              },
            ],
      ),
    ),
    http.get('/api/orders/orderStats', ({ request, response }) => {
      const ranking = new URL(request.url).searchParams.get('statType') === 'ACCOUNT_RANKING';
      const stats = empty ? [] : ranking ? rankingRows : volumeRows;
      return response(200).json({
        data: {
          orderStats: stats,
          options: {
            products: empty ? [] : products,
            terminals: empty ? [] : [{ id: 'tm-hamburg', name: 'Hamburg Blumensand' }],
            deliveryAddresses: empty ? [] : [{ id: 'da-1', name: 'Billstraße 112 (20539)' }],
            accounts: empty ? [] : buyers,
            dateRange: { minDate: null, maxDate: null },
            days: [1, 7, 30],
          },
          totalVolume: stats.reduce((sum, r) => sum + r.volume, 0),
          unit: 'lt',
          ...(ranking ? {} : { bucket: 'week' as const }),
        },
      });
    }),
  ];
}

export function sellerHandlers(currency: 'EUR' | 'CHF', { empty = false } = {}): RequestHandler[] {
  const account: FakeAccount = {
    type: 'seller',
    firstName: 'Markus',
    lastName: 'Weber',
    termsAccepted: true,
  };
  return [
    http.get('/api/user', ({ response }) => response(200).json(fakeUser(account))),
    http.get('/api/generic/metadata', ({ response }) =>
      response(200).json({ ...fakeMetadata(account), ...sellerMasterData }),
    ),
    http.get('/api/generic/marketWindow', ({ response }) => response(200).json(fakeWindow())),
    http.get('/api/metadata/user/store/gtc-accepted', ({ response }) =>
      response(200).json({ accepted: true }),
    ),
    http.get('/api/orders/open-count', ({ response }) => response(200).json({ count: 3 })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([customer])),
    http.get('/api/seller/offers', ({ response }) => response(200).json([fixedFuelOffer])),
    http.get('/api/pricing/rules', ({ response }) => response(200).json([{ ...freight, currency }])),
    http.get('/api/pricing/rule-groups', ({ response }) => response(200).json([])),
    http.get('/api/seller/offer-uploads', ({ response }) => response(200).json([])),
    http.post('/api/seller/offer-uploads/preview', ({ response }) => response(200).json(preview)),
    http.get('/api/seller/audit', ({ response }) =>
      response(200).json({ entries: [], metadata: { total: 0, pageCount: 1, pageLimit: 20, pageNumber: 1 } }),
    ),
    http.get('/api/pricing/min-prices', ({ response }) =>
      response(200).json([
        {
          id: 'mp-1',
          product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
          terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
          minPrice: '88.0000',
          priceUnit: 'EUR/100L15',
          currency,
          version: 1,
        },
      ]),
    ),
    http.get('/api/pricing/expiry-rules', ({ response }) =>
      response(200).json([
        {
          id: 'exp-1',
          date: '2026-12-10',
          time: '17:30',
          direction: 'MONTH_FORWARD',
          status: 'ACTIVE',
          version: 1,
        },
      ]),
    ),
    ...orderHandlers(empty),
    http.get('/api/pricing/densities', ({ response }) =>
      response(200).json([
        {
          product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
          density: '0.8450',
          conversionFactor: '0.8450',
          version: 1,
        },
      ]),
    ),
  ];
}
