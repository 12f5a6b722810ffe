CREATE TABLE "provider_mismatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"day" text,
	"round" text,
	"user_id" integer,
	"transaction_kind" text,
	"provider_amount" bigint,
	"ficha_amount" bigint,
	"first_run_id" integer NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "provider_mismatches_kind_known" CHECK ("provider_mismatches"."kind" in ('missing', 'unknown', 'amount', 'round_open'))
);
--> statement-breakpoint
CREATE TABLE "provider_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"provider_count" integer,
	"ficha_count" integer,
	"mismatches" integer,
	"rounds_closed" integer,
	"error" text,
	CONSTRAINT "provider_reconciliations_trigger_known" CHECK ("provider_reconciliations"."trigger" in ('schedule', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "provider_mismatches" ADD CONSTRAINT "provider_mismatches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_mismatches" ADD CONSTRAINT "provider_mismatches_first_run_id_provider_reconciliations_id_fk" FOREIGN KEY ("first_run_id") REFERENCES "public"."provider_reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reconciliations" ADD CONSTRAINT "provider_reconciliations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_mismatches_open_unique" ON "provider_mismatches" USING btree ("provider","kind","reference") WHERE "provider_mismatches"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reconciliations_one_running" ON "provider_reconciliations" USING btree ("provider") WHERE "provider_reconciliations"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "provider_reconciliations_day_idx" ON "provider_reconciliations" USING btree ("provider","day");