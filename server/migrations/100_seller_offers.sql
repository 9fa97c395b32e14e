-- Sellers manage their fuel offers (server/src/features/offers/sellerOffers.ts): the FX rate a seller
-- enters with a live offer, and who changed an offer last (the overwrite question of rule V12 names them).
ALTER TABLE offers ADD COLUMN fx_rate numeric(12, 6) CHECK (fx_rate > 0);
ALTER TABLE offers ADD COLUMN updated_at timestamptz;
ALTER TABLE offers ADD COLUMN updated_by text REFERENCES users (id) ON DELETE SET NULL;
-- A seller's own offers, newest first.
CREATE INDEX offers_seller_created_idx ON offers (seller_account_id, created_at DESC) WHERE status <> 'REMOVED';
