/**
 * Outgoing mail goes through the `mail_outbox` table: a feature enqueues the mail in its own transaction
 * (written with the change that caused it, or not at all) and logs it after the commit; the outbox sender
 * (`./sender.ts`) sends it, retries failures with back-off and gives up after the last attempt.
 * Without SMTP (`SMTP_URL` unset, no transport) nothing is sent: the mail stays queued and in the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** One row of mail_outbox. */
export interface OutboxMail extends Mail {
  id: number;
  createdAt: Date;
  /** Send attempts so far. */
  attempts: number;
  /** When the mail is next due (a claimed mail: the end of its sender's lease). */
  nextAttemptAt: Date;
  sentAt: Date | null;
  /** Set when the sender gave up (after the last allowed attempt). */
  failedAt: Date | null;
  lastError: string | null;
}

/** NOTIFYed with a mail's id when it is enqueued (at commit): every instance's sender wakes at once. */
export const MAIL_OUTBOX_CHANNEL = 'fm_mail_outbox';

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
  attempts: number;
  next_attempt_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

const toOutboxMail = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  to: r.recipient,
  subject: r.subject,
  text: r.body,
  createdAt: r.created_at,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  sentAt: r.sent_at,
  failedAt: r.failed_at,
  lastError: r.last_error,
});

/**
 * Queues a mail for sending, on `db` (pass the transaction whose change the mail tells of: it is sent
 * only once that commits). Returns the stored row.
 */
export async function enqueueMail(db: Queryable, mail: Mail): Promise<OutboxMail> {
  const r = await db.query<OutboxRow>(
    `INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)
     RETURNING id, recipient, subject, body, created_at, attempts, next_attempt_at, sent_at, failed_at, last_error`,
    [mail.to, mail.subject, mail.text],
  );
  const row = r.rows[0]!;
  await db.query(`SELECT pg_notify($1, $2)`, [MAIL_OUTBOX_CHANNEL, String(row.id)]);
  return toOutboxMail(row);
}

/** `enqueueMail`, answering the mail's id. */
export async function queueMail(db: Queryable, mail: Mail): Promise<number> {
  return (await enqueueMail(db, mail)).id;
}

/**
 * After the commit: logs the queued mail with its text (without SMTP the log is where a local demo finds
 * its links). Sending is the outbox sender's work.
 */
export function logQueuedMail(log: FastifyBaseLogger, id: number, mail: Mail): void {
  log.info({ mailId: id, to: mail.to, subject: mail.subject }, `mail queued:\n${mail.text}`);
}
