-- Idempotency keys of order placements (POST /api/orders with an `Idempotency-Key` header;
-- server/src/features/orders/idempotency.ts): the first outcome of a placement, kept 24 hours per user
-- and key, so a retried request (an answer lost after COMMIT) gets that outcome and places nothing again.
-- - The row is written in the order's own transaction: committed with the order, or not at all.
-- - fingerprint: SHA-256 of the request body; the same key with another body is refused.
-- - status / body: the answer given (201 and the confirmation, or a 4xx problem), its JSON text kept as
--   it was; null only while the placing transaction holds the row (no other transaction sees it then).
CREATE TABLE order_idempotency_keys (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  fingerprint text NOT NULL,
  status integer CHECK (status BETWEEN 200 AND 499),
  body json,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
