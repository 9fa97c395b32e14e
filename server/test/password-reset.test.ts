/** Password reset: same answer for unknown accounts, hashed single-use 30-minute tokens, password rules. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { hashToken } from '../src/features/auth/sessions.js';
import { emailKey } from '../src/features/auth/resetTokens.js';
import type { Queryable } from '../src/db/types.js';
import { passwordMeetsRules } from '../src/features/auth/password.js';

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
  await t.app.jobs.idle(); // the mail is written after the response
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
    await t.app.jobs.idle();
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

describe('password reset: nothing in the answer tells a known address from an unknown one', () => {
  /** The SQL run before the answer (the jobs after it are captured, not run) and the captured jobs. */
  async function foreground(email: string) {
    const statements: string[] = [];
    const db = t.testDb.db;
    const record = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        statements.push(sql.replace(/\s+/g, ' ').trim());
        return q.query(sql, params);
      },
    });
    const jobs: (() => Promise<void>)[] = [];
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    const spies = [
      vi.spyOn(db, 'query').mockImplementation(record({ query }).query),
      vi.spyOn(db, 'transaction').mockImplementation((fn) => {
        statements.push('BEGIN');
        return transaction((tx) => fn(record(tx)));
      }),
      vi.spyOn(t.app.jobs, 'run').mockImplementation((_name, fn) => void jobs.push(fn)),
    ];
    try {
      const res = await request(email);
      return { res, statements, jobs };
    } finally {
      for (const s of spies) s.mockRestore();
    }
  }

  it('does the same database work before answering and sends the mail only after it', async () => {
    const known = await foreground(demo.seller2);
    const unknown = await foreground('niemand-bekannt@nordheiz.de');
    expect(known.res.statusCode).toBe(202);
    expect(unknown.res.body).toBe(known.res.body);
    expect(known.statements).toEqual(unknown.statements);
    expect(known.statements).toEqual([
      'INSERT INTO password_reset_requests (email_key, requested_at) VALUES ($1, $2)',
    ]);
    // Both requests are on record; the unknown address only as a hash.
    const rows = await t.testDb.db.query<{ email_key: string }>(
      `SELECT email_key FROM password_reset_requests ORDER BY id DESC LIMIT 2`,
    );
    expect(rows.rows.map((r) => r.email_key)).toEqual([
      emailKey('niemand-bekannt@nordheiz.de'),
      emailKey(demo.seller2),
    ]);
    // The mail comes from the job that runs after the answer.
    const before = await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    expect(known.jobs).toHaveLength(1);
    expect(unknown.jobs).toHaveLength(1);
    await unknown.jobs[0]!();
    await known.jobs[0]!();
    const after = await t.testDb.db.query<{ n: number; last: string }>(
      `SELECT count(*)::int AS n, (SELECT recipient FROM mail_outbox ORDER BY id DESC LIMIT 1) AS last FROM mail_outbox`,
    );
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(1);
    expect(after.rows[0]!.last).toBe(demo.seller2);
  });

  it('sends at most 3 mails per address in 15 minutes, with the same 202 for every request', async () => {
    const count = async () =>
      (
        await t.testDb.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1`,
          [demo.seller],
        )
      ).rows[0]!.n;
    t.clock.advance(16 * 60_000); // earlier tests' requests for this address are out of the window
    const start = await count();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request(i % 2 ? demo.seller.toUpperCase() : demo.seller));
    await t.app.jobs.idle();
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await count()) - start).toBe(3);
    t.clock.advance(15 * 60_000 + 1000);
    await request(demo.seller);
    await t.app.jobs.idle();
    expect((await count()) - start).toBe(4);
  });
});
