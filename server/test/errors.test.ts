/** Central error handling: 404 problems, validation problems, 503 when the database is down, rollbacks, static files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildServer } from '../src/app.js';
import { openPostgres } from '../src/db/postgres.js';
import { loadContract } from '../src/contract/index.js';
import { FIELD_PROBLEM_CODES } from '../src/errors.js';
import { germanValidationErrors } from '../src/contract/messages.js';
import { CSRF, createTestApp, expectContract, testConfig, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('problems', () => {
  it('uses exactly the field-problem codes the contract names (FieldProblemCode)', () => {
    const schemas = (loadContract().doc.components as { schemas: Record<string, { enum?: string[] }> })
      .schemas;
    expect([...FIELD_PROBLEM_CODES].sort()).toEqual([...(schemas.FieldProblemCode?.enum ?? [])].sort());
  });

  it('names each schema keyword by its code, with the bound only where the code has one', () => {
    const ajv = (keyword: string, params: Record<string, unknown>) => ({
      keyword,
      instancePath: '/sellers',
      params,
    });
    expect(
      germanValidationErrors(
        [ajv('minItems', { limit: 1 }), ajv('maxItems', { limit: 50 }), ajv('uniqueItems', { i: 1, j: 0 })],
        'body',
      ),
    ).toEqual([
      {
        path: '/sellers',
        code: 'too_few',
        limit: 1,
        message: 'Das Feld „sellers“ braucht mindestens 1 Einträge.',
      },
      {
        path: '/sellers',
        code: 'too_many',
        limit: 50,
        message: 'Das Feld „sellers“ darf höchstens 50 Einträge haben.',
      },
      { path: '/sellers', code: 'duplicate', message: 'Das Feld „sellers“ enthält einen Eintrag doppelt.' },
    ]);
    expect(germanValidationErrors([ajv('multipleOf', { multipleOf: 5 })], 'body')).toEqual([
      { path: '/sellers', code: 'invalid', message: 'Das Feld „sellers“ ist ungültig.' },
    ]);
  });

  it('gives a request-validation problem its code and bound beside the German message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: { username: 'x'.repeat(400), password: 'p' },
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'login');
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({ path: '/username', code: 'too_long', limit: expect.any(Number) }),
    );
  });

  it('answers an unknown /api route with a 404 problem', async () => {
    const res = await t.app.inject({ url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({
      type: 'about:blank',
      status: 404,
      code: 'NOT_FOUND',
      title: 'Nicht gefunden',
    });
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'login');
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers a wrong query type with a German problem naming the field', async () => {
    const cookie = await t.login('kaeufer@nordheiz.de');
    const res = await t.app.inject({ url: '/api/user/search?page=abc', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'searchUsers');
    expect(res.json().errors[0]).toMatchObject({ path: '/page' });
    expect(res.json().detail).toMatch(/„page“/);
  });

  it('rolls a failed transaction back completely (no half-written change)', async () => {
    const db = t.testDb.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE accounts SET name = 'Halb geschrieben' WHERE id = 'acc-nordheiz'`);
        await tx.query(
          `INSERT INTO accounts (id, platform_id, type, name) VALUES ('acc-x', 'nope', 'buyer', 'X')`,
        ); // FK violation
      }),
    ).rejects.toThrow();
    const r = await db.query<{ name: string }>(`SELECT name FROM accounts WHERE id = 'acc-nordheiz'`);
    expect(r.rows[0]!.name).toBe('Nordheiz Handel GmbH');
  });
});

describe('database unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a log line and keeps running', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const db = await openPostgres('postgres://postgres@127.0.0.1:1/nowhere');
    const app = await buildServer(testConfig(), {
      db,
      migrate: false,
      seed: false,
      validateResponses: true,
      withMarket: false,
      logger: { level: 'error', stream },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url: '/api/user', headers: { cookie: 'fm_session=abc' } });
        expect(res.statusCode).toBe(503);
        expectContract(res, 'getUser');
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
        expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/); // details are logged, not sent
      }
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: CSRF,
        payload: { username: 'a@b.de', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect(lines.some((l) => /database unavailable/.test(l))).toBe(true);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('static files', () => {
  it('serves STATIC_DIR with a history fallback to index.html for non-/api GETs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fm-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>fuelmarket</title>');
    writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    const app = await buildServer(testConfig({ STATIC_DIR: dir }), {
      db: t.testDb.db,
      migrate: false,
      seed: false,
      logger: false,
      validateResponses: true,
      withMarket: false,
    });
    try {
      const page = await app.inject({ url: '/handelsplatz' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>fuelmarket</title>');
      expect((await app.inject({ url: '/passwort/reset/abc' })).body).toContain('fuelmarket');
      const js = await app.inject({ url: '/app.js' });
      expect(js.body).toBe('console.log(1)');
      expect(js.headers['content-type']).toMatch(/javascript/);
      // A file written after the start (a rebuild) is served; a missing file is a 404, not index.html.
      writeFileSync(path.join(dir, 'later.js'), 'console.log(2)');
      expect((await app.inject({ url: '/later.js' })).body).toBe('console.log(2)');
      const gone = await app.inject({ url: '/assets/gone-1234.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('<title>');
      const api = await app.inject({ url: '/api/nix' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });

  it("serves the build's brotli and gzip files; hashed assets are immutable, index.html is revalidated", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fm-static-'));
    const html = '<!doctype html><title>fuelmarket</title>';
    const js = 'console.log("fuelmarket");'.repeat(100);
    mkdirSync(path.join(dir, 'assets'));
    for (const [file, body] of [
      ['index.html', html],
      ['assets/index-abc123.js', js],
    ] as const) {
      writeFileSync(path.join(dir, file), body);
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
    }
    const app = await buildServer(testConfig({ STATIC_DIR: dir }), {
      db: t.testDb.db,
      migrate: false,
      seed: false,
      logger: false,
      withMarket: false,
    });
    try {
      const get = (url: string, encoding?: string) =>
        app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

      const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);

      const gz = await get('/assets/index-abc123.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

      const plain = await get('/assets/index-abc123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);

      for (const url of ['/', '/index.html', '/handelsplatz']) {
        const page = await get(url, 'br');
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    } finally {
      await app.close();
    }
  });
});
