-- Undoes 150_input_rules.sql (exchange and FX rules go with their columns).
DELETE FROM pricing_rules WHERE kind IN ('FX', 'ICE_GASOIL');
ALTER TABLE pricing_rules DROP CONSTRAINT pricing_rules_input_kinds;
ALTER TABLE pricing_rules DROP COLUMN active_until;
ALTER TABLE pricing_rules DROP COLUMN active_from;
