-- Core schema: platforms, accounts, users, sessions, master data, relationships, offers, orders, news.
-- Identical on PGlite and PostgreSQL. Money and prices numeric, volumes bigint litres.
-- Ids are readable text ids (the contract's examples use them: acc-nordheiz, tm-hamburg ...).

CREATE TABLE platforms (
  id text PRIMARY KEY CHECK (id IN ('default', 'ch', 'at')),
  name text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
  vat numeric(5, 2) NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED', 'MAINTENANCE')),
  buyers_must_accept_terms boolean NOT NULL DEFAULT false
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  platform_id text NOT NULL REFERENCES platforms (id),
  type text NOT NULL CHECK (type IN ('buyer', 'seller', 'admin')),
  name text NOT NULL,
  features text[] NOT NULL DEFAULT '{}',
  parent_account_id text REFERENCES accounts (id),
  is_shareholder_parent boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  blocked_at timestamptz,
  block_reason text,
  address_line1 text NOT NULL DEFAULT '',
  address_line2 text NOT NULL DEFAULT '',
  post_code text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'DE' CHECK (country IN ('DE', 'AT', 'BE', 'NL', 'CH')),
  contact_email text,
  iwo_member boolean NOT NULL DEFAULT false,
  online_trading_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX accounts_parent_idx ON accounts (parent_account_id);

CREATE TABLE users (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  salutation text CHECK (salutation IN ('Mr', 'Ms')),
  title text CHECK (title IN ('Dr', 'Prof')),
  phone text,
  mobile text,
  job_title text,
  department text,
  department_size text,
  use_individual_address boolean NOT NULL DEFAULT false,
  address_line1 text,
  address_line2 text,
  county text,
  country text CHECK (country IN ('DE', 'AT', 'BE', 'NL', 'CH')),
  post_code text,
  roles text[] NOT NULL DEFAULT '{}',
  is_admin boolean NOT NULL DEFAULT false,
  is_platform_operator boolean NOT NULL DEFAULT false,
  status integer NOT NULL DEFAULT 100,
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  blocked_at timestamptz,
  block_reason text,
  terms_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_idx ON users (lower(username));
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_account_idx ON users (account_id);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE products (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('fuel', 'additive')),
  category text NOT NULL,
  sort_order integer NOT NULL,
  density numeric(6, 4) NOT NULL
);

CREATE TABLE regions (
  id text PRIMARY KEY,
  platform_id text NOT NULL REFERENCES platforms (id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE terminals (
  id text PRIMARY KEY,
  region_id text NOT NULL REFERENCES regions (id),
  name text NOT NULL,
  city text NOT NULL,
  country text NOT NULL CHECK (country IN ('DE', 'AT', 'BE', 'NL', 'CH'))
);

CREATE TABLE delivery_addresses (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  company text NOT NULL,
  street text NOT NULL,
  zip_code text NOT NULL,
  city text NOT NULL,
  country text NOT NULL DEFAULT 'DE',
  contact_person text,
  on_site_contact text,
  delivery_instructions text
);
CREATE INDEX delivery_addresses_account_idx ON delivery_addresses (account_id);

CREATE TABLE additive_locations (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  street text NOT NULL,
  post_code text NOT NULL,
  city text NOT NULL,
  county text NOT NULL,
  country text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX additive_locations_account_idx ON additive_locations (account_id);

CREATE TABLE lifting_periods (
  id text PRIMARY KEY,
  name text NOT NULL,
  days integer NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE payment_terms (
  days integer PRIMARY KEY CHECK (days IN (7, 14, 21, 30, 45))
);

CREATE TABLE relationships (
  id text PRIMARY KEY,
  buyer_account_id text NOT NULL REFERENCES accounts (id),
  seller_account_id text NOT NULL REFERENCES accounts (id),
  state text NOT NULL CHECK (state IN ('REQUESTED', 'RELEASED', 'DECLINED', 'IN_REVIEW', 'CANCELLED')),
  seller_status text NOT NULL DEFAULT 'DISABLED' CHECK (seller_status IN ('NEW', 'ENABLED', 'DISABLED')),
  buyer_status text NOT NULL DEFAULT 'DISABLED' CHECK (buyer_status IN ('NEW', 'ENABLED', 'DISABLED')),
  additives_enabled boolean NOT NULL DEFAULT false,
  credit_limit_mode text NOT NULL DEFAULT 'NONE' CHECK (credit_limit_mode IN ('NONE', 'STANDARD_API', 'MANUAL', 'CSV_LINKED')),
  credit_limit numeric(14, 2),
  credit_limit_utilisation numeric(14, 2) NOT NULL DEFAULT 0,
  terminal_selection_mode text NOT NULL DEFAULT 'ALL' CHECK (terminal_selection_mode IN ('MANUAL', 'ALL')),
  terminal_ids text[] NOT NULL DEFAULT '{}',
  product_selection_mode text NOT NULL DEFAULT 'ALL' CHECK (product_selection_mode IN ('MANUAL', 'ALL')),
  product_ids text[] NOT NULL DEFAULT '{}',
  additive_product_ids text[] NOT NULL DEFAULT '{}',
  agb_accepted boolean NOT NULL DEFAULT false,
  purchase_rights boolean NOT NULL DEFAULT true,
  message text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (buyer_account_id, seller_account_id)
);

CREATE TABLE relationship_payment_terms (
  relationship_id text NOT NULL REFERENCES relationships (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id),
  days integer NOT NULL REFERENCES payment_terms (days),
  PRIMARY KEY (relationship_id, product_id)
);

CREATE TABLE offers (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  product_id text NOT NULL REFERENCES products (id),
  terminal_id text REFERENCES terminals (id),
  price_type text NOT NULL CHECK (price_type IN ('FIXED', 'TRACKING', 'API')),
  price numeric(12, 4),
  future_month text CHECK (future_month IN ('M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06')),
  surcharge numeric(12, 4),
  surcharge_unit text CHECK (surcharge_unit IN ('USD/METRIC_TONNE', 'EUR/LITRE')),
  min_price numeric(12, 4),
  max_price_fall numeric(12, 4),
  total_volume bigint NOT NULL CHECK (total_volume >= 0),
  available_volume bigint NOT NULL CHECK (available_volume >= 0),
  min_order_volume bigint NOT NULL,
  max_order_volume bigint NOT NULL,
  available_from date NOT NULL,
  available_to date NOT NULL,
  daily_start time NOT NULL DEFAULT '07:00',
  daily_end time NOT NULL DEFAULT '18:00',
  collection_start date,
  collection_end date,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PAUSED', 'REMOVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX offers_seller_idx ON offers (seller_account_id);

CREATE TABLE orders (
  id text PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  contract_number text,
  buyer_account_id text NOT NULL REFERENCES accounts (id),
  buyer_user_id text REFERENCES users (id),
  seller_account_id text NOT NULL REFERENCES accounts (id),
  offer_id text REFERENCES offers (id),
  product_id text NOT NULL REFERENCES products (id),
  terminal_id text REFERENCES terminals (id),
  delivery_address_id text REFERENCES delivery_addresses (id),
  self_pickup boolean NOT NULL DEFAULT true,
  volume bigint NOT NULL CHECK (volume > 0),
  price numeric(12, 4) NOT NULL,
  net_amount numeric(14, 2) NOT NULL,
  vat_amount numeric(14, 2) NOT NULL,
  gross_amount numeric(14, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('COMPLETE', 'TRANSFERRED', 'CONFIRMED', 'MANUAL', 'INCOMPLETE', 'CANCELLED')),
  payment_days integer NOT NULL,
  collection_start date,
  collection_end date,
  created_at timestamptz NOT NULL
);
CREATE INDEX orders_buyer_idx ON orders (buyer_account_id, created_at DESC);
CREATE INDEX orders_seller_idx ON orders (seller_account_id, created_at DESC);

CREATE TABLE news (
  id text PRIMARY KEY,
  platform_id text NOT NULL REFERENCES platforms (id),
  seller_account_id text NOT NULL REFERENCES accounts (id),
  published_at timestamptz NOT NULL,
  title text NOT NULL,
  body_html text NOT NULL
);

CREATE TABLE favourites (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  products text[] NOT NULL DEFAULT '{}',
  regions text[] NOT NULL DEFAULT '{}',
  terminals text[] NOT NULL DEFAULT '{}',
  sellers text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favourites_account_idx ON favourites (account_id);

CREATE TABLE user_settings (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
