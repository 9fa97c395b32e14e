/**
 * The contact form (POST /api/contact, sendContactMessage): the signed-in user's message goes by mail to
 * the platform brand's support contact [B4][M2]; blank or broken entries are refused with the field
 * named; each user may send 5 messages an hour, then 429 RATE_LIMITED with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '@fuelmarket/brands';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_MS } from '../src/features/contact/routes.js';

let t: TestApp;
let ch: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  ch = await createTestApp({ env: { BRAND: 'ch' } });
});
afterAll(async () => {
  await t?.close();
  await ch?.close();
});

const form = {
  name: 'Jana Becker',
  email: 'kaeufer@nordheiz.de',
  phone: '+49 40 1234 5678',
  subject: 'Frage zur Abholung',
  message: 'Können wir am Terminal Hamburg auch samstags laden?',
};

const send = (app: TestApp, cookie: string | undefined, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

async function outbox(app: TestApp) {
  return (
    await app.testDb.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM mail_outbox WHERE subject LIKE 'Kontaktformular:%' ORDER BY id`,
    )
  ).rows;
}

describe('contact form', () => {
  it('[M2][B4] mails the message with the sender to the brand support contact and says "sent"', async () => {
    const cookie = await t.login(demo.buyer);
    const before = (await outbox(t)).length;
    const res = await send(t, cookie, form);
    expectContract(res, 'sendContactMessage');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Ihre Nachricht wurde gesendet.' });

    const mails = await outbox(t);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.recipient).toBe(brands.default.company.supportContact.email);
    expect(mail.subject).toBe('Kontaktformular: Frage zur Abholung');
    expect(mail.body).toContain(form.message);
    expect(mail.body).toContain('Name: Jana Becker');
    expect(mail.body).toContain('Telefon: +49 40 1234 5678');
    // Who sent it, as the session knows it: the user and the company.
    expect(mail.body).toMatch(/Angemeldeter Benutzer: .*kaeufer@nordheiz\.de/);
    expect(mail.body).toMatch(/Unternehmen: .*\(acc-[^,]+, buyer\)/);
  });

  it('[B4] on the Swiss platform the mail goes to the Swiss support contact', async () => {
    const cookie = await ch.login(demo.chBuyer);
    const res = await send(ch, cookie, { ...form, email: demo.chBuyer });
    expect(res.statusCode).toBe(202);
    const mail = (await outbox(ch)).at(-1)!;
    expect(mail.recipient).toBe(brands.ch.company.supportContact.email);
    expect(mail.recipient).not.toBe(brands.default.company.supportContact.email);
    expect(mail.body).toContain(demo.chBuyer);
  });

  it('[M2] refuses a missing, blank or malformed entry with 400 naming the field, and sends nothing', async () => {
    const cookie = await t.login(demo.seller);
    const before = (await outbox(t)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, subject: undefined }, '/subject'],
      [{ ...form, message: '' }, '/message'],
      [{ ...form, message: '   \n ' }, '/message'],
      [{ ...form, name: '  ' }, '/name'],
      [{ ...form, email: 'keine-adresse' }, '/email'],
      [{ ...form, message: 'x'.repeat(5001) }, '/message'],
    ];
    for (const [payload, path] of cases) {
      const res = await send(t, cookie, payload);
      expectContract(res, 'sendContactMessage');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().errors)).toContain(path);
    }
    expect(await outbox(t)).toHaveLength(before);
  });

  it('keeps a subject on one line in the mail', async () => {
    const cookie = await t.login(demo.buyer2);
    const res = await send(t, cookie, { ...form, subject: 'Frage\r\nBcc: jemand@example.com' });
    expect(res.statusCode).toBe(202);
    expect((await outbox(t)).at(-1)!.subject).toBe('Kontaktformular: Frage Bcc: jemand@example.com');
  });

  it('needs a session: anonymous callers get 401', async () => {
    const res = await send(t, undefined, form);
    expectContract(res, 'sendContactMessage');
    expect(res.statusCode).toBe(401);
  });

  it(`allows ${CONTACT_MESSAGES_PER_WINDOW} messages per user and hour, then 429 RATE_LIMITED with Retry-After`, async () => {
    const parent = await t.login(demo.parent);
    const before = (await outbox(t)).length;
    for (let i = 0; i < CONTACT_MESSAGES_PER_WINDOW; i++) {
      expect((await send(t, parent, { ...form, subject: `Frage ${i + 1}` })).statusCode).toBe(202);
    }
    // A refused form does not count, and is still refused as such.
    expect((await send(t, parent, { ...form, message: ' ' })).statusCode).toBe(400);
    const limited = await send(t, parent, form);
    expectContract(limited, 'sendContactMessage');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
    expect(await outbox(t)).toHaveLength(before + CONTACT_MESSAGES_PER_WINDOW);
    // The limit is the user's: another user of the platform, even a colleague's session, goes on.
    const child = await t.login(demo.child);
    expect((await send(t, child, form)).statusCode).toBe(202);
  });
});
