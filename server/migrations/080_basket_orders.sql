-- Basket with price reservations, daily purchase limits of (child) accounts, and the order fields the
-- order transaction writes (server/src/features/basket/, server/src/features/orders/).

-- One row per reserved basket position of a user. `quantity` is litres for fuels and purchase units for
-- additives. Fuels: `delivery_address_id` (null = self pickup); additives: `additive_location_id`.
-- `reserved_price` holds until `reserved_until` (never after the market window's end, `price_update_at`);
-- `original_price` is the price before the last refresh (the app shows the change).
CREATE TABLE basket_items (
  id text PRIMARY KEY,
  -- Insertion order: the basket lists its items in the order they were added.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts (id),
  offer_id text NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  quantity bigint NOT NULL CHECK (quantity > 0),
  delivery_address_id text REFERENCES delivery_addresses (id) ON DELETE SET NULL,
  additive_location_id text REFERENCES additive_locations (id) ON DELETE SET NULL,
  reserved_price numeric(12, 4) NOT NULL,
  original_price numeric(12, 4) NOT NULL,
  payment_term_days integer NOT NULL,
  reserved_until timestamptz NOT NULL,
  price_update_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX basket_items_user_idx ON basket_items (user_id, seq);

-- Rule K2: litres of a product an account (an Aviat, i.e. a child account) may buy per platform-local day.
CREATE TABLE daily_purchase_limits (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id),
  litres bigint NOT NULL CHECK (litres >= 0),
  PRIMARY KEY (account_id, product_id)
);

ALTER TABLE orders
  ADD COLUMN lifting_number text,
  ADD COLUMN pickup_number text,
  ADD COLUMN comment text,
  ADD COLUMN original_price numeric(12, 4),
  ADD COLUMN quantity integer CHECK (quantity > 0),
  ADD COLUMN purchase_unit_litres integer CHECK (purchase_unit_litres > 0),
  ADD COLUMN additive_location_id text REFERENCES additive_locations (id);

-- Open orders per buyer and seller (credit checks) and per buyer, product and day (daily limits).
CREATE INDEX orders_open_buyer_seller_idx ON orders (seller_account_id, buyer_account_id)
  WHERE status NOT IN ('COMPLETE', 'CANCELLED');
CREATE INDEX orders_buyer_product_created_idx ON orders (buyer_account_id, product_id, created_at);

-- Order numbers FM-<n> above the demo data's.
CREATE SEQUENCE order_number_seq START 500000;
