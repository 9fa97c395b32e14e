-- Undoes 180_operator_audit.sql.
DROP TABLE operator_audit_log;
