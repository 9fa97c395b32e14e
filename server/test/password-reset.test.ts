/** Password reset: same answer for unknown accounts, hashed single-use 30-minute tokens, password rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { hashToken } from '../src/repositories/sessions.js';
import { passwordMeetsRules } from '../src/auth/password.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const request = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: CSRF, payload: { email } });
const setPw = (key: string, password: string, passwordConfirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/password-reset/${key}`,
    headers: CSRF,
    payload: { password, passwordConfirmation },
  });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { username, password } });

async function latestKey(email: string): Promise<string> {
  const r = await t.testDb.db.query<{ body: string }>(
    `SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return /passwort\/reset\/([\w-]+)/.exec(r.rows[0]!.body)![1]!;
}

describe('password reset', () => {
  it('answers the same 202 for an existing and an unknown account; only the existing gets a mail', async () => {
    const before = await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    const known = await request(demo.seller);
    const unknown = await request('gibt-es-nicht@nordheiz.de');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expectContract(known, 'requestPasswordReset');
    expect(unknown.body).toBe(known.body);
    const after = await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(1);
  });

  it('stores the 256-bit token only as a hash, valid for 30 minutes', async () => {
    await request(demo.seller2);
    const key = await latestKey(demo.seller2);
    expect(Buffer.from(key, 'base64url').length).toBe(32);
    const r = await t.testDb.db.query<{ token_hash: string; created_at: Date; expires_at: Date }>(
      `SELECT t.token_hash, t.created_at, t.expires_at FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [demo.seller2],
    );
    expect(r.rows.map((x) => x.token_hash)).toContain(hashToken(key));
    expect(r.rows.map((x) => x.token_hash)).not.toContain(key);
    const row = r.rows.find((x) => x.token_hash === hashToken(key))!;
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(30 * 60_000);
  });

  it('[M1] sets the new password with a valid key, ends the user\u2019s sessions, and the key is single use', async () => {
    const session = await t.login(demo.buyer);
    await request(demo.buyer);
    const key = await latestKey(demo.buyer);
    const ok = await setPw(key, 'Heizoel!2027');
    expect(ok.statusCode).toBe(204);
    expectContract(ok, 'setPasswordByKey');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: session } })).statusCode).toBe(401);
    expect((await login(demo.buyer, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(demo.buyer, 'Heizoel!2027')).statusCode).toBe(200);
    const reused = await setPw(key, 'Nochmal!2028');
    expect(reused.statusCode).toBe(400);
    expectContract(reused, 'setPasswordByKey');
    expect(reused.json().code).toBe('RESET_LINK_EXPIRED');
  });

  it('[M1] rejects an expired key (after 30 minutes)', async () => {
    await request(demo.parent);
    const key = await latestKey(demo.parent);
    t.clock.advance(30 * 60_000 + 1000);
    const res = await setPw(key, 'Heizoel!2027');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'RESET_LINK_EXPIRED',
      detail: expect.stringMatching(/abgelaufen/),
    });
    expect((await login(demo.parent, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('[M1] rejects a wrong key', async () => {
    const res = await setPw('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Heizoel!2027');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_LINK_EXPIRED');
  });

  it('[V4][M1] requires both entries to match (PASSWORDS_NOT_IDENTICAL) and keeps the key usable', async () => {
    await request(demo.child);
    const key = await latestKey(demo.child);
    const res = await setPw(key, 'Heizoel!2027', 'Heizoel!2028');
    expect(res.statusCode).toBe(400);
    expectContract(res, 'setPasswordByKey');
    expect(res.json().code).toBe('PASSWORDS_NOT_IDENTICAL');
    expect((await setPw(key, 'Heizoel!2027')).statusCode).toBe(204);
  });

  it('[V4] enforces the password rules of §5 (PASSWORD_RULES)', async () => {
    await request(demo.operator);
    const key = await latestKey(demo.operator);
    for (const bad of ['heizoel!2027', 'HEIZOEL!2027', 'Heizoelxyz', 'heizÖl!2027']) {
      const res = await setPw(key, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('PASSWORD_RULES');
    }
    const short = await setPw(key, 'Ab1!');
    expect(short.statusCode).toBe(400); // under 8 characters fails the contract's minLength
    expect((await setPw(key, 'Heizoel2027')).statusCode).toBe(204); // a digit without special character
  });

  it('[V4] password rule unit: 8+ chars, lower, upper A-Z (no umlauts), digit and/or ! ? $ # %', () => {
    expect(passwordMeetsRules('Abcdefg1')).toBe(true);
    expect(passwordMeetsRules('Abcdefg!')).toBe(true);
    expect(passwordMeetsRules('Abcdef?%')).toBe(true);
    expect(passwordMeetsRules('Abcdef1')).toBe(false);
    expect(passwordMeetsRules('abcdefg1')).toBe(false);
    expect(passwordMeetsRules('ABCDEFG1')).toBe(false);
    expect(passwordMeetsRules('Äbcdefg1')).toBe(false);
    expect(passwordMeetsRules('Abcdefgh')).toBe(false);
    expect(passwordMeetsRules('Abcdefg&')).toBe(false);
  });
});
