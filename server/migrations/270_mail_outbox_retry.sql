-- The outbox sender (server/src/mail/sender.ts) works mail_outbox until every mail is sent or given up:
-- - attempts: send attempts so far; next_attempt_at: when the mail is next due. A sender claims a due mail
--   by counting the attempt and moving next_attempt_at past its send (a lease), in one statement with
--   FOR UPDATE SKIP LOCKED, so no two senders (on any instance) send the same mail at once; after a failure
--   next_attempt_at is the back-off, after a crash mid-send the lease.
-- - last_error: the last failure's message; failed_at: given up after the last allowed attempt.
-- Mails queued before the sender existed and never sent are older than any retry would still deliver
-- (a reset link long expired): they are marked given up rather than sent now.
ALTER TABLE mail_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text,
  ADD COLUMN failed_at timestamptz;

UPDATE mail_outbox SET failed_at = now(), last_error = 'queued before the outbox sender existed; not sent'
 WHERE sent_at IS NULL AND created_at < now() - interval '1 day';

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
