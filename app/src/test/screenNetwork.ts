import type { paths, Schemas } from '@fuelmarket/api-client';
import { http as anyHttp, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import {
  fixedFuelOffer,
  freightRule as freight,
  sellerCustomer as customer,
  sellerMasterData,
} from './fuelOfferFixtures';
import { fakeHistoryOptions, fakeMetadata, type FakeAccount } from './fakes';
import { activeAlert, priceAlertServer, triggeredAlert } from './priceAlertsNetwork';
import { notFound } from './problems';
import { sessionHandlers } from './sessionNetwork';
import { shareholderAccount } from './subAccountFixtures';
import { teamHandlers, teamWorld } from './teamFixtures';
import { operatorWorld, type OperatorResult } from './operatorFixtures';
import {
  fakeCredit,
  fakeRelationship,
  relationshipMasterData,
  relationshipWorld,
  type FakeResult,
} from './relationshipFixtures';

/*
 * The screens' networks of the app's stories (stories/app): each answers the requests of one screen as a
 * signed-in user of the demo accounts meets it; shared fixtures come from the files beside this one.
 */

const http = createOpenApiHttp<paths>();

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

/** The demo seller's buyers. */
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
    liftingOrderNumber: null,
    comment: i === 0 ? 'Abholung ab 7 Uhr' : null,
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

/**
 * The demo seller's world for the seller screens' stories: logged in, one offer, one customer, one rule,
 * the pricing engine's settings, the orders and statistics, and a CSV preview with a problem.
 */
export function sellerHandlers(currency: 'EUR' | 'CHF', { empty = false } = {}): RequestHandler[] {
  const account: FakeAccount = {
    type: 'seller',
    firstName: 'Markus',
    lastName: 'Weber',
    termsAccepted: true,
  };
  return [
    ...sessionHandlers(account, { ...fakeMetadata(account), ...sellerMasterData }),
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

/** An answer of the operator's fake world as a response: the body with its status, or a problem. */
function operatorReply<T>(result: OperatorResult<T>): Response {
  if (!result.ok) {
    const { ok: _ok, status, code, ...rest } = result;
    return Response.json({ type: 'about:blank', title: code, status, code, ...rest }, { status });
  }
  return result.status === 204
    ? new Response(null, { status: 204 })
    : Response.json(result.body, { status: result.status });
}

/** The server's answer to admin staff asking for what is the platform operator's alone [P5]. */
const forbidden = () =>
  Response.json(
    {
      type: 'about:blank',
      title: 'Keine Berechtigung',
      status: 403,
      code: 'FORBIDDEN',
      detail: 'Sie haben keine Berechtigung für diese Aktion.',
    },
    { status: 403 },
  );

/**
 * The calls only the platform operator may make (account data, shareholder roles, new users, master
 * data), refused with 403 for admin staff as the server does, so a story shows it if the console asked.
 */
const operatorOnlyRefused = (): RequestHandler[] => [
  anyHttp.all('/api/operator/accounts/:id', forbidden),
  anyHttp.all('/api/operator/accounts/:id/shareholder', forbidden),
  anyHttp.post('/api/operator/accounts/:id/users', forbidden),
  anyHttp.all('/api/operator/master-data', forbidden),
  ...['products', 'regions', 'terminals'].flatMap((kind) => [
    anyHttp.all(`/api/operator/${kind}`, forbidden),
    anyHttp.all(`/api/operator/${kind}/:id`, forbidden),
  ]),
];

/**
 * The demo platform operator's world for the operator console's stories [P5][BL1]: the platform's company
 * accounts (one blocked, a shareholder account with its Aviat), their users, the master data and the
 * audit log, in memory (operatorFixtures.ts), so that a change in a story shows in the lists and the log.
 * `staff`: logged in as the demo admin staff instead (Clara Neumann, `admin@fuelmarket.de` in the seed),
 * a user of the admin account who is not the platform operator: blocking and the log only (spec §1, §6).
 */
export function operatorHandlers({ staff = false } = {}): RequestHandler[] {
  const account: FakeAccount = staff
    ? { type: 'admin', firstName: 'Clara', lastName: 'Neumann', termsAccepted: true, platformOperator: false }
    : { type: 'admin', firstName: 'Lukas', lastName: 'Fischer', termsAccepted: true, platformOperator: true };
  const world = operatorWorld();
  return [
    ...(staff ? operatorOnlyRefused() : []),
    ...sessionHandlers(account),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.get('/api/operator/accounts', ({ request, response }) =>
      response(200).json(world.accounts(new URL(request.url).searchParams.get('q') ?? '')),
    ),
    http.get('/api/operator/accounts/{id}/users', ({ params, response }) => {
      const users = world.users(params.id);
      return users ? response(200).json(users) : response.untyped(notFound());
    }),
    http.put('/api/operator/accounts/{id}/block', async ({ params, request, response }) => {
      const result = world.blockAccount(params.id, await request.json());
      return result ? response(200).json(result) : response.untyped(notFound());
    }),
    http.put('/api/operator/users/{id}/block', async ({ params, request, response }) => {
      const result = world.blockUser(params.id, await request.json());
      return result ? response(200).json(result) : response.untyped(notFound());
    }),
    http.get('/api/operator/audit', ({ request, response }) =>
      response(200).json(world.audit(Number(new URL(request.url).searchParams.get('limit') ?? 100))),
    ),
    http.get('/api/operator/accounts/{id}', ({ params, response }) => {
      const account = world.account(params.id);
      return account ? response(200).json(account) : response.untyped(notFound());
    }),
    http.put('/api/operator/accounts/{id}', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.updateAccount(params.id, await request.json()))),
    ),
    http.put('/api/operator/accounts/{id}/shareholder', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.setShareholder(params.id, await request.json()))),
    ),
    http.post('/api/operator/accounts/{id}/users', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.createUser(params.id, await request.json()))),
    ),
    http.get('/api/operator/master-data', ({ response }) => response(200).json(world.masterData())),
    http.post('/api/operator/products', async ({ request, response }) =>
      response.untyped(operatorReply(world.createProduct(await request.json()))),
    ),
    http.put('/api/operator/products/{id}', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.updateProduct(params.id, await request.json()))),
    ),
    http.post('/api/operator/regions', async ({ request, response }) =>
      response.untyped(operatorReply(world.createRegion(await request.json()))),
    ),
    http.put('/api/operator/regions/{id}', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.updateRegion(params.id, await request.json()))),
    ),
    http.delete('/api/operator/regions/{id}', ({ params, response }) =>
      response.untyped(operatorReply(world.deleteRegion(params.id))),
    ),
    http.post('/api/operator/terminals', async ({ request, response }) =>
      response.untyped(operatorReply(world.createTerminal(await request.json()))),
    ),
    http.put('/api/operator/terminals/{id}', async ({ params, request, response }) =>
      response.untyped(operatorReply(world.updateTerminal(params.id, await request.json()))),
    ),
    http.delete('/api/operator/terminals/{id}', ({ params, response }) =>
      response.untyped(operatorReply(world.deleteTerminal(params.id))),
    ),
  ];
}

/**
 * The demo parent shareholder's world for the Aviaten stories (`/aviaten`): logged in as a buyer with
 * ChildAccounts_View, two Aviaten and the master data's terminals. Saves go through with the version read
 * (409 VERSION_CONFLICT on a stale one); `conflict`: another user has saved Aviat Nord meanwhile, so its
 * first save is refused with 409.
 */
export function shareholderHandlers({ conflict = false } = {}): RequestHandler[] {
  const account = shareholderAccount();
  const children = account.subAccounts!;
  let conflictPending = conflict;
  return [
    ...sessionHandlers(account),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.get('/api/sub-accounts', ({ response }) => response(200).json(children)),
    http.get('/api/sub-accounts/{id}', ({ params, response }) => {
      const child = children.find((c) => c.id === params.id);
      return child ? response(200).json(child) : response.untyped(notFound());
    }),
    http.put('/api/sub-accounts/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const index = children.findIndex((c) => c.id === params.id);
      if (index === -1) return response.untyped(notFound());
      if (conflictPending) {
        conflictPending = false;
        children[index] = { ...children[index]!, paymentTermDays: 7, version: children[index]!.version + 1 };
      }
      if (children[index]!.version !== body.version) {
        return response.untyped(
          Response.json(
            { type: 'about:blank', title: 'Konflikt', status: 409, code: 'VERSION_CONFLICT' },
            { status: 409 },
          ),
        );
      }
      const { version, ...settings } = body;
      children[index] = { ...children[index]!, ...settings, version: version + 1 };
      return response(200).json(children[index]);
    }),
  ];
}

/** A fake server's answer as a response: the body, or the problem. */
const reply = <T>(result: FakeResult<T>, status = 200) =>
  result.ok
    ? Response.json(result.body, { status })
    : Response.json(
        { type: 'about:blank', title: result.code, status: result.status, code: result.code },
        { status: result.status },
      );

const named = (id: string, name: string) => ({ id, name });
const rheintank = named('acc-rheintank', 'Rheintank Mineralöl KG');
const waerme = named('acc-waerme-weser', 'Wärme Weser GmbH & Co. KG');

/** The demo buyer's sellers in every state [RS1], two of them new [E3], one with additives active. */
function buyersSellers() {
  return [
    fakeRelationship('buyer', {
      additivesActive: true,
      other: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH', status: 'ENABLED', additivesEnabled: true },
      message: 'Willkommen! Die Konditionen haben wir Ihnen per E-Mail gesendet.',
      requested: '2026-10-02T10:00:00.000Z',
    }),
    fakeRelationship('buyer', {
      seller: rheintank,
      state: 'REQUESTED',
      otherStatus: 'NEW',
      message: 'Wir möchten gern Heizöl in Duisburg abholen.',
      requested: '2026-11-22T08:30:00.000Z',
    }),
    fakeRelationship('buyer', {
      seller: named('acc-hansetank', 'Hansetank GmbH'),
      state: 'IN_REVIEW',
      otherStatus: 'NEW',
      message: 'Wir prüfen Ihre Anfrage bis Ende der Woche.',
    }),
    fakeRelationship('buyer', {
      seller: named('acc-altbrand', 'Altbrand Energie GmbH'),
      state: 'DECLINED',
      otherStatus: 'DISABLED',
      message: 'Derzeit nehmen wir keine neuen Kunden in Ihrer Region auf.',
    }),
    fakeRelationship('buyer', {
      seller: named('acc-moselenergie', 'Moselenergie AG'),
      state: 'CANCELLED',
      otherStatus: 'DISABLED',
    }),
  ];
}

/** The demo seller's buyers: a released one with a manual limit and payment terms, a new request, one in review, one declined. */
function sellersBuyers() {
  return [
    fakeRelationship('seller', {
      id: 'rel-7',
      creditLimitMode: 'MANUAL',
      creditLimit: '250000.00',
      paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      terminalSelectionMode: 'MANUAL',
      terminalIds: ['tm-hamburg', 'tm-karlsruhe'],
      requested: '2026-10-02T10:00:00.000Z',
      version: 5,
    }),
    fakeRelationship('seller', {
      buyer: waerme,
      state: 'REQUESTED',
      sellerStatus: 'NEW',
      agbAccepted: false,
      purchaseRights: false,
      message: 'Wir möchten Heizöl in Bremen abholen und bitten um ein Kreditlimit.',
      requested: '2026-11-22T08:30:00.000Z',
    }),
    fakeRelationship('seller', { buyer: named('acc-aviat-nord', 'Aviat Nord GmbH'), state: 'IN_REVIEW' }),
    fakeRelationship('seller', { buyer: named('acc-kiel', 'Kieler Brennstoffe KG'), state: 'DECLINED' }),
  ];
}

/**
 * The relationship screens' world (`/verkaufer-management`, `/kaufer-management`): the demo buyer's sellers
 * or the demo seller's buyers in every state, the sellers a buyer may request (one with a very long name),
 * the master data the settings choose from, the live credit with a shared limit's group; requests,
 * actions and settings are answered as the server would, in memory.
 */
export function relationshipHandlers(side: 'buyer' | 'seller', currency: 'EUR' | 'CHF'): RequestHandler[] {
  const relationships = side === 'buyer' ? buyersSellers() : sellersBuyers();
  // The platform's sellers: the buyer's and three it has no relationship with yet.
  const sellers = [
    ...relationships.map((r) => ({ ...r.seller, city: 'Hamburg' })),
    { ...named('acc-nordtank', 'Nordtank Energie GmbH'), city: 'Kiel' },
    { ...named('acc-westoel', 'Westöl AG'), city: 'Dortmund' },
    {
      ...named('acc-niederrhein', 'Mineralölhandelsgesellschaft Niederrhein-Westfalen mbH'),
      city: 'Duisburg',
    },
  ];
  const world = relationshipWorld({
    relationships,
    sellers,
    credit: {
      'rel-7': fakeCredit('rel-7', {
        parent: named('acc-aviaten', 'Aviaten Gruppe eG'),
        accounts: [named('acc-aviaten', 'Aviaten Gruppe eG'), named('acc-nordheiz', 'Nordheiz Handel GmbH')],
        limit: '1000000.00',
        utilisation: '0.00',
        openOrders: '912000.00',
        basketHeld: '100000.00',
        free: '-12000.00',
      }),
    },
  });
  const account: FakeAccount =
    side === 'buyer'
      ? {
          type: 'buyer',
          roles: ['MyRelationships_View'],
          features: ['productAdditives'],
          termsAccepted: true,
        }
      : {
          type: 'seller',
          firstName: 'Markus',
          lastName: 'Weber',
          roles: ['MyRelationships_View'],
          features: ['productAdditives'],
          termsAccepted: true,
        };
  const action =
    (name: 'cancel' | 'accept' | 'decline' | 'in-review') =>
    async ({ params, request }: { params: { id: string }; request: Request }) => {
      const text = await request.text();
      return reply(world.act(params.id, name, text ? JSON.parse(text) : {}));
    };
  return [
    http.get('/api/relationships/sellers', ({ response }) => response(200).json(world.requestable())),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json(world.list())),
    http.post('/api/relationships', async ({ request, response }) =>
      response.untyped(reply(world.request(await request.json()), 201)),
    ),
    http.post('/api/relationships/{id}/cancel', async (info) =>
      info.response.untyped(await action('cancel')(info)),
    ),
    http.post('/api/relationships/{id}/accept', async (info) =>
      info.response.untyped(await action('accept')(info)),
    ),
    http.post('/api/relationships/{id}/decline', async (info) =>
      info.response.untyped(await action('decline')(info)),
    ),
    http.post('/api/relationships/{id}/in-review', async (info) =>
      info.response.untyped(await action('in-review')(info)),
    ),
    http.put('/api/relationships/{id}/settings', async ({ params, request, response }) =>
      response.untyped(reply(world.saveSettings(params.id, await request.json()))),
    ),
    http.get('/api/relationships/{id}/credit', ({ params, response }) =>
      response.untyped(reply(world.credit(params.id))),
    ),
    ...(side === 'buyer'
      ? [
          ...sessionHandlers(account),
          http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
        ]
      : [
          ...sessionHandlers(account, { ...fakeMetadata(account), ...relationshipMasterData }),
          ...sellerHandlers(currency),
        ]),
  ];
}

/** The demo buyer's price alerts on the default platform: one active, one triggered [PA1]. */
/** A buyer with price alerts (the price alert tool, `/preisalarme`): list, create, change, delete. */
export function priceAlertHandlers(): RequestHandler[] {
  const account: FakeAccount = { type: 'buyer', firstName: 'Julia', lastName: 'Becker', termsAccepted: true };
  return [
    ...sessionHandlers(account, { ...fakeMetadata(account), ...sellerMasterData }),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    ...priceAlertServer([activeAlert, triggeredAlert]).handlers,
  ];
}

/**
 * "Mein Konto" of the demo buyer's team administrator (`/profil`): the own profile, the company account
 * and the team with its writes (teamFixtures.ts); `conflict`: another user saves the profile before the
 * story's first save; `onlineTrading: false`: the company may not grant purchase rights.
 */
export function profileHandlers({ conflict = false, onlineTrading = true } = {}): RequestHandler[] {
  const account: FakeAccount = {
    type: 'buyer',
    admin: true,
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    termsAccepted: true,
  };
  const world = teamWorld({ onlineTrading });
  world.conflictNext = conflict;
  return [
    ...sessionHandlers(account),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    ...teamHandlers(world),
  ];
}
