-- Price triggers of the contract management (spec §2 /verträge-management, §6 feature triggers, rule B9;
-- server/src/features/contracts/). A buyer's user sets a trigger on a seller's fuel offer: when the offer's
-- price for the buyer reaches `trigger_price` (price <= trigger_price) on a price tick, the server places the
-- order through the order transaction (features/orders/placeOrder.ts) in the name of `created_by`.
-- - status: ACTIVE waits; EXECUTED placed `order_id` at `executed_price`; FAILED met the price but the order
--   was refused (`failure_code`, `failure_message`: the order rejection); REJECTED by the seller
--   (`rejection_comment`); EXPIRED after `valid_until`; CANCELLED by the buyer. Only ACTIVE changes, and a
--   tick claims a trigger with `UPDATE ... WHERE status = 'ACTIVE'` so it executes at most once.
-- - payment_term_days: the term the buyer saw when setting the trigger; a change fails the order
--   (PAYMENT_TERM_CHANGED) as it does for a basket item.
-- - triggered_at: when the status left ACTIVE.
CREATE TABLE price_triggers (
  id text PRIMARY KEY,
  buyer_account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  offer_id text NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  delivery_address_id text REFERENCES delivery_addresses (id) ON DELETE SET NULL,
  contract_number text,
  volume bigint NOT NULL CHECK (volume > 0),
  trigger_price numeric(12, 4) NOT NULL CHECK (trigger_price > 0),
  payment_term_days integer NOT NULL,
  valid_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE'
    CHECK (status IN ('ACTIVE', 'EXECUTED', 'FAILED', 'REJECTED', 'EXPIRED', 'CANCELLED')),
  triggered_at timestamptz,
  executed_price numeric(12, 4),
  order_id text REFERENCES orders (id) ON DELETE SET NULL,
  failure_code text,
  failure_message text,
  rejection_comment text,
  created_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX price_triggers_buyer_idx ON price_triggers (buyer_account_id, created_at DESC);
CREATE INDEX price_triggers_seller_idx ON price_triggers (seller_account_id, created_at DESC);
-- The evaluation on every tick reads only the active ones.
CREATE INDEX price_triggers_active_idx ON price_triggers (offer_id) WHERE status = 'ACTIVE';
