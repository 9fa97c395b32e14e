-- The rest of a seller's pricing engine (server/src/features/pricing/settings.ts): expiry rules that roll
-- the ICE future month of the seller's live offers, the seller's own product densities and conversion
-- factors, and minimum prices per product and terminal. Every change is recorded in the audit log.

-- At `due_at` (the rule's date and time on the platform's clock) the future month of every live offer of
-- the seller moves one month forward or back; `applied_at` records that it was done (once).
CREATE TABLE expiry_rules (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  date date NOT NULL,
  time time NOT NULL,
  due_at timestamptz NOT NULL,
  direction text NOT NULL CHECK (direction IN ('MONTH_FORWARD', 'MONTH_BACK')),
  applied_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (seller_account_id, date, time)
);
-- The roll finds the rules that came due and have not been applied.
CREATE INDEX expiry_rules_due_idx ON expiry_rules (due_at) WHERE applied_at IS NULL;

-- A seller's density (kg/l at 15 °C) of a fuel product and the conversion factor (t/m³) its prices convert
-- per-tonne amounts with; without a row the product's master-data density is both.
CREATE TABLE seller_product_densities (
  seller_account_id text NOT NULL REFERENCES accounts (id),
  product_id text NOT NULL REFERENCES products (id),
  density numeric(6, 4) NOT NULL CHECK (density > 0),
  conversion_factor numeric(6, 4) NOT NULL CHECK (conversion_factor > 0),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (seller_account_id, product_id)
);

-- The lowest price (platform currency per 100 L at 15 °C) any offer of the seller for the product at the
-- terminal sells at, before customer rules; an offer's own minimum price may be higher.
CREATE TABLE seller_min_prices (
  id text PRIMARY KEY,
  seller_account_id text NOT NULL REFERENCES accounts (id),
  product_id text NOT NULL REFERENCES products (id),
  terminal_id text NOT NULL REFERENCES terminals (id),
  min_price numeric(12, 4) NOT NULL CHECK (min_price > 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (seller_account_id, product_id, terminal_id)
);

ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('offer', 'pricing_rule', 'expiry_rule', 'product_density', 'min_price'));

CREATE OR REPLACE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  kind text := CASE TG_TABLE_NAME WHEN 'offers' THEN 'offer' WHEN 'pricing_rules' THEN 'pricing_rule'
                 WHEN 'expiry_rules' THEN 'expiry_rule' WHEN 'seller_product_densities' THEN 'product_density'
                 ELSE 'min_price' END;
  done text;
  who text := nullif(current_setting('fm.user_id', true), '');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only an edit: bookkeeping columns and the volume orders take do not count.
    IF (old_row - ARRAY['version', 'updated_at', 'updated_by', 'available_volume'])
       = (new_row - ARRAY['version', 'updated_at', 'updated_by', 'available_volume']) THEN
      RETURN NULL;
    END IF;
    -- An offer is deleted by marking it REMOVED (orders keep pointing at it).
    done := CASE WHEN new_row ->> 'status' = 'REMOVED' AND old_row ->> 'status' <> 'REMOVED'
                 THEN 'deleted' ELSE 'updated' END;
  ELSIF TG_OP = 'INSERT' THEN
    done := 'created';
  ELSE
    done := 'deleted';
  END IF;
  INSERT INTO audit_log (account_id, user_id, entity, entity_id, action, before, after)
  VALUES (coalesce(new_row, old_row) ->> 'seller_account_id', who, kind,
          coalesce(coalesce(new_row, old_row) ->> 'id', coalesce(new_row, old_row) ->> 'product_id'),
          done, old_row, new_row);
  RETURN NULL;
END;
$$;

CREATE TRIGGER expiry_rules_audit AFTER INSERT OR UPDATE OR DELETE ON expiry_rules
  FOR EACH ROW EXECUTE FUNCTION audit_change();
CREATE TRIGGER seller_product_densities_audit AFTER INSERT OR UPDATE OR DELETE ON seller_product_densities
  FOR EACH ROW EXECUTE FUNCTION audit_change();
CREATE TRIGGER seller_min_prices_audit AFTER INSERT OR UPDATE OR DELETE ON seller_min_prices
  FOR EACH ROW EXECUTE FUNCTION audit_change();
