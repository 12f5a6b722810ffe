-- The points ledger is append-only, as the money ledger: a movement is never changed or removed (a purchase
-- whose reward fails is answered by a movement giving the points back). ficha_records_append_only is 0045's.
CREATE TRIGGER points_movements_append_only BEFORE UPDATE OR DELETE ON "points_movements" FOR EACH ROW EXECUTE FUNCTION ficha_records_append_only();--> statement-breakpoint
CREATE TRIGGER points_movements_no_truncate BEFORE TRUNCATE ON "points_movements" FOR EACH STATEMENT EXECUTE FUNCTION ficha_records_append_only();
