-- Undoes 220_favourites_addresses.sql (archived addresses come back as active ones).
ALTER TABLE delivery_addresses DROP COLUMN archived_at;
DROP INDEX favourites_account_name_idx;
