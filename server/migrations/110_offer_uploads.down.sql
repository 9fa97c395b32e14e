-- Undoes 110_offer_uploads.sql.
DROP TABLE offer_uploads;
