-- Price alerts of buyers (spec §2 "Price alert tool", §3, §4; rules PA1, B9; server/src/features/price-alerts/).
-- Each alert belongs to one user (user_id) of a buyer account (account_id: whose market prices it watches).
-- - operator BELOW fires when the price is at or below value, ABOVE when it is at or above value;
--   value is a price per 100 L at 15 °C in the platform currency (EUR/100L15, CHF on the Swiss platform).
-- - lifting_period_type ALL watches every offer for the product at the terminal, TODAY only offers whose
--   collection period includes today (platform local date).
-- - status ACTIVE until a price tick meets the condition; then TRIGGERED once, with the time and the price
--   (triggered_at, triggered_price set together with the status). Changing the alert makes it ACTIVE again.
-- A removed product, terminal, user or account takes its alerts with it.
CREATE TABLE price_alerts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  terminal_id text NOT NULL REFERENCES terminals (id) ON DELETE CASCADE,
  operator text NOT NULL CHECK (operator IN ('ABOVE', 'BELOW')),
  value numeric(14, 4) NOT NULL CHECK (value > 0),
  lifting_period_type text NOT NULL CHECK (lifting_period_type IN ('ALL', 'TODAY')),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 500),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'TRIGGERED')),
  created_at timestamptz NOT NULL,
  triggered_at timestamptz,
  triggered_price numeric(14, 4),
  CONSTRAINT price_alerts_triggered_check CHECK (
    (status = 'TRIGGERED') = (triggered_at IS NOT NULL)
    AND (triggered_at IS NULL) = (triggered_price IS NULL)
  )
);
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, created_at);
-- The evaluation on every price tick reads the active alerts only.
CREATE INDEX price_alerts_active_idx ON price_alerts (account_id) WHERE status = 'ACTIVE';
