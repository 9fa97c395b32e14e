/**
 * The login lock's mail (M7): the failure that locks an account mails its owner once, in the brand's
 * name, with a working reset link and the attempts' times, IP addresses and user agents.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { brandIds, brands, type BrandId } from '@fuelmarket/brands';
import { CSRF, createTestApp, demo, type TestApp } from './helpers/app.js';

/** A known user of each brand's platform (demo data). */
const userOf: Record<BrandId, { login: string; email: string }> = {
  default: { login: demo.buyer2, email: demo.buyer2 },
  ch: { login: demo.chBuyer, email: demo.chBuyer },
  at: { login: demo.atBuyer, email: demo.atBuyer },
};

/** 2 March 2026, 13:04:05 UTC: 14:04:05 in Berlin and Zurich (CET). */
const START = Date.parse('2026-03-02T13:04:05Z');
const IP = '203.0.113.7';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Testbrowser/1.0';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function appFor(brand: BrandId): Promise<TestApp> {
  const t = await createTestApp({ env: { BRAND: brand } });
  apps.push(t);
  t.clock.t = START;
  return t;
}

const login = (t: TestApp, username: string, password: string, remoteAddress = IP) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CSRF, 'user-agent': AGENT },
    remoteAddress,
    payload: { username, password },
  });

const lockMails = async (t: TestApp, to: string) =>
  (
    await t.testDb.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%gesperrt' ORDER BY id`,
      [to],
    )
  ).rows;

describe('the mail about a locked account', () => {
  for (const brand of brandIds) {
    it(`[M7][M1] ${brand}: the fifth failure mails the owner once, with time, IP, user agent and a working reset link`, async () => {
      const t = await appFor(brand);
      const { login: username, email } = userOf[brand];
      for (let i = 1; i <= 5; i++) {
        const res = await login(t, username, `Falsch!${i}aaa`);
        expect(res.statusCode).toBe(i < 5 ? 401 : 403);
        t.clock.advance(1000);
      }
      // Locked: neither more failures nor the right password mail again.
      expect((await login(t, username, 'Falsch!6aaa', '198.51.100.9')).json().code).toBe('ACCOUNT_LOCKED');
      expect((await login(t, username, 'Demo!2026')).json().code).toBe('ACCOUNT_LOCKED');

      const mails = await lockMails(t, email);
      expect(mails).toHaveLength(1);
      const { subject, body } = mails[0]!;
      const name = brands[brand].displayName;
      expect(subject).toBe(`${name}: Ihr Konto wurde gesperrt`);
      expect(body).toContain(`Ihr Zugang zu ${name} wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt`);
      // Every attempt, local time to the second; the one after the lock is none of them.
      for (let s = 5; s <= 9; s++) expect(body).toContain(`02.03.2026, 14:04:0${s}`);
      expect(body.split(IP).length - 1).toBe(5);
      expect(body).toContain(AGENT);
      expect(body).not.toContain('198.51.100.9');
      expect(body).toContain(brands[brand].company.supportContact.email);

      // The link is the password-reset key, still valid the next morning; the new password unlocks.
      const key = /\/passwort\/reset\/([\w-]+)/.exec(body)![1]!;
      t.clock.advance(23 * 3600_000);
      const set = await t.app.inject({
        method: 'POST',
        url: `/api/auth/password-reset/${key}`,
        headers: CSRF,
        payload: { password: 'Neu!Passwort1', passwordConfirmation: 'Neu!Passwort1' },
      });
      expect(set.statusCode).toBe(204);
      expect((await login(t, username, 'Neu!Passwort1')).statusCode).toBe(200);
    });
  }

  it('[M7] concurrent failures that lock the account send one mail; a new lock after a reset sends another', async () => {
    const t = await appFor('default');
    const email = demo.seller2;
    await t.testDb.db.query(`UPDATE users SET failed_attempts = 3 WHERE lower(email) = $1`, [email]);
    const answers = await Promise.all([1, 2, 3].map((i) => login(t, email, `Falsch!${i}bbb`)));
    expect(answers.map((r) => r.json().code).sort()).toEqual([
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'LOGIN_FAILED',
    ]);
    expect(await lockMails(t, email)).toHaveLength(1);

    const key = /\/passwort\/reset\/([\w-]+)/.exec((await lockMails(t, email))[0]!.body)![1]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-reset/${key}`,
      headers: CSRF,
      payload: { password: 'Neu!Passwort1', passwordConfirmation: 'Neu!Passwort1' },
    });
    for (let i = 1; i <= 5; i++) await login(t, email, `Falsch!${i}ccc`);
    expect(await lockMails(t, email)).toHaveLength(2);
  });

  it('[M7] failures for an unknown address record nothing and mail nobody', async () => {
    const t = await appFor('default');
    const before = await t.testDb.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM mail_outbox) + (SELECT count(*) FROM login_failures) AS n`,
    );
    for (let i = 1; i <= 6; i++)
      expect((await login(t, 'niemand@nirgendwo.de', 'Falsch!1')).statusCode).toBe(401);
    const after = await t.testDb.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM mail_outbox) + (SELECT count(*) FROM login_failures) AS n`,
    );
    expect(after.rows[0]!.n).toEqual(before.rows[0]!.n);
  });
});
