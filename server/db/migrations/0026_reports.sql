CREATE TABLE "report_game_hours" (
	"hour" timestamp with time zone NOT NULL,
	"game_id" integer NOT NULL,
	"channel" text NOT NULL,
	"rounds" integer NOT NULL,
	"stakes" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"staked" integer NOT NULL,
	"ratio_sum" double precision NOT NULL,
	"ratio_squares" double precision NOT NULL,
	CONSTRAINT "report_game_hours_hour_game_id_channel_pk" PRIMARY KEY("hour","game_id","channel"),
	CONSTRAINT "report_game_hours_channel_known" CHECK ("report_game_hours"."channel" in ('direct', 'invited', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_ledger_hours" (
	"hour" timestamp with time zone NOT NULL,
	"account_kind" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"credits" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "report_ledger_hours_hour_account_kind_reason_detail_pk" PRIMARY KEY("hour","account_kind","reason","detail")
);
--> statement-breakpoint
ALTER TABLE "report_game_hours" ADD CONSTRAINT "report_game_hours_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");