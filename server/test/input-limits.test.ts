/**
 * What a request may carry: body size, JSON nesting, array lengths, text the database can store, path
 * and query lengths. Oversized or hostile input is refused at once with problem details, before anything
 * is built from it, and the server's memory does not grow with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { expectHardenedAnswer } from './helpers/contract-requests.js';
import { JSON_BODY_LIMIT, MAX_JSON_DEPTH, jsonDepth } from '../src/plugins/bodyLimits.js';
import { loadContract } from '../src/contract/index.js';
import { MAX_PATH_PARAM_LENGTH } from '../src/plugins/errors.js';

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cookie = await t.login(demo.buyer);
});
afterAll(async () => {
  await t?.close();
});

/** A raw HTTP request (no client-side limits), answered with status, headers and body. */
function send(
  method: string,
  path: string,
  body: Buffer | string | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method, headers: { ...CSRF, cookie, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const addBasketItem = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers: { ...CSRF, cookie, 'content-type': 'application/json' },
    payload,
  });

describe('input limits', () => {
  it('a 10 MB body is refused with 413 problem details at once, and memory does not grow with it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    const first = await send('POST', '/api/basket/items', big, { 'content-type': 'application/json' });
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const before = process.memoryUsage();
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      const res = await send('PUT', '/api/account', big, { 'content-type': 'application/json' });
      expect(res.status).toBe(413);
    }
    const perRequest = (performance.now() - started) / 20;
    const after = process.memoryUsage();
    // 200 MB were offered; had they been read, the heap and the buffers would show it.
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(
      32 * 1024 * 1024,
    );
    expect(perRequest).toBeLessThan(500);
  });

  it('a body over the limit without Content-Length (chunked) is cut off at the limit', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/basket/items`,
        {
          method: 'POST',
          headers: { ...CSRF, cookie, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) =>
        err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
      );
      const chunk = Buffer.alloc(16 * 1024, ' ');
      let sent = 0;
      const pump = () => {
        while (sent < 2 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(res).toBe(413);
  });

  it(`JSON bodies up to ${JSON_BODY_LIMIT / 1024} KiB pass the size check`, async () => {
    const res = await addBasketItem(
      JSON.stringify({ offerId: 'x'.repeat(100), volume: 1000, padding: ' '.repeat(JSON_BODY_LIMIT - 200) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED'); // refused by the schema, not by the size
  });

  it('a 100,000-element array is refused (413 by size, before it is parsed)', async () => {
    const res = await send('POST', '/api/orders', JSON.stringify({ items: new Array(100_000).fill('x') }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it(`a 1,000-deep JSON body is refused with 400 before it is parsed (limit ${MAX_JSON_DEPTH} levels)`, async () => {
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    expect(jsonDepth(deep)).toBeGreaterThan(MAX_JSON_DEPTH);
    const res = await addBasketItem(`{"offerId":"o","volume":1,"x":${deep}}`);
    expect(res.statusCode).toBe(400);
    expectContract(res, 'addBasketItem');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringMatching(/verschachtelt/),
    });
    const objects = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    expect((await addBasketItem(objects)).statusCode).toBe(400);
  });

  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('[[1],[2,[3]]]')).toBe(3);
  });

  it('a NUL character or a lone surrogate in any text is refused with 400 naming the field, never stored', async () => {
    const operator = await t.login(demo.operator);
    for (const bad of ['Haupt\u0000straße', '\uD800x', 'x\uDC00']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/account',
        headers: { ...CSRF, cookie: operator },
        payload: { addressLine1: bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expectContract(res, 'updateAccount');
      expect(res.json().errors).toEqual([expect.objectContaining({ path: '/addressLine1' })]);
    }
    const query = await t.app.inject({
      url: `/api/v2/offers/additives?purchaseUnitList=${encodeURIComponent('a\u0000b')}`,
      headers: { cookie },
    });
    expect(query.statusCode).toBe(400);
    const account = await t.app.inject({ url: '/api/account', headers: { cookie: operator } });
    expect(account.json().addressLine1).not.toContain('\u0000');
    expect(account.json().addressLine1).not.toContain('\uFFFD');
    // Proper Unicode, emoji included, is kept as sent.
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { ...CSRF, cookie: operator },
      payload: { addressLine1: 'Ölweg 1 🛢️' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().addressLine1).toBe('Ölweg 1 🛢️');
  });

  it('a path parameter longer than the router matches answers 400 problem details the operation declares, with the security headers', async () => {
    for (const [method, url] of [
      ['GET', `/api/orders/${'x'.repeat(500)}`],
      ['POST', `/api/auth/password-reset/${'k'.repeat(220)}`], // longer than its maxLength (200)
      ['POST', `/api/auth/password-reset/${'k'.repeat(3000)}`],
      ['PUT', `/api/settings/${'s'.repeat(300)}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...CSRF, cookie, 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.length).toBeLessThan(500); // the path is not echoed in full
      expectHardenedAnswer(res, 'overlong path parameter');
      // The test app checks the answer against the operation the address names (setup.ts).
    }
  });

  it('every path parameter the contract allows is within the router’s limit, so its own validation answers', () => {
    const contract = loadContract();
    for (const [id] of contract.operations) {
      const params = contract.routeSchema(id).params?.properties as
        Record<string, { maxLength?: number; enum?: string[] }> | undefined;
      for (const [name, s] of Object.entries(params ?? {})) {
        const longest = s.maxLength ?? Math.max(...(s.enum ?? []).map((v) => v.length));
        expect(longest, `${id} ${name}`).toBeLessThan(MAX_PATH_PARAM_LENGTH);
      }
    }
  });

  it('a malformed percent-encoding in the path answers 400 problem details with the security headers', async () => {
    const res = await t.app.inject({ url: '/api/orders/%E0%A4%A', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expectHardenedAnswer(res, 'malformed path');
  });

  it('a request line or headers over 16 KiB are refused before routing: 431 problem details with the security headers, declared', async () => {
    const contract = loadContract();
    for (const [what, path, headers] of [
      ['request line', `/api/user/search?search=${'x'.repeat(20_000)}`, {}],
      ['20 kB header', '/api/user', { 'x-filler': 'y'.repeat(20_000) }],
    ] as const) {
      const res = await send('GET', path, undefined, headers);
      expect(res.status, what).toBe(431);
      expect(res.headers['content-type'], what).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body), what).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
      expectHardenedAnswer({ headers: res.headers, cookies: [] } as never, what);
      expect(
        contract.validateResponse('getUser', res.status, res.headers['content-type'], JSON.parse(res.body)),
        what,
      ).toEqual([]);
    }
  });

  it('a body that is not JSON, or carries __proto__, says so in German', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: { ...CSRF, cookie, 'content-type': 'text/plain' },
      payload: 'volume=5',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().detail).toMatch(/JSON/);
    const proto = await addBasketItem('{"offerId":"o","volume":1,"__proto__":{"isAdmin":true}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json().detail).toMatch(/__proto__/);
    const broken = await addBasketItem('{"offerId": ');
    expect(broken.json().detail).toBe('Der Inhalt ist kein gültiges JSON.');
  });
});

describe('the contract bounds what a request may carry', () => {
  it('every string a request may send has a maxLength (or is an enum or a date), every array a maxItems, every integer parameter a minimum and a maximum', () => {
    const contract = loadContract();
    const unbounded = new Set<string>();
    const seen = new Set<unknown>();
    const walk = (node: unknown, where: string): void => {
      const n = contract.resolve<Record<string, unknown>>(node);
      if (!n || typeof n !== 'object' || seen.has(n)) return;
      seen.add(n);
      if (Array.isArray(n)) return n.forEach((x, i) => walk(x, `${where}/${i}`));
      const types = ([] as unknown[]).concat(n.type);
      const dated = ['date', 'date-time', 'email', 'uuid'].includes(String(n.format));
      if (types.includes('string') && n.maxLength === undefined && !n.enum && !n.const && !dated)
        unbounded.add(`${where}: string`);
      if (types.includes('array') && n.maxItems === undefined) unbounded.add(`${where}: array`);
      // Integer parameters (path and query): bounded, so 2^31 or 1e308 is refused before any SQL sees it.
      const parameter = !where.includes(' body');
      if (
        parameter &&
        types.includes('integer') &&
        (n.minimum === undefined || n.maximum === undefined) &&
        !n.enum
      )
        unbounded.add(`${where}: integer`);
      for (const [key, value] of Object.entries(n)) {
        if (key === 'examples' || key === 'example' || key === 'default') continue;
        walk(value, `${where}/${key}`);
      }
    };
    for (const [id] of contract.operations) {
      const schema = contract.routeSchema(id);
      for (const part of ['params', 'querystring', 'body'] as const) {
        const s = schema[part];
        if (s) walk(JSON.parse(JSON.stringify(s).replaceAll('openapi.json#/', '#/')), `${id} ${part}`);
      }
    }
    expect([...unbounded]).toEqual([]);
  });

  it('a filter with more ids than the contract allows is refused with 400 naming the parameter', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `productIds=p${i}`).join('&');
    const res = await t.app.inject({ url: `/api/v2/offers?${ids}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/productIds' })]);
  });
});
