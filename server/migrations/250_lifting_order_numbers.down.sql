-- Undoes 250_lifting_order_numbers.sql.
ALTER TABLE orders DROP COLUMN lifting_order_number;
