CREATE SEQUENCE "public"."race_entry_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "race_entries" (
	"race_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reached_seq" bigint NOT NULL,
	CONSTRAINT "race_entries_race_id_user_id_pk" PRIMARY KEY("race_id","user_id"),
	CONSTRAINT "race_entries_score_not_negative" CHECK ("race_entries"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "race_prizes" (
	"race_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"withheld" boolean DEFAULT false NOT NULL,
	CONSTRAINT "race_prizes_race_id_place_pk" PRIMARY KEY("race_id","place"),
	CONSTRAINT "race_prizes_ledger_key_unique" UNIQUE("ledger_key"),
	CONSTRAINT "race_prizes_player_unique" UNIQUE("race_id","user_id"),
	CONSTRAINT "race_prizes_amount_positive" CHECK ("race_prizes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"game_ids" integer[] DEFAULT '{}' NOT NULL,
	"providers" text[] DEFAULT '{}' NOT NULL,
	"prize_pool" bigint DEFAULT 0 NOT NULL,
	"shares" integer[] DEFAULT '{}' NOT NULL,
	"fixed_prizes" bigint[] DEFAULT '{}' NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"previous_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_previous_unique" UNIQUE("previous_id"),
	CONSTRAINT "races_names_fallback" CHECK ("races"."names" ? 'zh'),
	CONSTRAINT "races_period_ordered" CHECK ("races"."ends_at" > "races"."starts_at"),
	CONSTRAINT "races_repeat_known" CHECK ("races"."repeat" in ('none', 'daily', 'weekly')),
	CONSTRAINT "races_state_known" CHECK ("races"."state" in ('open', 'settling', 'final', 'cancelled')),
	CONSTRAINT "races_amounts_not_negative" CHECK ("races"."prize_pool" >= 0 and "races"."min_stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "race_weight_bps" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "races_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_prizes" ADD CONSTRAINT "race_prizes_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_prizes" ADD CONSTRAINT "race_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "races_open_idx" ON "races" USING btree ("starts_at","ends_at") WHERE "races"."state" = 'open';--> statement-breakpoint
CREATE INDEX "races_state_idx" ON "races" USING btree ("state","ends_at");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_race_weight_range" CHECK ("games"."race_weight_bps" between 0 and 100000);