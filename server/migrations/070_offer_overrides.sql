-- The market's offers (server/src/features/offers/): per-buyer overrides, additive offer purchase units,
-- empty-barrel return requests, and the indexes of the market query.

-- A seller's per-buyer override of an offer's collection period and maximum order quantity, either for one
-- offer (offer_id) or for all offers of the seller (seller_account_id). For a field set on both, the
-- offer's row wins. NULL fields keep the offer's value. collection_days shortens the period from its start
-- (calendar days, rule K5) when no explicit end is given.
CREATE TABLE offer_overrides (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  offer_id text REFERENCES offers (id) ON DELETE CASCADE,
  seller_account_id text REFERENCES accounts (id) ON DELETE CASCADE,
  collection_days integer CHECK (collection_days >= 1),
  collection_start date,
  collection_end date,
  max_order_volume bigint CHECK (max_order_volume > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT offer_overrides_target CHECK ((offer_id IS NULL) <> (seller_account_id IS NULL)),
  CONSTRAINT offer_overrides_period CHECK (collection_end >= collection_start)
);
CREATE UNIQUE INDEX offer_overrides_offer_idx ON offer_overrides (buyer_account_id, offer_id)
  WHERE offer_id IS NOT NULL;
CREATE UNIQUE INDEX offer_overrides_seller_idx ON offer_overrides (buyer_account_id, seller_account_id)
  WHERE seller_account_id IS NOT NULL;

-- Additive offers are sold in purchase units (barrel, IBC) of a size in litres; the volumes of the offer
-- (available, minimum and maximum order) stay in litres. buyer_ids: the buyers an additive offer is
-- released for; empty = every buyer with an additives-enabled relationship (rule E3).
ALTER TABLE offers
  ADD COLUMN purchase_unit_litres integer CHECK (purchase_unit_litres > 0),
  ADD COLUMN purchase_unit_label text,
  ADD COLUMN unit_code text NOT NULL DEFAULT 'lt' CHECK (unit_code IN ('cbm', 'lt')),
  ADD COLUMN buyer_ids text[] NOT NULL DEFAULT '{}';

-- The market query: a buyer's released sellers' active offers (relationships are found by their unique
-- (buyer, seller) index).
CREATE INDEX offers_market_idx ON offers (seller_account_id, product_id) WHERE status = 'ACTIVE';
CREATE INDEX offers_terminal_idx ON offers (terminal_id);

-- A buyer's request to return empty additive barrels to a seller (spec §2 additives marketplace).
CREATE TABLE empty_barrel_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  product_id text NOT NULL REFERENCES products (id),
  unit_litres integer NOT NULL CHECK (unit_litres > 0),
  number integer NOT NULL CHECK (number BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE INDEX empty_barrel_requests_account_idx ON empty_barrel_requests (account_id, created_at DESC);
