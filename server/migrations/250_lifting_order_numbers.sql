-- Lifting order numbers ("Abholauftragsnummer") of the Austrian platform (brand flag LIFTING_ORDER_NUMBER,
-- rule B11; server/src/features/orders/placeOrder.ts): the number the terminal needs to release the load.
-- - orders.lifting_order_number: given by the buyer when placing the order from the basket; null = none.
--   Trimmed, 1 to 40 letters, digits, '-', '/' or inner spaces. Only the Austrian platform accepts one.
ALTER TABLE orders ADD COLUMN lifting_order_number text
  CONSTRAINT orders_lifting_order_number_check
  CHECK (lifting_order_number ~ '^[A-Za-z0-9/-]([A-Za-z0-9 /-]{0,38}[A-Za-z0-9/-])?$');
