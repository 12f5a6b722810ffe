CREATE TABLE "play_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"net_loss" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "player_limits_key_known" CHECK ("player_limits"."key" in ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes')),
	CONSTRAINT "player_limits_value_positive" CHECK ("player_limits"."value" is null or "player_limits"."value" > 0),
	CONSTRAINT "player_limits_pending_positive" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"exclusion_term" text,
	"excluded_since" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	CONSTRAINT "player_protection_term_known" CHECK ("player_protection"."exclusion_term" is null or "player_protection"."exclusion_term" in ('24h', '7d', '30d', '6m', 'permanent')),
	CONSTRAINT "player_protection_term_has_end" CHECK ("player_protection"."exclusion_term" is null or ("player_protection"."excluded_since" is not null and ("player_protection"."exclusion_term" = 'permanent') = ("player_protection"."excluded_until" is null)))
);
--> statement-breakpoint
CREATE TABLE "protection_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_log_event_known" CHECK ("protection_log"."event" in ('limitsSet', 'selfExcluded', 'identityChanged', 'limitRefused', 'depositHeld', 'sessionEnded', 'viewedByOperator'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "compliance_profile" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "play_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_log_user_idx" ON "protection_log" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_unique" ON "users" USING btree ("cpf");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_compliance_known" CHECK ("site_settings"."compliance_profile" in ('standard', 'brazil'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_known" CHECK ("orders"."hold" is null or "orders"."hold" in ('payerMismatch', 'depositLimit', 'selfExcluded', 'identity'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cpf_digits" CHECK ("users"."cpf" ~ '^[0-9]{11}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_state_known" CHECK ("users"."identity_state" in ('none', 'pending', 'verified', 'refused'));