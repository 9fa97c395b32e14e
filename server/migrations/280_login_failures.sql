-- Failed logins of known users (server/src/features/auth/loginLock.ts): when and from where (client IP,
-- user agent). The mail sent when an account locks (rule M1) lists the attempts that locked it. At most
-- the newest five rows per user are kept (a lock takes five failures in a row; each failure prunes older ones).
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text
);
CREATE INDEX login_failures_user ON login_failures (user_id, id);
