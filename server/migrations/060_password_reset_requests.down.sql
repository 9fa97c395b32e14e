-- Undoes 060_password_reset_requests.sql.
DROP INDEX password_reset_tokens_user_created_idx;
DROP TABLE password_reset_requests;
