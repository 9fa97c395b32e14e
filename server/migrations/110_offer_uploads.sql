-- CSV offer uploads (server/src/features/offers/csvUpload.ts): a preview keeps the operations it found so
-- that applying it changes exactly what the seller saw; an applied upload is the history entry.
CREATE TABLE offer_uploads (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  valid boolean NOT NULL,
  -- [{ kind: 'create' | 'update' | 'delete', row, offerId?, version?, input? }], emptied once applied.
  operations jsonb NOT NULL,
  created integer NOT NULL CHECK (created >= 0),
  updated integer NOT NULL CHECK (updated >= 0),
  deleted integer NOT NULL CHECK (deleted >= 0),
  previewed_at timestamptz NOT NULL,
  applied_at timestamptz
);
-- The history: an account's applied uploads, newest first.
CREATE INDEX offer_uploads_history_idx ON offer_uploads (seller_account_id, applied_at DESC)
  WHERE applied_at IS NOT NULL;
