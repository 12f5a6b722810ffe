CREATE TABLE "crash_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"client_bet_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout" integer,
	"auto_at" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL,
	"cashed_out_at" integer,
	"win" bigint DEFAULT 0 NOT NULL,
	"house_shard" smallint NOT NULL,
	"login_session_id" integer,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"shown_round_id" bigint,
	CONSTRAINT "crash_bets_slot_known" CHECK ("crash_bets"."slot" in (1, 2)),
	CONSTRAINT "crash_bets_stake_positive" CHECK ("crash_bets"."stake" > 0),
	CONSTRAINT "crash_bets_state_known" CHECK ("crash_bets"."state" in ('open', 'cashed', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"secret" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"edge_bps" integer DEFAULT 300 NOT NULL,
	"first_round" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_edge_range" CHECK ("crash_chains"."edge_bps" >= 0 and "crash_chains"."edge_bps" < 10000),
	CONSTRAINT "crash_chains_position_range" CHECK ("crash_chains"."position" >= 0 and "crash_chains"."position" <= "crash_chains"."length")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"round" integer PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"link" integer NOT NULL,
	"seed" text NOT NULL,
	"crash_point" integer NOT NULL,
	"edge_bps" integer NOT NULL,
	"betting_starts_at" timestamp with time zone NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"flight_starts_at" timestamp with time zone NOT NULL,
	"crash_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_point_range" CHECK ("crash_rounds"."crash_point" >= 100),
	CONSTRAINT "crash_rounds_schedule" CHECK ("crash_rounds"."betting_starts_at" <= "crash_rounds"."betting_ends_at" and "crash_rounds"."betting_ends_at" <= "crash_rounds"."flight_starts_at" and "crash_rounds"."flight_starts_at" <= "crash_rounds"."crash_at")
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_crash_rounds_round_fk" FOREIGN KEY ("round") REFERENCES "public"."crash_rounds"("round") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_shown_round_id_rounds_id_fk" FOREIGN KEY ("shown_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_client_unique" ON "crash_bets" USING btree ("user_id","client_bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_slot_unique" ON "crash_bets" USING btree ("round","user_id","slot");--> statement-breakpoint
CREATE INDEX "crash_bets_round_idx" ON "crash_bets" USING btree ("round","id");--> statement-breakpoint
CREATE INDEX "crash_bets_open_auto_idx" ON "crash_bets" USING btree ("round","auto_at") WHERE "crash_bets"."state" = 'open' and "crash_bets"."auto_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_chains_first_round_unique" ON "crash_chains" USING btree ("first_round");--> statement-breakpoint
CREATE INDEX "crash_rounds_open_idx" ON "crash_rounds" USING btree ("crash_at") WHERE "crash_rounds"."settled_at" is null;