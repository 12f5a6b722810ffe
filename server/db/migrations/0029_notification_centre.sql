CREATE TABLE "notice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"marketing_withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_notices" DROP CONSTRAINT "player_notices_kind_known";--> statement-breakpoint
ALTER TABLE "player_notices" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_tickets" ADD CONSTRAINT "notice_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_tickets_expires_idx" ON "notice_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_kind_known" CHECK ("player_notices"."kind" in ('depositPaid', 'withdrawalPaid', 'withdrawalRefused', 'raceResult', 'bonusCredited', 'bonusForfeited', 'limitReached', 'limitNear', 'realityCheck', 'playAlert', 'identityDecision', 'operatorMessage', 'marketing'));