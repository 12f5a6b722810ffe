CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"last_hash" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "audit_chain_head_one_row" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id", "last_id", "last_hash", "count") VALUES (1, 0, repeat('0', 64), 0);--> statement-breakpoint
CREATE FUNCTION ficha_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'FC030';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION ficha_audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION ficha_audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_head_kept BEFORE DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION ficha_audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON "audit_chain_head" FOR EACH STATEMENT EXECUTE FUNCTION ficha_audit_append_only();
