-- Undoes 190_operator_master_data.sql (entries of the new actions are removed).
DELETE FROM operator_audit_log
 WHERE action NOT IN ('ACCOUNT_BLOCKED', 'ACCOUNT_UNBLOCKED', 'USER_BLOCKED', 'USER_UNBLOCKED');
ALTER TABLE operator_audit_log DROP COLUMN changes;
ALTER TABLE operator_audit_log DROP CONSTRAINT operator_audit_log_target_type_check;
ALTER TABLE operator_audit_log ADD CONSTRAINT operator_audit_log_target_type_check
  CHECK (target_type IN ('account', 'user'));
ALTER TABLE operator_audit_log DROP CONSTRAINT operator_audit_log_action_check;
ALTER TABLE operator_audit_log ADD CONSTRAINT operator_audit_log_action_check
  CHECK (action IN ('ACCOUNT_BLOCKED', 'ACCOUNT_UNBLOCKED', 'USER_BLOCKED', 'USER_UNBLOCKED'));
ALTER TABLE terminals DROP COLUMN version;
ALTER TABLE regions DROP COLUMN version;
ALTER TABLE products DROP COLUMN version;
