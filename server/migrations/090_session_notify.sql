-- Every instance keeps the sessions it has checked in memory for a few seconds (plugins/auth.ts). A change
-- that can end or alter a session (a user or company blocked, roles, features, a session deleted) tells
-- every instance to forget them, whichever code or tool made the change: one NOTIFY per statement.
-- One line: the migration runner splits statements at semicolons that end a line.
CREATE FUNCTION fm_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN PERFORM pg_notify('fm_sessions', TG_TABLE_NAME); RETURN NULL; END $$;

-- Only the columns a session carries (features/auth/sessions.ts), so a login's bookkeeping stays quiet.
CREATE TRIGGER users_sessions_changed
  AFTER UPDATE OF username, email, first_name, last_name, roles, is_admin, is_platform_operator, blocked,
    status, account_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION fm_sessions_changed();
CREATE TRIGGER accounts_sessions_changed
  AFTER UPDATE OF type, platform_id, name, features, parent_account_id, is_shareholder_parent, blocked
    OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION fm_sessions_changed();
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION fm_sessions_changed();
