/**
 * A session belongs to its user's platform: two servers of different brands on one database (as a Swiss and
 * a default deployment sharing a PostgreSQL server may) do not accept each other's sessions or reset links.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL (the shared database of two deployments).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../src/features/auth/sessions.js';
import { resetTokensRepo } from '../src/features/auth/resetTokens.js';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import './helpers/setup.js';

const SETTING = '/api/settings/ACCOUNT_RANKING_OPTIONS';
const selection = {
  terminalSelected: [],
  deliveryAddressSelected: [],
  productSelected: ['heizoel-el'],
  accountSelected: [],
  dateRangeSelected: null,
  dayQuery: 30,
};

describe('a session is valid only on the server of its platform', () => {
  let testDb: TestDb;
  let ch: TestApp;
  let de: TestApp;
  beforeAll(async () => {
    testDb = await createTestDb();
    ch = await createTestApp({ testDb, env: { BRAND: 'ch' } });
    // With the session memory on, as deployed: the platform check holds for a kept session too.
    de = await createTestApp({ testDb, env: { SESSION_CACHE_MS: '5000' } });
  });
  afterAll(async () => {
    await de?.close();
    await ch?.close();
    await testDb?.cleanup();
  });

  const getUser = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });
  const saveSetting = (t: TestApp, cookie: string) =>
    t.app.inject({
      method: 'PUT',
      url: SETTING,
      headers: { ...CSRF, cookie },
      payload: { value: selection },
    });

  it('[S-L3] a Swiss session is 401 on the default server, reads and writes alike, and stays valid on its own', async () => {
    const cookie = await ch.login(demo.chBuyer);
    expect((await getUser(ch, cookie)).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      // Twice: the second time from the default server's session memory.
      const user = await getUser(de, cookie);
      expectContract(user, 'getUser');
      expect(user.statusCode, user.body).toBe(401);
      expect(user.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const write = await saveSetting(de, cookie);
      expectContract(write, 'saveSetting');
      expect(write.statusCode, write.body).toBe(401);
    }
    const saved = await testDb.db.query(
      `SELECT 1 FROM user_settings s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [demo.chBuyer],
    );
    expect(saved.rows).toEqual([]);

    // Neither ended nor its cookie cleared: the Swiss server still knows its user.
    const own = await getUser(ch, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: demo.chBuyer, account: { platform: 'ch' } });
  });

  it('[S-L3] a default session is 401 on the Swiss server', async () => {
    const cookie = await de.login(demo.buyer);
    expect((await getUser(de, cookie)).statusCode).toBe(200);
    expect((await getUser(ch, cookie)).statusCode).toBe(401);
    expect((await saveSetting(ch, cookie)).statusCode).toBe(401);
  });

  it('[S-L3] each server logs in only the users of its platform', async () => {
    const res = await de.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: demo.chBuyer, password: 'Demo!2026' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('[S-L3] a password reset link of a Swiss user does nothing on the default server', async () => {
    const key = newToken();
    const user = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
      demo.chBuyer,
    ]);
    await resetTokensRepo(testDb.db).create(user.rows[0]!.id, hashToken(key), de.clock.now(), 30);
    const payload = { password: 'Alpen!Neu2027', passwordConfirmation: 'Alpen!Neu2027' };
    const post = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: `/api/auth/password-reset/${key}`, headers: CSRF, payload });

    const elsewhere = await post(de);
    expectContract(elsewhere, 'setPasswordByKey');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED' });
    // The link is still good on its own platform's server.
    expect((await post(ch)).statusCode).toBe(204);
  });
});
