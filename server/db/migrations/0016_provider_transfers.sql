CREATE TABLE "provider_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "provider_transfers_transaction_uuid_unique" UNIQUE("transaction_uuid"),
	CONSTRAINT "provider_transfers_direction_known" CHECK ("provider_transfers"."direction" in ('deposit', 'withdraw')),
	CONSTRAINT "provider_transfers_state_known" CHECK ("provider_transfers"."state" in ('pending', 'unknown', 'settled', 'returned')),
	CONSTRAINT "provider_transfers_amount" CHECK ("provider_transfers"."amount" > 0 or ("provider_transfers"."amount" = 0 and "provider_transfers"."direction" = 'withdraw' and "provider_transfers"."state" = 'settled'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reason_known";--> statement-breakpoint
ALTER TABLE "provider_transfers" ADD CONSTRAINT "provider_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_transfers_open_idx" ON "provider_transfers" USING btree ("state","created_at") WHERE "provider_transfers"."state" in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "provider_transfers_user_idx" ON "provider_transfers" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."user_id" is not null and "accounts"."kind" in ('wallet', 'game', 'withdrawal_pending', 'bonus')) or ("accounts"."user_id" is null and "accounts"."kind" in ('house', 'deposits', 'payouts', 'rewards', 'demo_funding', 'provider_held', 'provider_funds')));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('deposit', 'withdrawal', 'withdrawal_paid', 'withdrawal_refund', 'conversion', 'bet', 'win', 'reward', 'bonus_forfeit', 'adjustment', 'demo_funding', 'provider_transfer'));