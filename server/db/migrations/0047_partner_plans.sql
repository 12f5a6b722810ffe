CREATE TABLE "partner_plan_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_plan_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"from_month" date NOT NULL,
	"assigned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_plan_assignments_month" UNIQUE("partner_id","from_month"),
	CONSTRAINT "partner_plan_assignments_first_day" CHECK (extract(day from "partner_plan_assignments"."from_month") = 1)
);
--> statement-breakpoint
CREATE TABLE "partner_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cpa_amount" bigint DEFAULT 0 NOT NULL,
	"cpa_min_deposits" bigint DEFAULT 0 NOT NULL,
	"cpa_min_wagered" bigint DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_share_bps" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_plans_kind_known" CHECK ("partner_plans"."kind" in ('cpa', 'revenue_share', 'hybrid')),
	CONSTRAINT "partner_plans_cpa_shape" CHECK (("partner_plans"."kind" = 'revenue_share') = ("partner_plans"."cpa_amount" = 0) and "partner_plans"."cpa_amount" >= 0 and "partner_plans"."cpa_min_deposits" >= 0 and "partner_plans"."cpa_min_wagered" >= 0),
	CONSTRAINT "partner_plans_share_shape" CHECK (("partner_plans"."kind" = 'cpa') = (jsonb_array_length("partner_plans"."tiers") = 0) and "partner_plans"."sub_share_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "partner_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"amount" bigint NOT NULL,
	"month" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_qualifications_state_known" CHECK ("partner_qualifications"."state" in ('qualified', 'held', 'excluded')),
	CONSTRAINT "partner_qualifications_shape" CHECK (("partner_qualifications"."state" = 'qualified') = ("partner_qualifications"."month" is not null) and ("partner_qualifications"."state" = 'qualified') = ("partner_qualifications"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "partner_statement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"sub_partner_id" integer,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ngr" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"cpa" bigint DEFAULT 0 NOT NULL,
	"sub_commission" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_statement_lines_kind_known" CHECK ("partner_statement_lines"."kind" in ('player', 'sub_partner')),
	CONSTRAINT "partner_statement_lines_shape" CHECK (("partner_statement_lines"."kind" = 'player') = ("partner_statement_lines"."user_id" is not null) and ("partner_statement_lines"."kind" = 'sub_partner') = ("partner_statement_lines"."sub_partner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "partner_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text DEFAULT 'frozen' NOT NULL,
	"ngr" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"revenue_share" bigint NOT NULL,
	"cpa_count" integer NOT NULL,
	"cpa_total" bigint NOT NULL,
	"sub_share" bigint NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "partner_statements_month" UNIQUE("partner_id","month"),
	CONSTRAINT "partner_statements_state_known" CHECK ("partner_statements"."state" in ('frozen', 'approved', 'paid', 'void')),
	CONSTRAINT "partner_statements_carry" CHECK ("partner_statements"."carry_in" <= 0 and "partner_statements"."carry_out" <= 0),
	CONSTRAINT "partner_statements_total" CHECK ("partner_statements"."total" = "partner_statements"."revenue_share" + "partner_statements"."cpa_total" + "partner_statements"."sub_share" and "partner_statements"."total" >= 0),
	CONSTRAINT "partner_statements_four_eyes" CHECK ("partner_statements"."paid_by" is null or "partner_statements"."paid_by" <> "partner_statements"."approved_by")
);
--> statement-breakpoint
ALTER TABLE "risk_cases" DROP CONSTRAINT "risk_cases_rule_known";--> statement-breakpoint
ALTER TABLE "risk_flags" DROP CONSTRAINT "risk_flags_rule_known";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reason_known";--> statement-breakpoint
ALTER TABLE "partner_plan_assignments" ADD CONSTRAINT "partner_plan_assignments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plan_assignments" ADD CONSTRAINT "partner_plan_assignments_plan_id_partner_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."partner_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plan_assignments" ADD CONSTRAINT "partner_plan_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plans" ADD CONSTRAINT "partner_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_qualifications" ADD CONSTRAINT "partner_qualifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_qualifications" ADD CONSTRAINT "partner_qualifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_qualifications" ADD CONSTRAINT "partner_qualifications_plan_id_partner_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."partner_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_statement_id_partner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."partner_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_sub_partner_id_partners_id_fk" FOREIGN KEY ("sub_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_plan_id_partner_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."partner_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_qualifications_player" ON "partner_qualifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_qualifications_partner_month" ON "partner_qualifications" USING btree ("partner_id","month");--> statement-breakpoint
CREATE INDEX "partner_statement_lines_statement" ON "partner_statement_lines" USING btree ("statement_id");--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_rule_known" CHECK ("risk_cases"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud'));--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_rule_known" CHECK ("risk_flags"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."user_id" is not null and "accounts"."kind" in ('wallet', 'game', 'withdrawal_pending', 'bonus', 'debt')) or ("accounts"."user_id" is null and "accounts"."kind" in ('house', 'deposits', 'payouts', 'rewards', 'demo_funding', 'provider_held', 'provider_funds', 'corrections', 'debts', 'unclaimed', 'partner_commissions')));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('deposit', 'withdrawal', 'withdrawal_paid', 'withdrawal_refund', 'conversion', 'bet', 'win', 'reward', 'race_prize', 'bonus_forfeit', 'adjustment', 'demo_funding', 'provider_transfer', 'correction', 'debt_repayment', 'unclaimed_transfer', 'partner_commission'));