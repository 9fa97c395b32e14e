-- Undoes 140_pricing_settings.sql (the audit function keeps naming the dropped tables; it never sees them).
DROP TRIGGER seller_min_prices_audit ON seller_min_prices;
DROP TRIGGER seller_product_densities_audit ON seller_product_densities;
DROP TRIGGER expiry_rules_audit ON expiry_rules;
DELETE FROM audit_log WHERE entity NOT IN ('offer', 'pricing_rule');
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check CHECK (entity IN ('offer', 'pricing_rule'));
DROP TABLE seller_min_prices;
DROP TABLE seller_product_densities;
DROP TABLE expiry_rules;
