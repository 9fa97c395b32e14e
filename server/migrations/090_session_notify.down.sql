-- Undoes 090_session_notify.sql.
DROP TRIGGER sessions_deleted ON sessions;
DROP TRIGGER accounts_sessions_changed ON accounts;
DROP TRIGGER users_sessions_changed ON users;
DROP FUNCTION fm_sessions_changed();
