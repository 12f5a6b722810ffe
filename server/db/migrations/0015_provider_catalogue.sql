CREATE TABLE "provider_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" integer,
	"listed" integer,
	"offered" integer,
	"removed" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_syncs_trigger_known" CHECK ("provider_syncs"."trigger" in ('start', 'schedule', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "rounds" DROP CONSTRAINT "rounds_bet_positive";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "rtp_bps" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "volatility" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider_game_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "studio" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "background" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "devices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "blocked_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "provider_round_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_syncs" ADD CONSTRAINT "provider_syncs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_syncs_provider_idx" ON "provider_syncs" USING btree ("provider","created_at");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_provider_round_id_provider_rounds_id_fk" FOREIGN KEY ("provider_round_id") REFERENCES "public"."provider_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_unique" ON "games" USING btree ("provider","provider_game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_provider_round_unique" ON "rounds" USING btree ("provider_round_id");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_bet_not_negative" CHECK ("rounds"."bet" >= 0);--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_bet_positive" CHECK ("rounds"."bet" > 0 or "rounds"."provider_round_id" is not null);