-- The settings a shareholder parent keeps for each of its child accounts (Aviaten; spec §2 shareholder tabs,
-- rule S6; server/src/features/sub-accounts/). One row per child account; a child without a row has the
-- defaults (payment term 30 days, no daily limit, no shortening, no adjustment, every terminal, version 1).
-- - payment_term_days: the term of the child's orders where the seller relationship names none (rule K1).
-- - daily_purchase_limit: litres of all products the child may order per platform-local day (rule K2);
--   null = no limit. The order transaction locks this row (FOR UPDATE) while it checks the limit.
-- - collection_shortening_days: the collection period of the child's fuel orders ends at the latest this
--   many calendar days after its start (rule K5); null = as offered.
-- - price_adjustment: a discount in the platform currency per litre, so never positive (rule V11): the
--   child's orders are priced at the reserved price plus it (times 100 for fuels priced per 100 litres).
-- - terminal_ids: the terminals the child may buy fuels at; empty = all.
-- - version: optimistic concurrency of the parent's edits (409 VERSION_CONFLICT on a stale version).
CREATE TABLE sub_account_settings (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  payment_term_days integer NOT NULL DEFAULT 30 CHECK (payment_term_days IN (7, 14, 21, 30, 45)),
  daily_purchase_limit bigint CHECK (daily_purchase_limit >= 0),
  collection_shortening_days integer CHECK (collection_shortening_days >= 1),
  price_adjustment numeric(12, 4) NOT NULL DEFAULT 0 CHECK (price_adjustment <= 0),
  terminal_ids text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES users (id) ON DELETE SET NULL
);
