/**
 * Outbox senders of several instances on one PostgreSQL database (DATABASE_URL's server, or the machine's
 * at postgres://postgres@127.0.0.1:5432/postgres; a fresh database for this file, dropped after; skipped
 * only when no PostgreSQL answers). Each sender has its own connection pool, as separate instances have.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/types.js';
import { openPostgres } from '../src/db/postgres.js';
import { migrate } from '../src/db/migrate.js';
import { enqueueMail, type Mail } from '../src/mail/outbox.js';
import { OutboxSender, type MailTransport } from '../src/mail/sender.js';
import { createFreshDatabase, postgresAdminUrl } from './market-support.js';

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();
const quiet = { info() {}, warn() {}, error() {} };
const MAILS = 60;

describe.skipIf(!reachable)('outbox senders on several instances (PostgreSQL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  const dbs: Db[] = [];
  const senders: OutboxSender[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase('mail');
    const first = await openPostgres(database.url, { max: 4 });
    dbs.push(first);
    await migrate(first);
    for (let i = 1; i < 3; i++) dbs.push(await openPostgres(database.url, { max: 4 }));
  }, 120_000);

  afterAll(async () => {
    for (const s of senders) await s.stop();
    for (const db of dbs) await db.close().catch(() => undefined);
    await database?.drop();
  });

  it('[ML1] three instances sending at once send every mail exactly once', async () => {
    const sent: string[] = [];
    const bySender = dbs.map(() => 0);
    const transport = (i: number): MailTransport => ({
      async send(mail: Mail) {
        // A send takes a while, so the senders overlap.
        await new Promise((r) => setTimeout(r, 2 + Math.random() * 8));
        sent.push(mail.subject);
        bySender[i]!++;
      },
    });
    await dbs[0]!.transaction(async (tx) => {
      for (let n = 1; n <= MAILS; n++) {
        await enqueueMail(tx, { to: 'kaeufer@nordheiz.de', subject: `Mail ${n}`, text: `Nummer ${n}` });
      }
    });
    // All start together and wake on the same mails.
    for (const [i, db] of dbs.entries()) {
      senders.push(new OutboxSender({ db, transport: transport(i), log: quiet, pollMs: 20, batchSize: 3 }));
    }
    await Promise.all(senders.map((s) => s.start()));
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(MAILS), {
      timeout: 20_000,
      interval: 50,
    });
    // Time for any second send of a mail to happen.
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(senders.map((s) => s.idle()));

    expect(sent).toHaveLength(MAILS);
    expect(new Set(sent).size).toBe(MAILS);
    // The work was shared: more than one instance sent.
    expect(bySender.filter((n) => n > 0).length).toBeGreaterThan(1);
    const rows = await dbs[0]!.query<{ attempts: number; n: number }>(
      `SELECT attempts, count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL GROUP BY attempts`,
    );
    expect(rows.rows).toEqual([{ attempts: 1, n: MAILS }]);
  });
});
