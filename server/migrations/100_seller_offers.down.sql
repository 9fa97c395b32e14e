-- Undoes 100_seller_offers.sql.
DROP INDEX offers_seller_created_idx;
ALTER TABLE offers DROP COLUMN updated_by;
ALTER TABLE offers DROP COLUMN updated_at;
ALTER TABLE offers DROP COLUMN fx_rate;
