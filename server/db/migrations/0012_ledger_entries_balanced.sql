-- The database, not only its callers, keeps the ledger balanced: at commit, every ledger transaction that got
-- an entry in it must have entries summing to zero, else the commit fails (SQLSTATE FC002). Deferred to the
-- commit so a movement may insert its entries one by one. The trigger's function is part of this constraint
-- (schema), so it lives here; the functions that move money live in server/db/functions/.
CREATE FUNCTION ficha_ledger_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  -- The transaction an entry went into and, for an update or a delete, the one it left.
  FOREACH v_id IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.transaction_id]
                                   WHEN 'DELETE' THEN ARRAY[OLD.transaction_id]
                                   ELSE ARRAY[NEW.transaction_id, OLD.transaction_id] END LOOP
    IF coalesce((SELECT sum(amount) FROM ledger_entries WHERE transaction_id = v_id), 0) <> 0 THEN
      RAISE EXCEPTION 'ledger transaction % does not sum to zero', v_id USING ERRCODE = 'FC002';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ficha_ledger_balanced();
