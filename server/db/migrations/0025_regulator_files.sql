CREATE TABLE "regulator_days" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_at" timestamp with time zone,
	"actor_id" integer,
	"error" text,
	CONSTRAINT "regulator_days_status_known" CHECK ("regulator_days"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "regulator_files" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"part" integer NOT NULL,
	"status" text NOT NULL,
	"sha256" text NOT NULL,
	"records" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"error" text,
	"content" "bytea" NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulator_files_day_kind_part_pk" PRIMARY KEY("day","kind","part"),
	CONSTRAINT "regulator_files_kind_known" CHECK ("regulator_files"."kind" in ('bets', 'bettors', 'wallet')),
	CONSTRAINT "regulator_files_status_known" CHECK ("regulator_files"."status" in ('building', 'ready', 'failed')),
	CONSTRAINT "regulator_files_part_positive" CHECK ("regulator_files"."part" >= 1)
);
--> statement-breakpoint
ALTER TABLE "regulator_days" ADD CONSTRAINT "regulator_days_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_files" ADD CONSTRAINT "regulator_files_day_regulator_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."regulator_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_rounds_ended_idx" ON "provider_rounds" USING btree ("ended_at","id") WHERE "provider_rounds"."state" = 'closed';