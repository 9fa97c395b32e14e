-- Creditor numbers ("Kreditorennummer") of the Austrian platform (brand flag CREDITORS, rule B11;
-- server/src/features/relationships/, server/src/features/orders/).
-- - relationships.creditor_number: the number the seller keeps for the buyer; null = none. The seller sets
--   it in the relationship's settings, trimmed, 1 to 30 letters, digits, '-', '/' or '.'.
-- - orders.creditor_number: the relationship's number when the order was placed (copied in the order
--   transaction), so a later change of the relationship's number leaves placed orders as they were.
ALTER TABLE relationships ADD COLUMN creditor_number text
  CONSTRAINT relationships_creditor_number_check CHECK (creditor_number ~ '^[A-Za-z0-9./-]{1,30}$');
ALTER TABLE orders ADD COLUMN creditor_number text
  CONSTRAINT orders_creditor_number_check CHECK (creditor_number ~ '^[A-Za-z0-9./-]{1,30}$');
