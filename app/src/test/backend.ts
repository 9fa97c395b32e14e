import type { paths, Schemas } from '@fuelmarket/api-client';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import {
  DEMO_PASSWORD,
  fakeHistoryOptions,
  fakeMetadata,
  fakeUser,
  fakeWindow,
  type FakeAccount,
} from './fakes';
import { relationshipWorld, type FakeRelationshipAction, type FakeResult } from './relationshipFixtures';
import { operatorWorld, type OperatorResult, type OperatorWorld } from './operatorFixtures';
import { problem } from './problems';

export { DEMO_PASSWORD, fakeMetadata, fakeUser, fakeWindow, type FakeAccount };

/**
 * The network the app's tests run against: msw answers the generated client's requests at `fetch`,
 * with handlers typed by the contract (openapi-msw), so a test fakes the server, not the app's code.
 */
export const network = setupServer();
const http = createOpenApiHttp<paths>();

/**
 * A fake server with one account (`null`: none), logged in unless `loggedIn: false`. The login takes
 * `Demo!2026` (and answers ACCOUNT_LOCKED for `locked`). `calls` lists `METHOD /path` in order;
 * `failNext` makes the next call of one endpoint fail with a status (an outage, a lost connection).
 */
/** The browser side of the server's `fm_signed_in` cookie, which comes and goes with the session. */
function signedInCookie(on: boolean) {
  document.cookie = on ? 'fm_signed_in=1; path=/' : 'fm_signed_in=; path=/; max-age=0';
}

export function fakeBackend(initial: FakeAccount | null = null, { loggedIn = true } = {}) {
  const server = { account: initial, loggedIn: initial !== null && loggedIn };
  signedInCookie(server.loggedIn);
  const calls: string[] = [];
  /** The bodies sent, per call. */
  const bodies = new Map<string, unknown[]>();
  const failures = new Map<string, { status: number; code: string }[]>();
  const count = (call: string) => calls.filter((c) => c === call).length;

  /** Records the call; answers a queued failure instead when there is one. */
  function enter(call: string, body?: unknown): Response | null {
    calls.push(call);
    if (body !== undefined) bodies.set(call, [...(bodies.get(call) ?? []), body]);
    const queued = failures.get(call)?.shift();
    return queued ? problem(queued.status, queued.code) : null;
  }
  const session = () => (server.account && server.loggedIn ? server.account : null);
  const unauthorized = () => problem(401, 'UNAUTHENTICATED');
  /** The relationship operations over the account's data; their answer as a response. */
  const relationships = () => relationshipWorld(server.account ?? {});
  const reply = <T>(result: FakeResult<T>, status = 200) =>
    result.ok ? Response.json(result.body, { status }) : problem(result.status, result.code);
  /** A relationship action [RS1]; its body may be empty. */
  function relationshipAction(id: string, action: FakeRelationshipAction, text: string): Response {
    const body = (text ? JSON.parse(text) : {}) as Schemas['RelationshipActionInput'];
    const failed = enter(`POST /api/relationships/${id}/${action}`, body);
    return failed ?? reply(relationships().act(id, action, body));
  }
  /** The operator console's data, for the platform's staff only (fresh per fake server). */
  let operatorData = initial?.operator;
  /**
   * Who may make a console call, as the server's guards: `operator` the platform operator only; `staff`
   * also admin staff, the users of an admin account (listing accounts and users, blocking, the log) [P5].
   */
  const mayUseConsole = (who: 'operator' | 'staff') => {
    const account = session();
    return account?.platformOperator === true || (who === 'staff' && account?.type === 'admin');
  };
  /** A console read: recorded, a queued failure, 403 for anybody but `who`, 404 for `null`. */
  function operatorAnswer(
    call: string,
    body: unknown,
    answer: (world: OperatorWorld) => object | null,
    who: 'operator' | 'staff' = 'operator',
  ) {
    const failed = enter(call, body);
    if (failed) return failed;
    if (!mayUseConsole(who)) return problem(403, 'FORBIDDEN');
    const result = answer((operatorData ??= operatorWorld()));
    return result ? HttpResponse.json(result) : problem(404, 'NOT_FOUND');
  }
  /** An operator write: recorded, a queued failure, 403 for anybody but the operator, else the world's answer. */
  function operatorWrite<T>(
    call: string,
    body: unknown,
    answer: (world: OperatorWorld) => OperatorResult<T>,
  ): Response {
    const failed = enter(call, body);
    if (failed) return failed;
    if (!mayUseConsole('operator')) return problem(403, 'FORBIDDEN');
    const result = answer((operatorData ??= operatorWorld()));
    if (!result.ok) {
      const { ok: _ok, status, code, ...rest } = result;
      return HttpResponse.json({ type: 'about:blank', title: code, status, code, ...rest }, { status });
    }
    return result.status === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(result.body as object, { status: result.status });
  }

  network.use(
    http.get('/api/user', ({ response }) => {
      const failed = enter('GET /api/user');
      if (failed) return response.untyped(failed);
      const account = session();
      return account ? response(200).json(fakeUser(account)) : response.untyped(unauthorized());
    }),
    http.post('/api/auth/login', async ({ request, response }) => {
      const credentials = await request.json();
      const failed = enter('POST /api/auth/login', credentials);
      if (failed) return response.untyped(failed);
      const { password } = credentials;
      if (password === 'locked') return response.untyped(problem(403, 'ACCOUNT_LOCKED'));
      if (password !== DEMO_PASSWORD || !server.account) {
        return response.untyped(problem(401, 'LOGIN_FAILED'));
      }
      server.loggedIn = true;
      signedInCookie(true);
      return response(200).json(fakeUser(server.account));
    }),
    http.post('/api/auth/logout', ({ response }) => {
      const failed = enter('POST /api/auth/logout');
      if (failed) return response.untyped(failed);
      server.loggedIn = false;
      signedInCookie(false);
      return response(204).empty();
    }),
    http.get('/api/generic/metadata', ({ response }) => {
      const failed = enter('GET /api/generic/metadata');
      if (failed) return response.untyped(failed);
      const account = session();
      return account ? response(200).json(fakeMetadata(account)) : response.untyped(unauthorized());
    }),
    http.get('/api/generic/marketWindow', ({ response }) => {
      const failed = enter('GET /api/generic/marketWindow');
      return failed ? response.untyped(failed) : response(200).json(fakeWindow());
    }),
    http.get('/api/metadata/user/store/gtc-accepted', ({ response }) => {
      const failed = enter('GET /api/metadata/user/store/gtc-accepted');
      if (failed) return response.untyped(failed);
      return response(200).json({ accepted: server.account?.termsAccepted ?? false });
    }),
    http.put('/api/metadata/user/store/gtc-accepted', ({ response }) => {
      const failed = enter('PUT /api/metadata/user/store/gtc-accepted');
      if (failed) return response.untyped(failed);
      if (server.account) server.account.termsAccepted = true;
      return response(200).json({ accepted: true });
    }),
    http.get('/api/favourites', ({ response }) => {
      const failed = enter('GET /api/favourites');
      return failed ? response.untyped(failed) : response(200).json({ config: [] });
    }),
    // Contract management: no price triggers (features/contracts tests answer their own).
    http.get('/api/contracts/triggers', ({ response }) => {
      const failed = enter('GET /api/contracts/triggers');
      return failed ? response.untyped(failed) : response(200).json([]);
    }),
    http.get('/api/orders/open-count', ({ response }) => {
      const failed = enter('GET /api/orders/open-count');
      if (failed) return response.untyped(failed);
      return response(200).json({ count: server.account?.openOrders ?? 0 });
    }),
    http.get('/api/orders', ({ response }) => {
      const failed = enter('GET /api/orders');
      if (failed) return response.untyped(failed);
      return response(200).json(server.account?.orders ?? []);
    }),
    http.get('/api/orderHistory', ({ request, response }) => {
      const url = new URL(request.url);
      const failed = enter('GET /api/orderHistory', url.searchParams.toString());
      if (failed) return response.untyped(failed);
      const rows = server.account?.history ?? [];
      const limit = Number(url.searchParams.get('pageLimit') ?? 20);
      const page = Number(url.searchParams.get('pageNumber') ?? 1);
      return response(200).json({
        metadata: { total: rows.length, pageCount: Math.ceil(rows.length / limit) },
        filterOptions: fakeHistoryOptions(rows),
        orders: rows.slice((page - 1) * limit, page * limit),
      });
    }),
    http.get('/api/settings/{key}', ({ response }) => {
      const failed = enter('GET /api/settings/ACCOUNT_RANKING_OPTIONS');
      if (failed) return response.untyped(failed);
      const value = server.account?.rankingSetting ?? null;
      return response(200).json({ key: 'ACCOUNT_RANKING_OPTIONS', value, updated: null });
    }),
    http.put('/api/settings/{key}', async ({ request, response }) => {
      const body = await request.json();
      const failed = enter('PUT /api/settings/ACCOUNT_RANKING_OPTIONS', body);
      if (failed) return response.untyped(failed);
      if (server.account) server.account.rankingSetting = body.value;
      return response(200).json({
        key: 'ACCOUNT_RANKING_OPTIONS',
        value: body.value,
        updated: new Date().toISOString(),
      });
    }),
    http.get('/api/news', ({ response }) => {
      const failed = enter('GET /api/news');
      return failed ? response.untyped(failed) : response(200).json(server.account?.news ?? []);
    }),
    http.post('/api/news', async ({ request, response }) => {
      const body = await request.json();
      const failed = enter('POST /api/news', body);
      if (failed) return response.untyped(failed);
      const item = {
        id: `news-${Date.now()}`,
        date: new Date().toISOString(),
        seller: { id: 'acc-1', name: 'Nordheiz Handel GmbH' },
        ...(body.title ? { title: body.title } : {}),
        text: body.text,
      };
      if (server.account) server.account.news = [item, ...(server.account.news ?? [])];
      return response(201).json(item);
    }),
    http.get('/api/orders/orderStats', ({ request, response }) => {
      const url = new URL(request.url);
      const failed = enter('GET /api/orders/orderStats', url.searchParams.toString());
      if (failed) return response.untyped(failed);
      const ranking = url.searchParams.get('statType') === 'ACCOUNT_RANKING';
      const rows = (ranking ? server.account?.ranking : server.account?.volumes) ?? [];
      return response(200).json({
        data: {
          orderStats: rows,
          options: {
            products: [{ id: 'heizoel-el', name: 'Heizöl EL' }],
            terminals: [{ id: 'tm-hamburg', name: 'Hamburg Blumensand' }],
            deliveryAddresses: [],
            accounts: (server.account?.ranking ?? []).map((r) => ({ id: r.accountId, name: r.accountName })),
            dateRange: { minDate: null, maxDate: null },
            days: [1, 7, 30],
          },
          totalVolume: rows.reduce((sum, r) => sum + r.volume, 0),
          unit: 'lt',
          ...(ranking ? {} : { bucket: 'week' as const }),
        },
      });
    }),
    http.get('/api/orders/{orderId}', ({ params, response }) => {
      const failed = enter(`GET /api/orders/${params.orderId}`);
      if (failed) return response.untyped(failed);
      const order = server.account?.orders?.find((o) => o.id === params.orderId);
      return order ? response(200).json(order) : response.untyped(problem(404, 'NOT_FOUND'));
    }),
    http.get('/api/sub-accounts', ({ response }) => {
      const failed = enter('GET /api/sub-accounts');
      return failed ? response.untyped(failed) : response(200).json(server.account?.subAccounts ?? []);
    }),
    http.get('/api/sub-accounts/{id}', ({ params, response }) => {
      const failed = enter(`GET /api/sub-accounts/${params.id}`);
      if (failed) return response.untyped(failed);
      const child = server.account?.subAccounts?.find((s) => s.id === params.id);
      return child ? response(200).json(child) : response.untyped(problem(404, 'NOT_FOUND'));
    }),
    // Saves with the version read: a stale one is 409 VERSION_CONFLICT, as the contract says.
    http.put('/api/sub-accounts/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const failed = enter(`PUT /api/sub-accounts/${params.id}`, body);
      if (failed) return response.untyped(failed);
      const list = server.account?.subAccounts ?? [];
      const index = list.findIndex((s) => s.id === params.id);
      if (index === -1) return response.untyped(problem(404, 'NOT_FOUND'));
      if (list[index]!.version !== body.version) return response.untyped(problem(409, 'VERSION_CONFLICT'));
      const { version, ...settings } = body;
      list[index] = { ...list[index]!, ...settings, version: version + 1 };
      return response(200).json(list[index]);
    }),
    // Before `{accountType}`, which would match it too.
    http.get('/api/relationships/sellers', ({ response }) => {
      const failed = enter('GET /api/relationships/sellers');
      return failed ? response.untyped(failed) : response(200).json(relationships().requestable());
    }),
    http.get('/api/relationships/{accountType}', ({ params, response }) => {
      const failed = enter(`GET /api/relationships/${params.accountType}`);
      return failed ? response.untyped(failed) : response(200).json(server.account?.relationships ?? []);
    }),
    // A buyer's request: a new REQUESTED relationship with the seller (NEW) [RS1].
    http.post('/api/relationships', async ({ request, response }) => {
      const body = await request.json();
      const failed = enter('POST /api/relationships', body);
      return response.untyped(failed ?? reply(relationships().request(body), 201));
    }),
    http.post('/api/relationships/{id}/cancel', async ({ params, request, response }) =>
      response.untyped(relationshipAction(params.id, 'cancel', await request.text())),
    ),
    http.post('/api/relationships/{id}/accept', async ({ params, request, response }) =>
      response.untyped(relationshipAction(params.id, 'accept', await request.text())),
    ),
    http.post('/api/relationships/{id}/decline', async ({ params, request, response }) =>
      response.untyped(relationshipAction(params.id, 'decline', await request.text())),
    ),
    http.post('/api/relationships/{id}/in-review', async ({ params, request, response }) =>
      response.untyped(relationshipAction(params.id, 'in-review', await request.text())),
    ),
    // Saves over the version read: a stale one is 409 VERSION_CONFLICT.
    http.put('/api/relationships/{id}/settings', async ({ params, request, response }) => {
      const body = await request.json();
      const failed = enter(`PUT /api/relationships/${params.id}/settings`, body);
      return response.untyped(failed ?? reply(relationships().saveSettings(params.id, body)));
    }),
    http.get('/api/relationships/{id}/credit', ({ params, response }) => {
      const failed = enter(`GET /api/relationships/${params.id}/credit`);
      return response.untyped(failed ?? reply(relationships().credit(params.id)));
    }),
    http.get('/api/seller/offers', ({ response }) => {
      const failed = enter('GET /api/seller/offers');
      return failed ? response.untyped(failed) : response(200).json(server.account?.sellerOffers ?? []);
    }),
    http.get('/api/user/search', ({ request, response }) => {
      const query = new URL(request.url).searchParams.toString();
      const failed = enter(`GET /api/user/search?${query}`);
      if (failed) return response.untyped(failed);
      return response(200).json({
        docs: [],
        pagination: { totalItems: 0, currentPage: 1, pageSize: 100, totalPages: 0 },
      });
    }),
    // The operator console [P5][BL1]: listing, blocking and the log for the platform's staff (the operator
    // and admin staff), the rest for the platform operator only; 403 for anybody else, 404 for an unknown id.
    http.get('/api/operator/accounts', ({ request, response }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const call = 'GET /api/operator/accounts';
      return response.untyped(operatorAnswer(call, q, (world) => world.accounts(q), 'staff'));
    }),
    http.get('/api/operator/accounts/{id}/users', ({ params, response }) =>
      response.untyped(
        operatorAnswer(
          `GET /api/operator/accounts/${params.id}/users`,
          undefined,
          (world) => world.users(params.id),
          'staff',
        ),
      ),
    ),
    http.put('/api/operator/accounts/{id}/block', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/accounts/${params.id}/block`;
      return response.untyped(
        operatorAnswer(call, body, (world) => world.blockAccount(params.id, body), 'staff'),
      );
    }),
    http.put('/api/operator/users/{id}/block', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/users/${params.id}/block`;
      return response.untyped(
        operatorAnswer(call, body, (world) => world.blockUser(params.id, body), 'staff'),
      );
    }),
    http.get('/api/operator/accounts/{id}', ({ params, response }) =>
      response.untyped(
        operatorAnswer(`GET /api/operator/accounts/${params.id}`, undefined, (world) =>
          world.account(params.id),
        ),
      ),
    ),
    http.put('/api/operator/accounts/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/accounts/${params.id}`;
      return response.untyped(operatorWrite(call, body, (world) => world.updateAccount(params.id, body)));
    }),
    http.put('/api/operator/accounts/{id}/shareholder', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/accounts/${params.id}/shareholder`;
      return response.untyped(operatorWrite(call, body, (world) => world.setShareholder(params.id, body)));
    }),
    http.post('/api/operator/accounts/{id}/users', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `POST /api/operator/accounts/${params.id}/users`;
      return response.untyped(operatorWrite(call, body, (world) => world.createUser(params.id, body)));
    }),
    http.get('/api/operator/master-data', ({ response }) =>
      response.untyped(
        operatorAnswer('GET /api/operator/master-data', undefined, (world) => world.masterData()),
      ),
    ),
    http.post('/api/operator/products', async ({ request, response }) => {
      const body = await request.json();
      return response.untyped(
        operatorWrite('POST /api/operator/products', body, (w) => w.createProduct(body)),
      );
    }),
    http.put('/api/operator/products/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/products/${params.id}`;
      return response.untyped(operatorWrite(call, body, (w) => w.updateProduct(params.id, body)));
    }),
    http.post('/api/operator/regions', async ({ request, response }) => {
      const body = await request.json();
      return response.untyped(operatorWrite('POST /api/operator/regions', body, (w) => w.createRegion(body)));
    }),
    http.put('/api/operator/regions/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/regions/${params.id}`;
      return response.untyped(operatorWrite(call, body, (w) => w.updateRegion(params.id, body)));
    }),
    http.delete('/api/operator/regions/{id}', ({ params, response }) =>
      response.untyped(
        operatorWrite(`DELETE /api/operator/regions/${params.id}`, undefined, (w) =>
          w.deleteRegion(params.id),
        ),
      ),
    ),
    http.post('/api/operator/terminals', async ({ request, response }) => {
      const body = await request.json();
      return response.untyped(
        operatorWrite('POST /api/operator/terminals', body, (w) => w.createTerminal(body)),
      );
    }),
    http.put('/api/operator/terminals/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      const call = `PUT /api/operator/terminals/${params.id}`;
      return response.untyped(operatorWrite(call, body, (w) => w.updateTerminal(params.id, body)));
    }),
    http.delete('/api/operator/terminals/{id}', ({ params, response }) =>
      response.untyped(
        operatorWrite(`DELETE /api/operator/terminals/${params.id}`, undefined, (w) =>
          w.deleteTerminal(params.id),
        ),
      ),
    ),
    http.get('/api/operator/audit', ({ request, response }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 100);
      return response.untyped(
        operatorAnswer('GET /api/operator/audit', limit, (world) => world.audit(limit), 'staff'),
      );
    }),
    http.post('/api/auth/password-reset', async ({ request, response }) => {
      const failed = enter('POST /api/auth/password-reset', await request.json());
      if (failed) return response.untyped(failed);
      return response(202).json({ message: 'Falls ein Konto existiert, wurde eine E-Mail versendet.' });
    }),
    http.post('/api/contact', async ({ request, response }) => {
      const failed = enter('POST /api/contact', await request.json());
      if (failed) return response.untyped(failed);
      if (!session()) return response.untyped(unauthorized());
      return response(202).json({ message: 'Ihre Nachricht wurde gesendet.' });
    }),
    http.post('/api/auth/password-reset/{key}', async ({ params, request, response }) => {
      const failed = enter(`POST /api/auth/password-reset/${params.key}`, await request.json());
      return failed ? response.untyped(failed) : response(204).empty();
    }),
  );

  return {
    server,
    calls,
    bodies,
    count,
    /** The next call of `call` (`METHOD /path`) answers `status` with problem `code`. */
    failNext(call: string, status = 503, code: Schemas['ErrorCode'] = 'SERVICE_UNAVAILABLE') {
      failures.set(call, [...(failures.get(call) ?? []), { status, code }]);
    },
  };
}

export type FakeBackend = ReturnType<typeof fakeBackend>;
