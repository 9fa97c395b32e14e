-- Order history (GET /api/orderHistory, server/src/features/orders/history.ts) and edited orders.

-- The volume at placement next to the price at placement (`original_price`), so an edit keeps both.
ALTER TABLE orders ADD COLUMN original_volume bigint CHECK (original_volume > 0);

-- The product's type on the order itself, so the history of one type is one index range. Filled from
-- the product on insert (a product never changes its type).
ALTER TABLE orders ADD COLUMN product_type text;
UPDATE orders o SET product_type = p.type FROM products p WHERE p.id = o.product_id;
ALTER TABLE orders ALTER COLUMN product_type SET NOT NULL;

CREATE FUNCTION orders_set_product_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT type INTO NEW.product_type FROM products WHERE id = NEW.product_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_product_type BEFORE INSERT OR UPDATE OF product_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_set_product_type();

-- Per side (seller, buyer) and product type, one narrow index per history filter, each ending in the
-- creation time where the filter is an equality: the page is read in its sort order, and a filter's count
-- is an index-only scan of the matching entries (spec §9 page size and sort; the figures are in the
-- note of bench/history.ts). The product and partner indexes also carry volume and status, so the
-- statistics (GET /api/orders/orderStats: volumes per partner and per product) read no table rows.
-- Orders are never deleted, so these only grow with placements.
CREATE INDEX orders_h_seller_created_idx ON orders (seller_account_id, product_type, created_at DESC, id DESC);
CREATE INDEX orders_h_seller_product_idx ON orders (seller_account_id, product_type, product_id, created_at DESC)
  INCLUDE (volume, status);
CREATE INDEX orders_h_seller_terminal_idx ON orders (seller_account_id, product_type, terminal_id, created_at DESC);
CREATE INDEX orders_h_seller_address_idx ON orders (seller_account_id, product_type, delivery_address_id, created_at DESC);
CREATE INDEX orders_h_seller_status_idx ON orders (seller_account_id, product_type, status, created_at DESC);
CREATE INDEX orders_h_seller_party_idx ON orders (seller_account_id, product_type, buyer_account_id, created_at DESC)
  INCLUDE (volume, status);
CREATE INDEX orders_h_seller_price_idx ON orders (seller_account_id, product_type, price);
CREATE INDEX orders_h_seller_invoice_idx ON orders (seller_account_id, product_type, gross_amount);
CREATE INDEX orders_h_seller_volume_idx ON orders (seller_account_id, product_type, volume);
CREATE INDEX orders_h_seller_collection_idx ON orders (seller_account_id, product_type, collection_end);
CREATE INDEX orders_h_buyer_created_idx ON orders (buyer_account_id, product_type, created_at DESC, id DESC);
CREATE INDEX orders_h_buyer_product_idx ON orders (buyer_account_id, product_type, product_id, created_at DESC)
  INCLUDE (volume, status);
CREATE INDEX orders_h_buyer_terminal_idx ON orders (buyer_account_id, product_type, terminal_id, created_at DESC);
CREATE INDEX orders_h_buyer_address_idx ON orders (buyer_account_id, product_type, delivery_address_id, created_at DESC);
CREATE INDEX orders_h_buyer_status_idx ON orders (buyer_account_id, product_type, status, created_at DESC);
CREATE INDEX orders_h_buyer_party_idx ON orders (buyer_account_id, product_type, seller_account_id, created_at DESC)
  INCLUDE (volume, status);
CREATE INDEX orders_h_buyer_price_idx ON orders (buyer_account_id, product_type, price);
CREATE INDEX orders_h_buyer_invoice_idx ON orders (buyer_account_id, product_type, gross_amount);
CREATE INDEX orders_h_buyer_volume_idx ON orders (buyer_account_id, product_type, volume);
CREATE INDEX orders_h_buyer_collection_idx ON orders (buyer_account_id, product_type, collection_end);
