/**
 * The outbox sender (src/mail/sender.ts) on the test app's database: failed sends are retried with
 * back-off, attempts survive a restart, a mail is given up after the limit. Short schedules come from the
 * configuration (MAIL_POLL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import { enqueueMail, type Mail } from '../src/mail/outbox.js';
import { OutboxSender, type MailTransport } from '../src/mail/sender.js';

/** A transport that records every call and fails while `fail(n)` (n = its 1-based call) says so. */
function fakeTransport(fail: (n: number) => string | null) {
  const calls: { at: number; mail: Mail; ok: boolean }[] = [];
  const transport: MailTransport = {
    async send(mail) {
      const error = fail(calls.length + 1);
      calls.push({ at: Date.now(), mail, ok: error === null });
      if (error !== null) throw new Error(error);
    },
  };
  return { transport, calls };
}

/** A logger writing into `lines` (pino JSON). */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

interface OutboxRow {
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  next_attempt_at: Date;
}

let testDb: TestDb;
const apps: TestApp[] = [];
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await testDb?.cleanup();
});

async function start(transport: MailTransport, env: Record<string, string>, logger?: object) {
  const t = await createTestApp({
    testDb,
    env: { MAIL_POLL_MS: '20', MAIL_RETRY_BASE_MS: '40', MAIL_MAX_ATTEMPTS: '10', ...env },
    deps: { mailTransport: transport, ...(logger ? { logger } : {}) },
  });
  apps.push(t);
  return t;
}

const row = async (id: number): Promise<OutboxRow> =>
  (
    await testDb.db.query<OutboxRow>(
      `SELECT attempts, sent_at, failed_at, last_error, next_attempt_at FROM mail_outbox WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

const mail = (subject: string): Mail => ({ to: 'kaeufer@nordheiz.de', subject, text: `Text: ${subject}` });
const callsFor = <C extends { mail: Mail }>(calls: C[], subject: string): C[] =>
  calls.filter((c) => c.mail.subject === subject);

describe('mail outbox sender', () => {
  it('[ML1] a failed send is retried after a back-off that doubles, and the mail is sent once', async () => {
    const subject = 'Retry dann Erfolg';
    const fake = fakeTransport((n) => (n <= 2 ? `421 service not available (${n})` : null));
    const t = await start(fake.transport, {});
    const { id } = await enqueueMail(testDb.db, mail(subject));
    await vi.waitFor(async () => expect((await row(id)).sent_at).not.toBeNull(), {
      timeout: 5000,
      interval: 20,
    });
    // A few polls later nothing more went out.
    await new Promise((r) => setTimeout(r, 150));
    const calls = callsFor(fake.calls, subject);
    expect(calls.map((c) => c.ok)).toEqual([false, false, true]);
    // Back-off: 40 ms after the first failure, 80 ms after the second (the database's clock: a little slack).
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(35);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(75);
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: null, failed_at: null });
    await t.close();
    apps.splice(apps.indexOf(t), 1);
  });

  it('[ML1] a restart continues with the stored attempts: the limit counts those before it', async () => {
    const subject = 'Neustart';
    const env = { MAIL_MAX_ATTEMPTS: '3' };
    let secondCall!: () => void;
    const twice = new Promise<void>((r) => (secondCall = r));
    const before = fakeTransport((n) => {
      if (n === 2) secondCall();
      return '451 try again later';
    });
    // The next retry would be 400 ms after the second failure: the instance stops before.
    const first = await start(before.transport, { ...env, MAIL_RETRY_BASE_MS: '200' });
    const { id } = await enqueueMail(testDb.db, mail(subject));
    await twice;
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const stored = await row(id);
    expect(stored).toMatchObject({
      attempts: 2,
      sent_at: null,
      failed_at: null,
      last_error: '451 try again later',
    });

    const after = fakeTransport(() => '451 still failing');
    await start(after.transport, env);
    await vi.waitFor(async () => expect((await row(id)).failed_at).not.toBeNull(), {
      timeout: 5000,
      interval: 20,
    });
    // One attempt was left of three: the new instance made exactly that one.
    expect(callsFor(after.calls, subject)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: '451 still failing' });
  });

  it('[ML1] gives up after the last attempt: marked failed with the last error, an error log line names the mail', async () => {
    for (const a of apps.splice(0)) await a.close();
    const subject = 'Aufgeben';
    const fake = fakeTransport((n) => `550 mailbox unavailable (${n})`);
    const log = captureLog();
    await start(fake.transport, { MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_MS: '10' }, log.logger);
    const { id } = await enqueueMail(testDb.db, mail(subject));
    await vi.waitFor(async () => expect((await row(id)).failed_at).not.toBeNull(), {
      timeout: 5000,
      interval: 20,
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(callsFor(fake.calls, subject)).toHaveLength(3);
    expect(await row(id)).toMatchObject({
      attempts: 3,
      sent_at: null,
      last_error: '550 mailbox unavailable (3)',
    });
    const errors = log.lines.filter((l) => l.level === 50 && l.mailId === id);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ attempts: 3, lastError: '550 mailbox unavailable (3)' });
  });

  it('[ML1] the back-off doubles with every failure: the stored due time is base, 2 x base, 4 x base after the failure', async () => {
    for (const a of apps.splice(0)) await a.close();
    const subject = 'Verdopplung';
    const fake = fakeTransport(() => '421 service not available');
    const quiet = { info() {}, warn() {}, error() {} };
    // Driven by hand (no timers): an hour as the base makes the query's own time negligible.
    const sender = new OutboxSender({
      db: testDb.db,
      transport: fake.transport,
      log: quiet,
      retryBaseMs: 3_600_000,
    });
    const { id } = await enqueueMail(testDb.db, mail(subject));
    const dueInSeconds = async () =>
      (
        await testDb.db.query<{ s: number }>(
          `SELECT extract(epoch FROM next_attempt_at - now())::float8 AS s FROM mail_outbox WHERE id = $1`,
          [id],
        )
      ).rows[0]!.s;
    for (const hours of [1, 2, 4]) {
      await sender.sendDue();
      const s = await dueInSeconds();
      expect(s).toBeGreaterThan(hours * 3600 - 60);
      expect(s).toBeLessThanOrEqual(hours * 3600);
      // Not due yet: another round sends nothing.
      expect(await sender.sendDue()).toBe(0);
      await testDb.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    }
    expect(callsFor(fake.calls, subject)).toHaveLength(3);
    expect(await row(id)).toMatchObject({ attempts: 3, sent_at: null, failed_at: null });
    await testDb.db.query(`UPDATE mail_outbox SET failed_at = now() WHERE id = $1`, [id]);
  });

  it('[ML1] closing the server waits for the mail being sent, records it, and sends nothing after', async () => {
    for (const a of apps.splice(0)) await a.close();
    let sending!: () => void;
    const started = new Promise<void>((r) => (sending = r));
    const sent: string[] = [];
    const slow: MailTransport = {
      async send(m) {
        sending();
        await new Promise((r) => setTimeout(r, 300));
        sent.push(m.subject);
      },
    };
    const t = await start(slow, {});
    const { id } = await enqueueMail(testDb.db, mail('Beim Herunterfahren'));
    await started;
    await t.close();
    apps.splice(apps.indexOf(t), 1);
    expect(sent).toEqual(['Beim Herunterfahren']);
    expect((await row(id)).sent_at).not.toBeNull();
    const later = await enqueueMail(testDb.db, mail('Nach dem Herunterfahren'));
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toEqual(['Beim Herunterfahren']);
    expect(await row(later.id)).toMatchObject({ attempts: 0, sent_at: null });
    await testDb.db.query(`UPDATE mail_outbox SET failed_at = now() WHERE id = $1`, [later.id]);
  });

  it('without a transport (no SMTP_URL) nothing is sent: the mail stays queued', async () => {
    for (const a of apps.splice(0)) await a.close();
    const t = await createTestApp({ testDb, env: { MAIL_POLL_MS: '20' } });
    apps.push(t);
    expect(t.app.mailSender).toBeUndefined();
    const { id } = await enqueueMail(testDb.db, mail('Ohne SMTP'));
    await new Promise((r) => setTimeout(r, 100));
    expect(await row(id)).toMatchObject({ attempts: 0, sent_at: null, failed_at: null });
  });
});
