/** Outgoing mail: always written to mail_outbox and the log; sent through SMTP (nodemailer) when SMTP_URL is set. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function queueMail(db: Queryable, mail: Mail): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id`,
    [mail.to, mail.subject, mail.text],
  );
  return r.rows[0]!.id;
}

/** Delivers after the response (never blocks or fails the request). */
export function deliverMail(
  db: Queryable,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  id: number,
  mail: Mail,
): void {
  log.info({ mailId: id, to: mail.to, subject: mail.subject }, `mail queued:\n${mail.text}`);
  if (!smtpUrl) return;
  const transport = nodemailer.createTransport(smtpUrl);
  transport
    .sendMail({
      from: 'fuelmarket <no-reply@fuelmarket.example>',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    })
    .then(() => db.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]))
    .catch((err: unknown) => log.error({ err, mailId: id }, 'mail delivery failed'));
}
