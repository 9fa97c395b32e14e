-- Undoes 210_user_versions.sql.
ALTER TABLE orders DROP CONSTRAINT orders_buyer_user_id_fkey;
ALTER TABLE orders ADD CONSTRAINT orders_buyer_user_id_fkey FOREIGN KEY (buyer_user_id) REFERENCES users (id);
DROP TRIGGER users_version ON users;
DROP FUNCTION users_bump_version();
ALTER TABLE users DROP COLUMN version;
