/**
 * The outbox sender: works mail_outbox until every mail is sent or given up.
 *
 * - Every instance runs one; they share the work through the table. A sender claims due mails in one
 *   statement (`FOR UPDATE SKIP LOCKED`): it counts the attempt and moves `next_attempt_at` to the end of a
 *   lease, so no other sender, on this or any instance, takes the mail while it is being sent. A crash
 *   mid-send leaves the attempt counted; the mail is due again when the lease ends.
 * - A failed send is due again after the back-off: `retryBaseMs * 2^(attempts - 1)`. After `maxAttempts`
 *   attempts the mail is marked failed (`failed_at`, `last_error`) and an error line names it.
 * - Attempts and due times live in the table, so a restart continues the schedule where it stood.
 * - It wakes when a mail is enqueued (NOTIFY at commit, see `./outbox.ts`) and every `pollMs` for retries.
 * All times are the database's, so instances with different clocks agree.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/types.js';
import { MAIL_OUTBOX_CHANNEL, type Mail } from './outbox.js';

/** Hands one mail to the mail system; rejects when it was not accepted. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

export interface SenderLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OutboxSenderOptions {
  db: Pick<Db, 'query' | 'listen'>;
  transport: MailTransport;
  log: SenderLog;
  /** Milliseconds between looks for due mails (retries); a new mail wakes the sender at once. @default 5000 */
  pollMs?: number;
  /** Delay after the first failed attempt; each further failure doubles it. @default 180000 (3 min) */
  retryBaseMs?: number;
  /** Attempts before the mail is given up. With the default base the last is ~25 h after the first. @default 10 */
  maxAttempts?: number;
  /**
   * How long a claimed mail is withheld from other senders; longer than a send can take (the SMTP
   * transport's own timeouts end a send well before). @default 600000
   */
  leaseMs?: number;
  /** Mails claimed at once. @default 20 */
  batchSize?: number;
}

/** The delay before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

const ERROR_MAX_CHARS = 1000;

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, ERROR_MAX_CHARS);
}

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

export class OutboxSender {
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly opts: OutboxSenderOptions) {
    this.pollMs = opts.pollMs ?? 5000;
    this.retryBaseMs = opts.retryBaseMs ?? 180_000;
    this.maxAttempts = opts.maxAttempts ?? 10;
    this.leaseMs = opts.leaseMs ?? 600_000;
    this.batchSize = opts.batchSize ?? 20;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    try {
      this.unlisten = await this.opts.db.listen(MAIL_OUTBOX_CHANNEL, () => this.wake());
    } catch (err) {
      // Polling still sends everything, only later.
      this.opts.log.warn({ err }, 'mail outbox: cannot LISTEN; sending on the poll only');
    }
    this.wake();
  }

  /** Stops polling and waits for the mails in hand to be sent and recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
    await this.running;
  }

  /** Looks for due mails now (a new mail was queued); runs after the current round when one is running. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  /** Resolves when the current round (if any) has ended (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.wake();
      return;
    }
    this.timer = setTimeout(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      // A full batch may mean more are due.
      while (!this.stopped && (await this.sendDue()) === this.batchSize);
    } catch (err) {
      this.opts.log.warn({ err }, 'mail outbox: sending round failed; retrying on the next poll');
    }
  }

  /** Claims the due mails, sends them one after the other and records each outcome; answers the count. */
  async sendDue(): Promise<number> {
    const claimed = await this.opts.db.query<Claimed>(
      `UPDATE mail_outbox m
          SET attempts = m.attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
        WHERE m.id IN (SELECT id FROM mail_outbox
                        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        ORDER BY next_attempt_at, id
                        LIMIT $1
                        FOR UPDATE SKIP LOCKED)
        RETURNING m.id, m.recipient, m.subject, m.body, m.attempts`,
      [this.batchSize, this.leaseMs],
    );
    for (const mail of claimed.rows) await this.sendOne(mail);
    return claimed.rows.length;
  }

  private async sendOne(mail: Claimed): Promise<void> {
    const { db, log, transport } = this.opts;
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
    } catch (err) {
      const lastError = errorText(err);
      const delayMs = retryDelayMs(mail.attempts, this.retryBaseMs);
      // Guarded by the attempt: a sender whose lease ran out and was overtaken records nothing.
      const r = await db.query<{ failed: boolean }>(
        `UPDATE mail_outbox
            SET last_error = $3,
                failed_at = CASE WHEN attempts >= $4 THEN now() END,
                next_attempt_at = now() + $5 * interval '1 millisecond'
          WHERE id = $1 AND attempts = $2 AND sent_at IS NULL
          RETURNING failed_at IS NOT NULL AS failed`,
        [mail.id, mail.attempts, lastError, this.maxAttempts, delayMs],
      );
      if (r.rows[0]?.failed) {
        log.error(
          { mailId: mail.id, attempts: mail.attempts, lastError },
          `mail ${mail.id} given up after ${mail.attempts} attempts: ${lastError}`,
        );
      } else {
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryInMs: delayMs, lastError },
          'mail delivery failed; will retry',
        );
      }
      return;
    }
    await db.query(`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [mail.id]);
    log.info({ mailId: mail.id, attempts: mail.attempts }, 'mail sent');
  }
}

/** The sender address of every mail. */
export const MAIL_FROM = 'fuelmarket <no-reply@fuelmarket.example>';

/**
 * SMTP through nodemailer (`smtp://...` or `smtps://...`). Its timeouts end a hanging send well within the
 * sender's lease, so a slow server cannot make two senders send one mail.
 */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
