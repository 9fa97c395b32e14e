-- Undoes 130_audit_log.sql.
DROP TRIGGER pricing_rules_audit ON pricing_rules;
DROP TRIGGER offers_audit ON offers;
DROP FUNCTION audit_change();
DROP TABLE audit_log;
