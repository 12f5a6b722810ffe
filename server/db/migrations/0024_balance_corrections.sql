CREATE TABLE "balance_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"four_eyes" boolean NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"rejection" text,
	"ledger_transaction_id" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_corrections_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "balance_corrections_account_known" CHECK ("balance_corrections"."account" in ('wallet', 'game')),
	CONSTRAINT "balance_corrections_direction_known" CHECK ("balance_corrections"."direction" in ('credit', 'debit')),
	CONSTRAINT "balance_corrections_reason_known" CHECK ("balance_corrections"."reason" in ('goodwill', 'chargeback', 'errorFix', 'promotionFix', 'other')),
	CONSTRAINT "balance_corrections_status_known" CHECK ("balance_corrections"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "balance_corrections_amount_positive" CHECK ("balance_corrections"."amount" > 0),
	CONSTRAINT "balance_corrections_checker_not_maker" CHECK ("balance_corrections"."checker_id" is null or "balance_corrections"."checker_id" <> "balance_corrections"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reason_known";--> statement-breakpoint
ALTER TABLE "balance_corrections" ADD CONSTRAINT "balance_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_corrections" ADD CONSTRAINT "balance_corrections_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_corrections" ADD CONSTRAINT "balance_corrections_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_corrections" ADD CONSTRAINT "balance_corrections_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_corrections_status_idx" ON "balance_corrections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "balance_corrections_user_idx" ON "balance_corrections" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."user_id" is not null and "accounts"."kind" in ('wallet', 'game', 'withdrawal_pending', 'bonus')) or ("accounts"."user_id" is null and "accounts"."kind" in ('house', 'deposits', 'payouts', 'rewards', 'demo_funding', 'provider_held', 'provider_funds', 'corrections')));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('deposit', 'withdrawal', 'withdrawal_paid', 'withdrawal_refund', 'conversion', 'bet', 'win', 'reward', 'bonus_forfeit', 'adjustment', 'demo_funding', 'provider_transfer', 'correction'));