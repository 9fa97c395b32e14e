/** Login, lockout, sessions (rotation, idle/absolute expiry, blocking), CSRF, password hashing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF,
  DEMO_PASSWORD,
  createTestApp,
  demo,
  expectContract,
  sessionCookie,
  type TestApp,
} from './helpers/app.js';
import { OWASP_SCRYPT, loadConfig } from '../src/config.js';
import { hashPassword, parseHash, verifyPassword } from '../src/features/auth/password.js';

let t: TestApp;
beforeAll(async () => {
  // With the session memory on, as in production: blocking and logout must still act at once.
  t = await createTestApp({ env: { SESSION_CACHE_MS: '5000' } });
});
afterAll(async () => t?.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CSRF, ...headers },
    payload: { username, password },
  });
const getUser = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });

describe('login', () => {
  it('logs in by e-mail in any case and returns the logged-in user of §3/§7', async () => {
    const res = await login('KAEUFER@Nordheiz.DE', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expectContract(res, 'login');
    expect(res.json()).toMatchObject({
      _id: 'u-buyer-1',
      userId: 'u-buyer-1',
      username: 'kaeufer@nordheiz.de',
      accountId: 'acc-nordheiz',
      type_id: 'buyer',
      account: { id: 'acc-nordheiz', type: 'buyer', platform: 'default', name: 'Nordheiz Handel GmbH' },
      user: { email: 'kaeufer@nordheiz.de', firstName: 'Jana', lastName: 'Becker' },
    });
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie of 256 bits (Secure from PUBLIC_URL, see public-url.test.ts)', async () => {
    const res = await login(demo.seller, DEMO_PASSWORD);
    const c = res.cookies.find((x) => x.name === 'fm_session')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.secure).toBeFalsy(); // the test app has no PUBLIC_URL: http://127.0.0.1
    expect(Buffer.from(c.value, 'base64url').length).toBe(32);
    // The companion the app reads on /login: no secret, readable by scripts, the same lifetime.
    const hint = res.cookies.find((x) => x.name === 'fm_signed_in')!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: c.maxAge });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('stores only the SHA-256 hash of the session id', async () => {
    const cookie = await t.login(demo.seller2);
    const raw = cookie.split('=')[1]!;
    const rows = await t.testDb.db.query<{ id_hash: string }>(
      `SELECT id_hash FROM sessions WHERE user_id = 'u-seller-2'`,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((r) => r.id_hash === raw)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('[M1] answers LOGIN_FAILED for a wrong password and for an unknown user alike', async () => {
    const wrong = await login(demo.admin, 'Falsch!2026');
    const unknown = await login('niemand@nirgendwo.de', 'Falsch!2026');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expectContract(res, 'login');
      expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED', status: 401 });
    }
    expect(wrong.json().detail).toBe(unknown.json().detail);
    await t.testDb.db.query(`UPDATE users SET failed_attempts = 0 WHERE id = 'u-admin-1'`);
  });

  it('only lets users of the instance platform (BRAND) log in', async () => {
    const res = await login(demo.chBuyer, DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_FAILED');
  });

  it('[M1] locks the account after 5 failed attempts, even for the right password afterwards', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await login(demo.buyer2, `Falsch!${i}aaa`);
      expect(res.statusCode).toBe(401);
    }
    const fifth = await login(demo.buyer2, 'Falsch!5aaa');
    expect(fifth.statusCode).toBe(403);
    expectContract(fifth, 'login');
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(fifth.json().detail).toMatch(/5 fehlgeschlagenen/);
    const right = await login(demo.buyer2, DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('[M1] a password reset unlocks the locked account', async () => {
    // demo.buyer2 is locked by the previous test.
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: CSRF,
      payload: { email: demo.buyer2 },
    });
    expect(req.statusCode).toBe(202);
    await t.app.jobs.idle(); // the mail is written after the response
    const mail = await t.testDb.db.query<{ body: string }>(
      `SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [demo.buyer2],
    );
    const key = /passwort\/reset\/([\w-]+)/.exec(mail.rows[0]!.body)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-reset/${key}`,
      headers: CSRF,
      payload: { password: 'Neu!Passwort1', passwordConfirmation: 'Neu!Passwort1' },
    });
    expect(set.statusCode).toBe(204);
    expect((await login(demo.buyer2, 'Neu!Passwort1')).statusCode).toBe(200);
  });

  it('resets the failed-attempt counter after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login(demo.seller, 'Falsch!xx1');
    expect((await login(demo.seller, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(demo.seller, 'Falsch!xx1')).statusCode).toBe(401);
    expect((await login(demo.seller, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects a malformed login with 400 VALIDATION_FAILED and a German detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'login');
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '/password' }] });
    expect(res.json().detail).toMatch(/Pflichtfeld/);
  });
});

describe('sessions', () => {
  it('rotates the session id at login: the previous id stops working', async () => {
    const first = await t.login(demo.seller);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CSRF, cookie: first },
      payload: { username: demo.seller, password: DEMO_PASSWORD },
    });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('ends the session at logout', async () => {
    const cookie = await t.login(demo.seller);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expectContract(out, 'logout');
    const after = await getUser(cookie);
    expect(after.statusCode).toBe(401);
    expectContract(after, 'getUser');
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('POST /api/auth/logout with the CSRF header ends the session (endSession)', async () => {
    const cookie = await t.login(demo.seller);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...CSRF, cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(204);
    expectContract(out, 'endSession');
    expect(out.cookies.find((c) => c.name === 'fm_session')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'fm_signed_in')?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: CSRF });
    expect(again.statusCode).toBe(204); // also without a session
  });

  it('POST /api/auth/logout without the CSRF header or from another site is refused; the session stays', async () => {
    const cookie = await t.login(demo.seller);
    const attempts = [
      { cookie },
      { ...CSRF, cookie, 'sec-fetch-site': 'cross-site' },
      { ...CSRF, cookie, origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(403);
      expectContract(res, 'endSession');
      expect(res.json().code).toBe('CSRF_REJECTED');
    }
    expect((await getUser(cookie)).statusCode).toBe(200);
  });

  it('GET /api/logout refuses cross-site requests with 403 CSRF_REJECTED and keeps the session', async () => {
    const cookie = await t.login(demo.seller);
    const attempts = [
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie, origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ url: '/api/logout', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expectContract(res, 'logout');
      expect(res.json().code).toBe('CSRF_REJECTED');
      expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
    }
    expect((await getUser(cookie)).statusCode).toBe(200);
    // Typed into the address bar (Sec-Fetch-Site: none) or fetched by the app itself: logged out.
    const typed = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'none' } });
    expect(typed.statusCode).toBe(204);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('expires after 30 minutes without a request (idle timeout), not before', async () => {
    const cookie = await t.login(demo.seller);
    t.clock.advance(29 * 60_000);
    expect((await getUser(cookie)).statusCode).toBe(200); // activity resets the idle timer
    t.clock.advance(29 * 60_000);
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('expires 12 hours after login even when active (absolute timeout)', async () => {
    const cookie = await t.login(demo.seller);
    for (let m = 20; m <= 11 * 60 + 40; m += 20) {
      t.clock.advance(20 * 60_000); // active every 20 minutes: never idle
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(19 * 60_000); // 11 h 59 min since login
    expect((await getUser(cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000); // 12 h 01 min
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('[BL1] blocking a user ends their sessions and refuses their login', async () => {
    const victim = await t.login(demo.seller2);
    expect((await getUser(victim)).statusCode).toBe(200); // now in the instance's memory
    const op = await t.login(demo.operator);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/users/u-seller-2/block',
      headers: { ...CSRF, cookie: op },
      payload: { blocked: true, reason: 'Test' },
    });
    expect(res.statusCode).toBe(200);
    expectContract(res, 'setUserBlocked');
    expect((await getUser(victim)).statusCode).toBe(401);
    const again = await login(demo.seller2, DEMO_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('USER_BLOCKED');
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/users/u-seller-2/block',
      headers: { ...CSRF, cookie: op },
      payload: { blocked: false },
    });
    expect((await login(demo.seller2, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('[BL1] blocking a company blocks all its users and its child accounts\u2019 users', async () => {
    const parent = await t.login(demo.parent);
    const child = await t.login(demo.child);
    expect((await getUser(parent)).statusCode).toBe(200); // now in the instance's memory
    expect((await getUser(child)).statusCode).toBe(200);
    const op = await t.login(demo.operator);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/accounts/acc-aviaten/block',
      headers: { ...CSRF, cookie: op },
      payload: { blocked: true, reason: 'Zahlungsverzug' },
    });
    expect(res.statusCode).toBe(200);
    expectContract(res, 'setCompanyBlocked');
    expect(res.json()).toMatchObject({
      id: 'acc-aviaten',
      blocked: true,
      reason: 'Zahlungsverzug',
      affectedUsers: 3,
    });
    expect((await getUser(parent)).statusCode).toBe(401);
    expect((await getUser(child)).statusCode).toBe(401);
    expect((await login(demo.child, DEMO_PASSWORD)).json().code).toBe('USER_BLOCKED');
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/accounts/acc-aviaten/block',
      headers: { ...CSRF, cookie: op },
      payload: { blocked: false },
    });
    expect((await login(demo.child, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('[BL1] a session of a company blocked directly in the database ends at once, though the instance kept it in memory', async () => {
    const cookie = await t.login(demo.seller2);
    expect((await getUser(cookie)).statusCode).toBe(200); // now in the instance's memory
    // No route of this instance wrote it: the database's NOTIFY (migration 090) empties the memory.
    await t.testDb.db.query(`UPDATE accounts SET blocked = true WHERE id = 'acc-rheintank'`);
    await expect.poll(async () => (await getUser(cookie)).statusCode, { timeout: 2000 }).toBe(401);
    await t.testDb.db.query(`UPDATE accounts SET blocked = false WHERE id = 'acc-rheintank'`);
  });

  it('keeps a checked session in memory: a repeated request does not ask the database for it', async () => {
    const cookie = await t.login(demo.seller2);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // A change the triggers do not announce (last_seen only): the kept row answers, unchanged.
    const expired = new Date(t.clock.now().getTime() - 60_000);
    await t.testDb.db.query(`UPDATE sessions SET expires_at = $1`, [expired]);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // Once forgotten (any session deleted anywhere NOTIFYs), the database's answer counts again.
    t.app.forgetSessions();
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('only the platform operator may block (403 for an account admin)', async () => {
    const cookie = await t.login(demo.buyer);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/users/u-seller-1/block',
      headers: { ...CSRF, cookie },
      payload: { blocked: true },
    });
    expect(res.statusCode).toBe(403);
    expectContract(res, 'setUserBlocked');
  });
});

describe('CSRF', () => {
  const put = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/metadata/user/store/gtc-accepted',
      headers,
      payload: { accepted: true },
    });

  it('rejects a state-changing request without X-Requested-With', async () => {
    const cookie = await t.login(demo.buyer);
    const res = await put({ cookie });
    expect(res.statusCode).toBe(403);
    expectContract(res, 'acceptGtc');
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('rejects a cross-site Origin and Sec-Fetch-Site even with the header', async () => {
    const cookie = await t.login(demo.buyer);
    const cross = await put({
      ...CSRF,
      cookie,
      host: 'app.fuelmarket.example',
      origin: 'https://evil.example',
    });
    expect(cross.json().code).toBe('CSRF_REJECTED');
    const site = await put({ ...CSRF, cookie, 'sec-fetch-site': 'cross-site' });
    expect(site.json().code).toBe('CSRF_REJECTED');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CSRF, 'sec-fetch-site': 'same-site' },
      payload: { username: demo.buyer, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('CSRF_REJECTED');
  });

  it('accepts same-origin requests', async () => {
    const cookie = await t.login(demo.buyer);
    const res = await put({
      ...CSRF,
      cookie,
      origin: t.app.publicUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters (N=2^17, r=8, p=1) by default in production config', async () => {
    const config = loadConfig({});
    expect(config.passwordHashCost).toBe(2 ** 17);
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Demo!2026', config.passwordHashCost);
    const parsed = parseHash(hash)!;
    expect([parsed.N, parsed.r, parsed.p]).toEqual([131072, 8, 1]);
    expect(parsed.salt.length).toBe(16);
    expect(await verifyPassword('Demo!2026', hash)).toBe(true);
    expect(await verifyPassword('demo!2026', hash)).toBe(false);
    expect(hash).not.toBe(await hashPassword('Demo!2026', 1024)); // salted
  });
});
