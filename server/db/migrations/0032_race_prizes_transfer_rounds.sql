CREATE TABLE "provider_round_syncs" (
	"provider" text PRIMARY KEY NOT NULL,
	"synced_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_rollbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_rollbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"points" bigint NOT NULL,
	"transaction" text,
	"staked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "race_rollbacks_amounts" CHECK ("race_rollbacks"."stake" > 0 and "race_rollbacks"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reason_known";--> statement-breakpoint
ALTER TABLE "race_rollbacks" ADD CONSTRAINT "race_rollbacks_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_rollbacks" ADD CONSTRAINT "race_rollbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_rollbacks_race_idx" ON "race_rollbacks" USING btree ("race_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('deposit', 'withdrawal', 'withdrawal_paid', 'withdrawal_refund', 'conversion', 'bet', 'win', 'reward', 'race_prize', 'bonus_forfeit', 'adjustment', 'demo_funding', 'provider_transfer', 'correction'));--> statement-breakpoint
-- The reports' hourly summaries (derived from the ledger, never the ledger itself) are summed again by the next
-- report: race prizes paid before the reason race_prize existed (reason reward, reference race:<race>:<place>)
-- are then read as race prizes, not bonuses (server/services/reports/summaries.ts).
DELETE FROM "report_ledger_hours";--> statement-breakpoint
DELETE FROM "report_game_hours";--> statement-breakpoint
DELETE FROM "report_hours";
