-- Undoes 200_creditors.sql.
ALTER TABLE orders DROP COLUMN creditor_number;
ALTER TABLE relationships DROP COLUMN creditor_number;
