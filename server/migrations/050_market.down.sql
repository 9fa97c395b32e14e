-- Undoes 050_market.sql.
DROP TABLE market_windows;
DROP TABLE market_prices;
