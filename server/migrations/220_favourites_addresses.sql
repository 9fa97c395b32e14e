-- Favourites lists and delivery addresses kept by buyers (spec §3; server/src/features/favourites/,
-- server/src/features/delivery-addresses/).
-- - favourites: a list's name is unique per account, compared trimmed and case-insensitively.
-- - delivery_addresses.archived_at: a deleted address that placed orders still refer to is archived
--   instead of removed, so those orders and their history keep showing where they went; archived
--   addresses are offered nowhere (metadata, market, basket). An address without orders is removed.
CREATE UNIQUE INDEX favourites_account_name_idx ON favourites (account_id, lower(btrim(name)));
ALTER TABLE delivery_addresses ADD COLUMN archived_at timestamptz;
