/** Per-client limits on login and password reset: 429 problem details RATE_LIMITED with Retry-After. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import { loadConfig } from '../src/config.js';

let testDb: TestDb;
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  testDb = await createTestDb();
  const limits = { LOGIN_RATE_LIMIT: '3', PASSWORD_RESET_RATE_LIMIT: '2' };
  t = await createTestApp({ testDb, env: limits });
  proxied = await createTestApp({ testDb, env: { ...limits, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  await testDb?.cleanup();
});

const login = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { ...CSRF, ...headers },
    payload: { username: demo.seller, password: DEMO_PASSWORD },
  });
const reset = (remoteAddress: string, email: string = demo.seller2) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    remoteAddress,
    headers: CSRF,
    payload: { email },
  });

describe('rate limits', () => {
  it('defaults: 30 logins a minute and 10 resets in 15 minutes per client, 3 reset mails per address', () => {
    const c = loadConfig({});
    expect([c.loginRateLimit, c.passwordResetRateLimit, c.passwordResetMailsPerAddress]).toEqual([30, 10, 3]);
  });

  it('answers 429 RATE_LIMITED to a client over its login limit; other clients go on', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, '10.0.0.1')).statusCode).toBe(200);
    const limited = await login(t, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expectContract(limited, 'login');
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Zu viele Anfragen' });
    expect(limited.json().detail).toMatch(/Bitte versuchen Sie es in einer Minute erneut/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, '10.0.0.2')).statusCode).toBe(200);
  });

  it('answers 429 to a client over its password-reset limit, whatever the address asked for', async () => {
    expect((await reset('10.0.1.1')).statusCode).toBe(202);
    expect((await reset('10.0.1.1', 'unbekannt@nordheiz.de')).statusCode).toBe(202);
    const limited = await reset('10.0.1.1', 'noch-einer@nordheiz.de');
    expect(limited.statusCode).toBe(429);
    expectContract(limited, 'requestPasswordReset');
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.json().detail).toMatch(/in 15 Minuten/);
    expect((await reset('10.0.1.2')).statusCode).toBe(202);
    // Setting a password by key counts against the same limit.
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      remoteAddress: '10.0.1.1',
      headers: CSRF,
      payload: { password: 'Heizoel!2027', passwordConfirmation: 'Heizoel!2027' },
    });
    expect(byKey.statusCode).toBe(429);
    expectContract(byKey, 'setPasswordByKey');
  });

  it('behind a trusted proxy (TRUST_PROXY) the client is the X-Forwarded-For address', async () => {
    const via = (client: string) => login(proxied, '127.0.0.1', { 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await via('203.0.113.7')).statusCode).toBe(200);
    expect((await via('203.0.113.7')).statusCode).toBe(429);
    expect((await via('203.0.113.8')).statusCode).toBe(200);
    // Without TRUST_PROXY the header is ignored: a sender cannot pick a fresh address per request.
    for (let i = 0; i < 3; i++) await login(t, '10.0.2.1', { 'x-forwarded-for': `198.51.100.${i}` });
    expect((await login(t, '10.0.2.1', { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
  });
});
