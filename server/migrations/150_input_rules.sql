-- Exchange (ICE month) and FX rules (server/src/features/pricing/rules.ts): they change an input of the
-- live price instead of adding an amount, during a period of one day. `active_from` and `active_until`
-- are that day's start and end time on the platform's clock, as instants, so that pricing needs no time
-- zone: a rule applies at `t` when active_from <= t < active_until.
ALTER TABLE pricing_rules ADD COLUMN active_from timestamptz;
ALTER TABLE pricing_rules ADD COLUMN active_until timestamptz;
ALTER TABLE pricing_rules ADD CONSTRAINT pricing_rules_input_kinds CHECK (
  kind NOT IN ('FX', 'ICE_GASOIL')
  OR (date IS NOT NULL AND start_time IS NOT NULL AND end_time IS NOT NULL AND start_time < end_time
      AND active_from IS NOT NULL AND active_until IS NOT NULL
      AND (kind <> 'FX' OR exchange_rate > 0) AND (kind <> 'ICE_GASOIL' OR future_month IS NOT NULL)));
