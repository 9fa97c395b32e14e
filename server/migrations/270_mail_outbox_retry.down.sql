-- Undoes 270_mail_outbox_retry.sql.
DROP INDEX mail_outbox_due;
ALTER TABLE mail_outbox
  DROP COLUMN failed_at,
  DROP COLUMN last_error,
  DROP COLUMN next_attempt_at,
  DROP COLUMN attempts;
