-- The sellers' pricing rules (server/src/features/pricing/rules.ts) and their groups. A rule adds its value
-- (in its price unit) to the prices of the offers it matches: the seller's offers whose product, terminal
-- and buyer are in its lists (an empty list matches all).
CREATE TABLE pricing_rule_groups (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  UNIQUE (seller_account_id, name)
);

CREATE TABLE pricing_rules (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DUTY', 'DENSITY', 'BIO_BLEND', 'FX', 'ICE_GASOIL', 'ICE_BRENT', 'FREIGHT',
    'MARGIN', 'DISCOUNT')),
  scope text NOT NULL CHECK (scope IN ('GLOBAL', 'TERMINAL', 'NETWORK', 'PRODUCT', 'OFFER', 'ACCOUNT')),
  price_unit text NOT NULL CHECK (price_unit IN ('USD/METRIC_TONNE', 'EUR/METRIC_TONNE', 'EUR/100L15',
    'EUR/CUBIC_METRE', 'EUR/LITRE')),
  currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
  value numeric(12, 4) NOT NULL,
  product_ids text[] NOT NULL,
  terminal_ids text[] NOT NULL,
  customer_ids text[] NOT NULL,
  group_id text REFERENCES pricing_rule_groups (id) ON DELETE SET NULL,
  benchmark text CHECK (benchmark IN ('GAS', 'BRN')),
  future_month text CHECK (future_month IN ('M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06')),
  exchange_rate numeric(12, 6),
  date date,
  start_time time,
  end_time time,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES users (id) ON DELETE SET NULL
);
-- Pricing an offer looks up its seller's rules.
CREATE INDEX pricing_rules_seller_idx ON pricing_rules (seller_account_id);
