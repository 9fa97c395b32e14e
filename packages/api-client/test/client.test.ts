import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, hasErrorCode, previewCsvUpload, type Schemas } from '../src/index';

type Problem = Schemas['Problem'];

function problem(status: number, code: string, detail = 'Fehler'): Problem {
  return { type: 'about:blank', title: 'Fehler', status, code, detail };
}

function jsonResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': contentType },
  });
}

/** A client whose fetch answers every request with `respond` and records the requests it saw. */
function setup(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = createApiClient({ baseUrl: 'http://fuelmarket.test', logger, onUnauthorized, fetch });
  return { ...api, requests, logger, onUnauthorized, fetch };
}

const buyer: Schemas['LoggedInUser'] = {
  _id: 'u-buyer-1',
  userId: 'u-buyer-1',
  username: 'kaeufer@nordheiz.de',
  accountId: 'acc-nordheiz',
  type_id: 'buyer',
  admin: false,
  email: 'kaeufer@nordheiz.de',
  firstName: 'Jana',
  lastName: 'Becker',
  account: { id: 'acc-nordheiz', type: 'buyer', platform: 'default', name: 'Nordheiz Handel GmbH' },
  user: { email: 'kaeufer@nordheiz.de', firstName: 'Jana', lastName: 'Becker' },
};

describe('createApiClient HTTP handling (spec §8)', () => {
  it('returns typed data on 200 without logging', async () => {
    const t = setup(() => jsonResponse(200, buyer));
    const { data } = await t.client.GET('/api/user');
    expect(data?.firstName).toBe('Jana');
    expect(t.logger.info).not.toHaveBeenCalled();
    expect(t.logger.error).not.toHaveBeenCalled();
    expect(t.requests[0]?.credentials).toBe('same-origin');
  });

  it('[H1] 401 logs and calls onUnauthorized, then throws ApiError with the Problem code', async () => {
    const body = problem(401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.');
    const t = setup(() => jsonResponse(401, body, 'application/problem+json'));
    const error = await t.client.GET('/api/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      body,
      message: 'Bitte melden Sie sich an.',
    });
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(t.logger.warn).toHaveBeenCalledWith('[api] 401 Unauthorized GET /api/user (UNAUTHENTICATED)');
  });

  it('[H1] a 401 from login (wrong password) is logged but does not log the user out', async () => {
    const t = setup(() => jsonResponse(401, problem(401, 'LOGIN_FAILED'), 'application/problem+json'));
    const error = await t.client
      .POST('/api/auth/login', { body: { username: 'kaeufer@nordheiz.de', password: 'falsch' } })
      .catch((e: unknown) => e);
    expect(hasErrorCode(error, 'LOGIN_FAILED')).toBe(true);
    expect(t.logger.warn).toHaveBeenCalledTimes(1);
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'Bad request'],
    [403, 'FORBIDDEN', 'Forbidden'],
    [404, 'NOT_FOUND', 'Not found'],
    [500, 'INTERNAL_ERROR', 'Internal server error'],
    [503, 'SERVICE_UNAVAILABLE', 'Service unavailable'],
  ])('[H1] %i gets its own console message and throws ApiError', async (status, code, text) => {
    const body = problem(status, code);
    const t = setup(() => jsonResponse(status, body, 'application/problem+json'));
    const error = await t.client.GET('/api/generic/metadata').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, body });
    expect(t.logger.error).toHaveBeenCalledWith(
      `[api] ${status} ${text} GET /api/generic/metadata (${code})`,
    );
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'VERSION_CONFLICT'],
    [422, 'NOT_ENOUGH_VOLUME'],
    [429, 'RATE_LIMITED'],
    [418, undefined],
  ])('[H1] any other error status %i gets the generic message', async (status, code) => {
    const body = code ? problem(status, code) : { unexpected: true };
    const t = setup(() => jsonResponse(status, body));
    const error = await t.client.GET('/api/basket').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, code, body });
    expect(t.logger.error).toHaveBeenCalledWith(
      `[api] Request failed with status ${status} GET /api/basket${code ? ` (${code})` : ''}`,
    );
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a not-enough-volume rejection carries the new available volume in the body', async () => {
    const body: Problem = { ...problem(422, 'NOT_ENOUGH_VOLUME'), context: { newAvailableVolume: 12000 } };
    const t = setup(() => jsonResponse(422, body, 'application/problem+json'));
    const error = await t.client
      .POST('/api/orders', { body: { basketItemIds: ['bi-1'] } })
      .catch((e: unknown) => e);
    expect(hasErrorCode(error, 'NOT_ENOUGH_VOLUME') && error.problem?.context).toEqual({
      newAvailableVolume: 12000,
    });
  });

  it.each([
    [201, 'POST', '/api/favourites'],
    [202, 'POST', '/api/contact'],
    [204, 'DELETE', '/api/favourites/{id}'],
  ] as const)('[H1] success status %i is logged', async (status, method, schemaPath) => {
    const t = setup(() => jsonResponse(status, status === 204 ? null : { message: 'ok' }));
    if (method === 'DELETE') {
      await t.client.DELETE('/api/favourites/{id}', { params: { path: { id: 'fav-1' } } });
    } else if (schemaPath === '/api/contact') {
      await t.client.POST('/api/contact', {
        body: { name: 'Jana Becker', email: 'kaeufer@nordheiz.de', subject: 'Frage', message: 'Hallo' },
      });
    } else {
      await t.client.POST('/api/favourites', {
        body: { name: 'Heizöl Nord', products: [], regions: [], terminals: [], sellers: ['acc-suedoel'] },
      });
    }
    expect(t.logger.info).toHaveBeenCalledWith(`[api] ${status} ${method} ${schemaPath}`);
    expect(t.logger.error).not.toHaveBeenCalled();
  });

  it('a non-JSON error body is kept as text with no code', async () => {
    const t = setup(
      () => new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
    );
    const error = await t.client.GET('/api/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: undefined, body: 'Bad Gateway' });
    expect(t.logger.error).toHaveBeenCalledWith('[api] Request failed with status 502 GET /api/user');
  });

  it('a network failure becomes ApiError with status 0', async () => {
    const t = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await t.client.GET('/api/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: undefined, message: 'fetch failed' });
    expect(t.logger.error).toHaveBeenCalledWith('[api] Network error GET /api/user');
  });

  it('a request the caller cancelled stays an abort, without a logged error', async () => {
    const t = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = t.client.GET('/api/user', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(t.logger.error).not.toHaveBeenCalled();
  });
});

describe('CSRF header', () => {
  it('sends X-Requested-With: fuelmarket on POST, PUT and DELETE but not on GET', async () => {
    const t = setup((request) => jsonResponse(request.method === 'DELETE' ? 204 : 200, { accepted: true }));
    await t.client.GET('/api/metadata/user/store/gtc-accepted');
    await t.client.PUT('/api/metadata/user/store/gtc-accepted', { body: { accepted: true } });
    await t.client.POST('/api/basket/refresh');
    await t.client.DELETE('/api/basket');
    expect(t.requests.map((r) => [r.method, r.headers.get('X-Requested-With')])).toEqual([
      ['GET', null],
      ['PUT', 'fuelmarket'],
      ['POST', 'fuelmarket'],
      ['DELETE', 'fuelmarket'],
    ]);
  });
});

describe('$api (openapi-react-query)', () => {
  it('queries resolve typed data and reject with ApiError, not the raw body', async () => {
    let status = 200;
    const t = setup(() =>
      status === 200 ? jsonResponse(200, buyer) : jsonResponse(status, problem(status, 'NOT_FOUND')),
    );
    const queryClient = new QueryClient();
    const user = await queryClient.fetchQuery(t.$api.queryOptions('get', '/api/user'));
    expect(user.username).toBe('kaeufer@nordheiz.de');
    status = 404;
    queryClient.clear();
    const error = await queryClient
      .fetchQuery(t.$api.queryOptions('get', '/api/user'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('previewCsvUpload', () => {
  it('sends the file as multipart form data with the CSRF header', async () => {
    const preview: Schemas['CsvUploadPreview'] = {
      uploadId: 'up-78',
      fileName: 'angebote-kw49.csv',
      size: 42,
      valid: true,
      created: 1,
      updated: 0,
      deleted: 0,
      errors: [],
    };
    const t = setup(() => jsonResponse(200, preview));
    const file = new Blob(['productId;terminalId\nheizoel-el;tm-hamburg\n'], { type: 'text/csv' });
    const data = await previewCsvUpload(t.client, file, 'angebote-kw49.csv');
    expect(data?.uploadId).toBe('up-78');
    const request = t.requests[0];
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('X-Requested-With')).toBe('fuelmarket');
    const sent = await request?.formData();
    expect(await (sent?.get('file') as File).text()).toContain('heizoel-el;tm-hamburg');
  });
});
