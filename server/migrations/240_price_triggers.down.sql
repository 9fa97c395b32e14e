-- Undoes 240_price_triggers.sql.
DROP TABLE price_triggers;
