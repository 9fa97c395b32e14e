-- Undoes 230_price_alerts.sql.
DROP TABLE price_alerts;
