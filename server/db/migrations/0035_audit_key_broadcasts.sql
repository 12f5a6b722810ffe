CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"audience" text NOT NULL,
	"text" jsonb NOT NULL,
	"up_to" integer NOT NULL,
	"total" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "broadcasts_audience_known" CHECK ("broadcasts"."audience" in ('all', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "keyed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_notices" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_unfinished_idx" ON "broadcasts" USING btree ("id") WHERE "broadcasts"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_notices_broadcast_idx" ON "player_notices" USING btree ("broadcast_id","user_id") WHERE "player_notices"."broadcast_id" is not null;--> statement-breakpoint
CREATE FUNCTION ficha_audit_advance_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- From now on every row is keyed (HMAC under AUDIT_CHAIN_KEY, held outside the database).
  IF NOT NEW.keyed THEN
    RAISE EXCEPTION 'audit_log row % is not keyed', NEW.id USING ERRCODE = 'FC031';
  END IF;
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash, count = count + 1
    WHERE id = 1 AND last_hash = NEW.prev_hash AND last_id < NEW.id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'audit_log row % does not chain onto the head', NEW.id USING ERRCODE = 'FC031';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_moves_head AFTER INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION ficha_audit_advance_head();--> statement-breakpoint
CREATE FUNCTION ficha_audit_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only audit_log's insert trigger moves the head, one row on, onto the row it just chained.
  IF pg_trigger_depth() < 2 OR NEW.id <> OLD.id OR NEW.count <> OLD.count + 1 OR NEW.last_id <= OLD.last_id
     OR NOT EXISTS (SELECT 1 FROM audit_log
                    WHERE id = NEW.last_id AND hash = NEW.last_hash AND prev_hash = OLD.last_hash) THEN
    RAISE EXCEPTION 'audit_chain_head is append-only: it moves only with an audit_log insert'
      USING ERRCODE = 'FC030';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_chain_head_moves_with_log BEFORE UPDATE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION ficha_audit_head_guard();--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_insert BEFORE INSERT ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION ficha_audit_append_only();
