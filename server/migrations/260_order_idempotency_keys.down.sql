-- Undoes 260_order_idempotency_keys.sql.
DROP TABLE order_idempotency_keys;
