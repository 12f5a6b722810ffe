-- The protection log and the ban-list answers are the regulator's records (kept at least 5 years): no statement
-- may change or remove them, whoever sends it, as the ledger's and the audit log's own guards refuse.
CREATE FUNCTION ficha_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'FC050';
END
$$;--> statement-breakpoint
CREATE TRIGGER protection_log_append_only BEFORE UPDATE OR DELETE ON "protection_log" FOR EACH ROW EXECUTE FUNCTION ficha_records_append_only();--> statement-breakpoint
CREATE TRIGGER protection_log_no_truncate BEFORE TRUNCATE ON "protection_log" FOR EACH STATEMENT EXECUTE FUNCTION ficha_records_append_only();--> statement-breakpoint
CREATE TRIGGER ban_checks_append_only BEFORE UPDATE OR DELETE ON "ban_checks" FOR EACH ROW EXECUTE FUNCTION ficha_records_append_only();--> statement-breakpoint
CREATE TRIGGER ban_checks_no_truncate BEFORE TRUNCATE ON "ban_checks" FOR EACH STATEMENT EXECUTE FUNCTION ficha_records_append_only();
