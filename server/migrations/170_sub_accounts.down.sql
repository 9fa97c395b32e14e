-- Undoes 170_sub_accounts.sql.
DROP TABLE sub_account_settings;
