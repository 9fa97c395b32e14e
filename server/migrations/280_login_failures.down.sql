-- Undoes 280_login_failures.sql.
DROP TABLE login_failures;
