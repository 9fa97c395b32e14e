-- Who changed what and when (server/src/features/audit/): every change of a seller's offer or pricing
-- rule, recorded by triggers so that no path that writes them (form, CSV upload, rules) can skip it. The
-- user is the transaction's `fm.user_id` setting (`set_config('fm.user_id', ..., true)`), null when the
-- platform itself changed the row. An order lowering an offer's available volume is not an edit of the
-- offer and is not recorded here.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  entity text NOT NULL CHECK (entity IN ('offer', 'pricing_rule')),
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  before jsonb,
  after jsonb
);
-- An account's log, newest first; one object's history.
CREATE INDEX audit_log_account_idx ON audit_log (account_id, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id DESC);

CREATE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  kind text := CASE TG_TABLE_NAME WHEN 'offers' THEN 'offer' ELSE 'pricing_rule' END;
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
  VALUES (coalesce(new_row, old_row) ->> 'seller_account_id', who, kind, coalesce(new_row, old_row) ->> 'id',
          done, old_row, new_row);
  RETURN NULL;
END;
$$;

CREATE TRIGGER offers_audit AFTER INSERT OR UPDATE OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION audit_change();
CREATE TRIGGER pricing_rules_audit AFTER INSERT OR UPDATE OR DELETE ON pricing_rules
  FOR EACH ROW EXECUTE FUNCTION audit_change();
