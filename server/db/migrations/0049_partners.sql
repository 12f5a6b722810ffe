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
CREATE TABLE "partner_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"click_id" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"attributed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_attributions_sub_ids_short" CHECK (coalesce(length("partner_attributions"."sub1"), 0) <= 100 and coalesce(length("partner_attributions"."sub2"), 0) <= 100
    and coalesce(length("partner_attributions"."sub3"), 0) <= 100 and coalesce(length("partner_attributions"."sub4"), 0) <= 100
    and coalesce(length("partner_attributions"."sub5"), 0) <= 100)
);
--> statement-breakpoint
CREATE TABLE "partner_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"click_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text NOT NULL,
	"element" text,
	"landing" text,
	"ip_hash" text NOT NULL,
	"user_agent_hash" text NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_clicks_click_id_unique" UNIQUE("click_id"),
	CONSTRAINT "partner_clicks_source_known" CHECK ("partner_clicks"."source" in ('widget', 'link')),
	CONSTRAINT "partner_clicks_sub_ids_short" CHECK (coalesce(length("partner_clicks"."sub1"), 0) <= 100 and coalesce(length("partner_clicks"."sub2"), 0) <= 100
    and coalesce(length("partner_clicks"."sub3"), 0) <= 100 and coalesce(length("partner_clicks"."sub4"), 0) <= 100
    and coalesce(length("partner_clicks"."sub5"), 0) <= 100)
);
--> statement-breakpoint
CREATE TABLE "partner_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"partner_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"dedupe_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"amount" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "partner_events_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "partner_events_event_known" CHECK ("partner_events"."event" in ('registration', 'first_deposit', 'deposit', 'qualification', 'withdrawal')),
	CONSTRAINT "partner_events_state_known" CHECK ("partner_events"."state" in ('pending', 'delivered', 'skipped')),
	CONSTRAINT "partner_events_amount_not_negative" CHECK ("partner_events"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_postbacks" (
	"partner_id" integer NOT NULL,
	"event" text NOT NULL,
	"url_template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_postbacks_partner_id_event_pk" PRIMARY KEY("partner_id","event"),
	CONSTRAINT "partner_postbacks_event_known" CHECK ("partner_postbacks"."event" in ('registration', 'first_deposit', 'deposit', 'qualification', 'withdrawal')),
	CONSTRAINT "partner_postbacks_url_length" CHECK (length("partner_postbacks"."url_template") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"parent_id" integer,
	"attribution_days" integer,
	"postback_secret" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "partners_status_known" CHECK ("partners"."status" in ('pending', 'approved', 'suspended')),
	CONSTRAINT "partners_parent_not_self" CHECK ("partners"."parent_id" <> "partners"."id"),
	CONSTRAINT "partners_attribution_days_range" CHECK ("partners"."attribution_days" between 1 and 365),
	CONSTRAINT "partners_postback_secret_length" CHECK (length("partners"."postback_secret") >= 32)
);
--> statement-breakpoint
ALTER TABLE "risk_cases" DROP CONSTRAINT "risk_cases_rule_known";--> statement-breakpoint
ALTER TABLE "risk_flags" DROP CONSTRAINT "risk_flags_rule_known";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reason_known";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "partner_attribution_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
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
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_click_id_partner_clicks_click_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."partner_clicks"("click_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clicks" ADD CONSTRAINT "partner_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_event_id_partner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."partner_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_postbacks" ADD CONSTRAINT "partner_postbacks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_qualifications_player" ON "partner_qualifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_qualifications_partner_month" ON "partner_qualifications" USING btree ("partner_id","month");--> statement-breakpoint
CREATE INDEX "partner_statement_lines_statement" ON "partner_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "partner_attributions_partner_idx" ON "partner_attributions" USING btree ("partner_id","attributed_at");--> statement-breakpoint
CREATE INDEX "partner_clicks_partner_idx" ON "partner_clicks" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_clicks_repeat_idx" ON "partner_clicks" USING btree ("partner_id","ip_hash","user_agent_hash","created_at");--> statement-breakpoint
CREATE INDEX "partner_deliveries_event_idx" ON "partner_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_deliveries_partner_idx" ON "partner_deliveries" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_events_pending_idx" ON "partner_events" USING btree ("user_id","id") WHERE "partner_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_events_partner_idx" ON "partner_events" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_partner_attribution_days_range" CHECK ("site_settings"."partner_attribution_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_rule_known" CHECK ("risk_cases"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud'));--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_rule_known" CHECK ("risk_flags"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough', 'partnerFraud'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."user_id" is not null and "accounts"."kind" in ('wallet', 'game', 'withdrawal_pending', 'bonus', 'debt')) or ("accounts"."user_id" is null and "accounts"."kind" in ('house', 'deposits', 'payouts', 'rewards', 'demo_funding', 'provider_held', 'provider_funds', 'corrections', 'debts', 'unclaimed', 'partner_commissions')));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reason_known" CHECK ("ledger_transactions"."reason" in ('deposit', 'withdrawal', 'withdrawal_paid', 'withdrawal_refund', 'conversion', 'bet', 'win', 'reward', 'race_prize', 'bonus_forfeit', 'adjustment', 'demo_funding', 'provider_transfer', 'correction', 'debt_repayment', 'unclaimed_transfer', 'partner_commission'));