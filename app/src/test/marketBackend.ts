import type { paths, Schemas } from '@fuelmarket/api-client';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import Decimal from 'decimal.js';
import { fakeMetadata, network, type FakeBackend } from './backend';

const http = createOpenApiHttp<paths>();

import { fakeOffer } from './offerFixtures';

export { fakeOffer };

export interface FakeMarketOptions {
  offers?: Schemas['Offer'][];
  livePricesAvailable?: boolean;
  /** Connected sellers in the metadata; none means "no connected seller". */
  sellers?: { id: string; name: string }[];
  /** Reservation length of a basket item. */
  reservationMs?: number;
}

interface Rejection {
  status: number;
  code: string;
  context?: Record<string, unknown>;
}

/**
 * The market part of the fake server: metadata with products, regions and delivery addresses, the offers,
 * the basket (prices reserved for `reservationMs`) and ordering. Calls are recorded in the backend's
 * `calls` (with the query string for offers); `rejectNext` makes the next call answer a problem.
 */
export function fakeMarket(backend: FakeBackend, options: FakeMarketOptions = {}) {
  const state = {
    offers: options.offers ?? [fakeOffer(1)],
    livePricesAvailable: options.livePricesAvailable ?? true,
    basket: [] as Schemas['BasketItem'][],
    reservationMs: options.reservationMs ?? 5 * 60_000,
    reservationExpiresAt: null as string | null,
    /** The price a refresh sets, per offer id. */
    nextPrices: new Map<string, string>(),
    orderSeq: 0,
  };
  const rejections = new Map<string, Rejection[]>();
  const enter = (call: string, body?: unknown): Response | null => {
    backend.calls.push(call);
    if (body !== undefined) backend.bodies.set(call, [...(backend.bodies.get(call) ?? []), body]);
    const r = rejections.get(call)?.shift();
    return r
      ? HttpResponse.json(
          {
            type: 'about:blank',
            title: r.code,
            status: r.status,
            code: r.code,
            ...(r.context ? { context: r.context } : {}),
          },
          { status: r.status },
        )
      : null;
  };
  const basket = (): Schemas['Basket'] => {
    const net = state.basket.reduce((sum, i) => sum.plus(i.netAmount), new Decimal(0));
    const vat = net.times('0.19').toDecimalPlaces(2);
    return {
      items: state.basket,
      reservationExpiresAt: state.basket.length ? state.reservationExpiresAt : null,
      priceUpdateAt: state.basket.length ? new Date(Date.now() + 60_000).toISOString() : null,
      currentTime: new Date().toISOString(),
      currency: 'EUR',
      netAmount: net.toFixed(2),
      vatAmount: vat.toFixed(2),
      grossAmount: net.plus(vat).toFixed(2),
    };
  };
  function addItem(offerId: string, quantity: number) {
    const offer = state.offers.find((o) => o.id === offerId)!;
    state.reservationExpiresAt = new Date(Date.now() + state.reservationMs).toISOString();
    state.basket = [
      ...state.basket,
      {
        id: `bi-${state.basket.length + 1}`,
        offerId: offer.id,
        productType: 'fuel',
        seller: offer.seller,
        product: offer.product,
        terminal: offer.terminal,
        quantity,
        volume: quantity,
        price: offer.price,
        originalPrice: offer.price,
        priceUnit: offer.priceUnit,
        netAmount: amount(offer.price, quantity),
        deliveryAddress: null,
        reservedUntil: state.reservationExpiresAt,
        priceUpdateAt: new Date(Date.now() + 60_000).toISOString(),
      },
    ];
  }
  const amount = (price: string, quantity: number) =>
    new Decimal(price).times(quantity).dividedBy(100).toFixed(2);

  network.use(
    http.get('/api/generic/metadata', ({ response }) => {
      const failed = enter('GET /api/generic/metadata');
      if (failed) return response.untyped(failed);
      const account = backend.server.account;
      if (!account || !backend.server.loggedIn)
        return response.untyped(HttpResponse.json({}, { status: 401 }));
      return response(200).json({
        ...fakeMetadata(account),
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
              { id: 'tm-bremen', name: 'Bremen Hafen', country: 'DE', regionId: 'reg-nord' },
            ],
          },
        ],
        deliveryAddresses: [
          {
            id: 'da-1',
            company: 'Nordheiz Handel GmbH',
            street: 'Billstraße 112',
            zipCode: '20539',
            city: 'Hamburg',
          },
        ],
        sellers: options.sellers ?? [{ id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' }],
      });
    }),
    http.get('/api/v2/offers', ({ request, response }) => {
      const search = new URL(request.url).searchParams;
      const failed = enter(`GET /api/v2/offers?${search.toString()}`);
      if (failed) return response.untyped(failed);
      // Pages as the server does: `pageLimit` offers of page `pageNumber`, the total over all pages.
      const pageLimit = Number(search.get('pageLimit') ?? 100);
      const pageNumber = Number(search.get('pageNumber') ?? 1);
      const total = state.offers.length;
      return response(200).json({
        offers: state.offers.slice((pageNumber - 1) * pageLimit, pageNumber * pageLimit),
        filterOptions: {
          deliveryAddress: [{ id: 'da-1', street: 'Billstraße 112', zipCode: '20539' }],
          terminals: [{ id: 'tm-hamburg', name: 'Hamburg Blumensand' }],
          products: [{ id: 'heizoel-el', name: 'Heizöl EL schwefelarm' }],
          sellers: [{ id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' }],
        },
        metadata: { pageCount: Math.ceil(total / pageLimit), pageLimit, pageNumber, total },
        livePricesAvailable: state.livePricesAvailable,
      });
    }),
    http.get('/api/basket', ({ response }) => {
      const failed = enter('GET /api/basket');
      return failed ? response.untyped(failed) : response(200).json(basket());
    }),
    http.post('/api/basket/items', async ({ request, response }) => {
      const body = await request.json();
      const failed = enter('POST /api/basket/items', body);
      if (failed) return response.untyped(failed);
      addItem(body.offerId, body.quantity);
      return response(201).json(basket());
    }),
    http.put('/api/basket/items/{itemId}', async ({ params, request, response }) => {
      const body = await request.json();
      const failed = enter(`PUT /api/basket/items/${params.itemId}`, body);
      if (failed) return response.untyped(failed);
      state.basket = state.basket.map((i) =>
        i.id === params.itemId
          ? {
              ...i,
              quantity: body.quantity,
              volume: body.quantity,
              netAmount: amount(i.price, body.quantity),
            }
          : i,
      );
      return response(200).json(basket());
    }),
    http.delete('/api/basket/items/{itemId}', ({ params, response }) => {
      const failed = enter(`DELETE /api/basket/items/${params.itemId}`);
      if (failed) return response.untyped(failed);
      state.basket = state.basket.filter((i) => i.id !== params.itemId);
      return response(200).json(basket());
    }),
    http.post('/api/basket/refresh', ({ response }) => {
      const failed = enter('POST /api/basket/refresh');
      if (failed) return response.untyped(failed);
      state.reservationExpiresAt = new Date(Date.now() + state.reservationMs).toISOString();
      state.basket = state.basket.map((i) => {
        const price = state.nextPrices.get(i.offerId) ?? i.price;
        return {
          ...i,
          price,
          netAmount: amount(price, i.quantity),
          reservedUntil: state.reservationExpiresAt!,
        };
      });
      return response(200).json(basket());
    }),
    http.post('/api/orders', async ({ request, response }) => {
      const body = await request.json();
      const failed = enter('POST /api/orders', body);
      if (failed) return response.untyped(failed);
      const orders = state.basket.map((i) => {
        state.orderSeq += 1;
        const n = String(4210 + state.orderSeq).padStart(6, '0');
        return {
          id: `ord-${n}`,
          orderId: `ord-${n}`,
          orderNumber: `FM-2026-${n}`,
          contractNumber: null,
          liftingNumber: body.liftingNumber ?? null,
          liftingOrderNumber: body.liftingOrderNumber ?? null,
          pickupNumber: null,
          selfPickup: true,
          date: new Date().toISOString(),
          orderStatus: 'INCOMPLETE',
          productType: 'fuel',
          buyer: { id: 'acc-1', name: 'Nordheiz Handel GmbH' },
          seller: i.seller,
          terminal: i.terminal,
          deliveryAddress: null,
          paymentPeriod: 14,
          currency: 'EUR',
          netAmount: i.netAmount,
          vatAmount: '0.00',
          grossAmount: i.netAmount,
          finalAmount: i.netAmount,
          invoiceAmount: i.netAmount,
          positions: [],
          edited: false,
          deleted: false,
        };
      });
      state.basket = [];
      return response.untyped(HttpResponse.json({ orders }, { status: 201 }));
    }),
  );

  return {
    state,
    /** Puts an offer into the basket as if the buyer had (reserving its price now). */
    addItem,
    /** The next call of `call` answers `status` with problem `code` (and `context`). */
    rejectNext(call: string, status: number, code: string, context?: Record<string, unknown>) {
      rejections.set(call, [
        ...(rejections.get(call) ?? []),
        { status, code, ...(context ? { context } : {}) },
      ]);
    },
  };
}
