-- Market windows and live prices (server/src/features/market-window/).

-- The latest quote per symbol, written by the leader instance's price source on every tick.
-- Staleness (rule T6) is decided at read time from quoted_at, so a silent feed needs no writer.
CREATE TABLE market_prices (
  symbol text PRIMARY KEY,
  price numeric(20, 4) NOT NULL,
  quoted_at timestamptz NOT NULL
);

-- Consecutive time-limited market windows, opened by the leader's scheduler. `prices` is the snapshot of
-- the quotes when the window opened ([{symbol, price, timestamp}]); it is the reference for the next
-- window's `market_change` (symbol -> decimal string). A window without prices is never stored (rule T3).
CREATE TABLE market_windows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created timestamptz NOT NULL,
  expires timestamptz NOT NULL,
  prices jsonb NOT NULL,
  market_change jsonb NOT NULL DEFAULT '{}'::jsonb,
  CONSTRAINT market_windows_time CHECK (expires > created),
  CONSTRAINT market_windows_has_prices CHECK (jsonb_typeof(prices) = 'array' AND jsonb_array_length(prices) > 0)
);

CREATE INDEX market_windows_expires_idx ON market_windows (expires DESC);
