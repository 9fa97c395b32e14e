/**
 * PUBLIC_URL: the one source of the deployment's address. Links in mails, the CSRF Origin check and the
 * session cookie's Secure flag and name come from it, never from the request's Host header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import { loadConfig } from '../src/config.js';

let testDb: TestDb;
let local: TestApp; // no PUBLIC_URL: the server's own http://127.0.0.1:<port>
let https: TestApp; // PUBLIC_URL=https://app.fuelmarket.example
beforeAll(async () => {
  testDb = await createTestDb();
  local = await createTestApp({ testDb });
  https = await createTestApp({ testDb, env: { PUBLIC_URL: 'https://app.fuelmarket.example/' } });
});
afterAll(async () => {
  await local?.close();
  await https?.close();
  await testDb?.cleanup();
});

const login = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CSRF, ...headers },
    payload: { username: demo.seller, password: DEMO_PASSWORD },
  });

async function lastMailTo(email: string): Promise<string> {
  await local.app.jobs.idle();
  await https.app.jobs.idle();
  const r = await testDb.db.query<{ body: string }>(
    `SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return r.rows[0]!.body;
}

describe('PUBLIC_URL configuration', () => {
  it('is optional on a loopback HOST and normalised to an origin without a trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://ch.fuelmarket.example/' }).publicUrl).toBe(
      'https://ch.fuelmarket.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:5173' }).publicUrl).toBe('http://127.0.0.1:5173');
  });

  it.each([
    ['fuelmarket.example', /not an absolute URL/],
    ['ftp://fuelmarket.example', /scheme ftp: is not http or https/],
    ['https://fuelmarket.example/app', /it has the path \/app/],
    ['https://fuelmarket.example/?x=1', /query or fragment/],
    ['https://fuelmarket.example#top', /query or fragment/],
    ['https://user:pw@fuelmarket.example', /credentials/],
  ])('rejects %s with a clear message', (value, why) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(why);
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/^Invalid PUBLIC_URL/);
  });

  it('is required when the server listens beyond loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL is required when HOST is 0\.0\.0\.0/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example' }).publicUrl).toBe(
      'https://x.example',
    );
  });

  it('defaults to the port actually bound when PORT=0', async () => {
    const t = await createTestApp({ testDb });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as { port: number }).port;
      expect(t.app.publicUrl).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await t.close();
    }
  });
});

describe('password-reset links', () => {
  it('take their origin from PUBLIC_URL, never from the Host header', async () => {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { ...CSRF, host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
      payload: { email: demo.seller2 },
    });
    expect(res.statusCode).toBe(202);
    const body = await lastMailTo(demo.seller2);
    expect(body).toMatch(/https:\/\/app\.fuelmarket\.example\/passwort\/reset\/[\w-]{43}\n/);
    expect(body).not.toMatch(/evil/);
  });

  it('point at the server itself when no PUBLIC_URL is set', async () => {
    await local.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { ...CSRF, host: 'evil.example' },
      payload: { email: demo.parent },
    });
    const body = await lastMailTo(demo.parent);
    expect(body).toContain(`${local.app.publicUrl}/passwort/reset/`);
    expect(body).not.toMatch(/evil/);
  });
});

describe('CSRF Origin check', () => {
  it('accepts only an Origin equal to PUBLIC_URL, whatever Host the request names', async () => {
    const ok = await login(https, { origin: 'https://app.fuelmarket.example' });
    expect(ok.statusCode).toBe(200);
    // The sender picks Host: an Origin that matches only the Host header proves nothing.
    const spoofed = await login(https, { host: 'evil.example', origin: 'https://evil.example' });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().code).toBe('CSRF_REJECTED');
    const otherScheme = await login(https, { origin: 'http://app.fuelmarket.example' });
    expect(otherScheme.statusCode).toBe(403);
  });

  it('without PUBLIC_URL accepts the server\u2019s own origin only', async () => {
    expect((await login(local, { origin: local.app.publicUrl })).statusCode).toBe(200);
    const res = await login(local, { host: 'evil.example', origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe('session cookie', () => {
  it('is __Host-fm_session, Secure, Path=/, without Domain when PUBLIC_URL is https, whatever the Host', async () => {
    for (const host of ['127.0.0.1:8080', 'localhost', 'app.fuelmarket.example']) {
      const res = await login(https, { host });
      const c = res.cookies.find((x) => x.name === '__Host-fm_session');
      expect(c, host).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(c!.domain).toBeUndefined();
      expect(res.cookies.find((x) => x.name === 'fm_session')).toBeUndefined();
      expect(res.cookies.find((x) => x.name === '__Host-fm_signed_in')).toMatchObject({
        value: '1',
        secure: true,
        path: '/',
      });
      const user = await https.app.inject({
        url: '/api/user',
        headers: { cookie: `__Host-fm_session=${c!.value}` },
      });
      expect(user.statusCode).toBe(200);
    }
  });

  it('is fm_session without Secure over http, even when the Host header names a remote host', async () => {
    const res = await login(local, { host: 'fuelmarket.example' });
    const c = res.cookies.find((x) => x.name === 'fm_session');
    expect(c).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(c!.secure).toBeFalsy();
  });
});
