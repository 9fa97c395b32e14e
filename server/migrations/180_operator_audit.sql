-- The platform operator's actions (server/src/features/operator/): who blocked or unblocked which company
-- account or user, when and why. Written by the operator routes in the same transaction as the change.
CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  platform_id text NOT NULL REFERENCES platforms (id),
  actor_user_id text REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  at timestamptz NOT NULL,
  action text NOT NULL CHECK (action IN ('ACCOUNT_BLOCKED', 'ACCOUNT_UNBLOCKED', 'USER_BLOCKED', 'USER_UNBLOCKED')),
  target_type text NOT NULL CHECK (target_type IN ('account', 'user')),
  target_id text NOT NULL,
  target_name text NOT NULL,
  reason text,
  affected_users integer NOT NULL DEFAULT 0
);
-- A platform's log, newest first.
CREATE INDEX operator_audit_log_platform_idx ON operator_audit_log (platform_id, id DESC);
