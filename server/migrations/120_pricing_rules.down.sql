-- Undoes 120_pricing_rules.sql.
DROP TABLE pricing_rules;
DROP TABLE pricing_rule_groups;
