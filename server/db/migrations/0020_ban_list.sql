CREATE TABLE "ban_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"cpf" text NOT NULL,
	"occasion" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ban_checks_occasion_known" CHECK ("ban_checks"."occasion" in ('signup', 'login', 'deposit', 'sweep')),
	CONSTRAINT "ban_checks_answer_known" CHECK ("ban_checks"."answer" in ('clear', 'banned', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_hold_known";--> statement-breakpoint
ALTER TABLE "protection_log" DROP CONSTRAINT "protection_log_event_known";--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "ban_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ban_checks" ADD CONSTRAINT "ban_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ban_checks_user_idx" ON "ban_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "ban_checks_cpf_idx" ON "ban_checks" USING btree ("cpf","checked_at");--> statement-breakpoint
CREATE INDEX "player_protection_banned_idx" ON "player_protection" USING btree ("banned_at") WHERE "player_protection"."banned_at" is not null and "player_protection"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_known" CHECK ("orders"."hold" is null or "orders"."hold" in ('payerMismatch', 'depositLimit', 'selfExcluded', 'identity', 'banned'));--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_event_known" CHECK ("protection_log"."event" in ('limitsSet', 'selfExcluded', 'identityChanged', 'limitRefused', 'depositHeld', 'sessionEnded', 'viewedByOperator', 'bonusForfeited', 'rewardWithheld', 'banned', 'accountClosed'));