-- Every password-reset request, for known and unknown addresses alike (the same work either way), keyed
-- by the SHA-256 of the normalised e-mail so unknown addresses are not stored. Kept for a day.
CREATE TABLE password_reset_requests (
  id bigserial PRIMARY KEY,
  email_key text NOT NULL,
  requested_at timestamptz NOT NULL
);

CREATE INDEX password_reset_requests_requested_at_idx ON password_reset_requests (requested_at);

CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at);
