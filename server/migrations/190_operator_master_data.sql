-- The platform operator edits company accounts, shareholder links, users under shareholder accounts and the
-- master data (products with their densities, regions, terminals). Master data rows carry a version for
-- optimistic locking; the operator log names every new action and keeps what changed (field, from, to).
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE regions ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE terminals ADD COLUMN version integer NOT NULL DEFAULT 1;

ALTER TABLE operator_audit_log DROP CONSTRAINT operator_audit_log_action_check;
ALTER TABLE operator_audit_log ADD CONSTRAINT operator_audit_log_action_check CHECK (action IN (
  'ACCOUNT_BLOCKED', 'ACCOUNT_UNBLOCKED', 'USER_BLOCKED', 'USER_UNBLOCKED',
  'ACCOUNT_UPDATED', 'SHAREHOLDER_CHANGED', 'USER_CREATED',
  'PRODUCT_CREATED', 'PRODUCT_UPDATED',
  'REGION_CREATED', 'REGION_UPDATED', 'REGION_DELETED',
  'TERMINAL_CREATED', 'TERMINAL_UPDATED', 'TERMINAL_DELETED'));
ALTER TABLE operator_audit_log DROP CONSTRAINT operator_audit_log_target_type_check;
ALTER TABLE operator_audit_log ADD CONSTRAINT operator_audit_log_target_type_check
  CHECK (target_type IN ('account', 'user', 'product', 'region', 'terminal'));
-- [{ "field": "name", "from": "…", "to": "…" }, …]; empty for blocks.
ALTER TABLE operator_audit_log ADD COLUMN changes jsonb NOT NULL DEFAULT '[]';
