-- Every password-reset request, for known and unknown addresses alike (the same work either way), keyed
-- by the SHA-256 of the normalised e-mail so unknown addresses are not stored. Caps mails per address.
CREATE TABLE password_reset_requests (
  id bigserial PRIMARY KEY,
  email_key text NOT NULL,
  requested_at timestamptz NOT NULL
);

CREATE INDEX password_reset_requests_email_key_idx ON password_reset_requests (email_key, requested_at);
