CREATE TABLE "risk_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"rule" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_id" integer,
	"deadline" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_cases_rule_known" CHECK ("risk_cases"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough')),
	CONSTRAINT "risk_cases_status_known" CHECK ("risk_cases"."status" in ('open', 'closed')),
	CONSTRAINT "risk_cases_decision_known" CHECK ("risk_cases"."decision" is null or "risk_cases"."decision" in ('noAction', 'contacted', 'limited', 'restricted', 'reported')),
	CONSTRAINT "risk_cases_closed_decided" CHECK (("risk_cases"."status" = 'closed') = ("risk_cases"."decision" is not null and "risk_cases"."reason" is not null and "risk_cases"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rule" text NOT NULL,
	"key" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_flags_once" UNIQUE("user_id","rule","key"),
	CONSTRAINT "risk_flags_rule_known" CHECK ("risk_flags"."rule" in ('lossChasing', 'depositSpike', 'limitNear', 'longSession', 'nightStreak', 'sharedIdentifier', 'largeWithdrawal', 'passThrough'))
);
--> statement-breakpoint
CREATE TABLE "risk_monitor_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_monitor_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ran_at" timestamp with time zone NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_notices" DROP CONSTRAINT "player_notices_kind_known";--> statement-breakpoint
ALTER TABLE "protection_log" DROP CONSTRAINT "protection_log_event_known";--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_case_id_risk_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."risk_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_cases_open_unique" ON "risk_cases" USING btree ("user_id","rule") WHERE "risk_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "risk_cases_queue_idx" ON "risk_cases" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "risk_cases_user_idx" ON "risk_cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "risk_flags_case_idx" ON "risk_flags" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_kind_known" CHECK ("player_notices"."kind" in ('withdrawalPaid', 'withdrawalRefused', 'bonusForfeited', 'playAlert'));--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_event_known" CHECK ("protection_log"."event" in ('limitsSet', 'selfExcluded', 'identityChanged', 'limitRefused', 'depositHeld', 'sessionEnded', 'viewedByOperator', 'bonusForfeited', 'rewardWithheld', 'banned', 'accountClosed', 'riskFlagged', 'riskCaseAssigned', 'riskCaseDecided', 'riskCaseExported'));