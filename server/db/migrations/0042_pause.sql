ALTER TABLE "protection_log" DROP CONSTRAINT "protection_log_event_known";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "session_max_minutes" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "session_break_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "pause_end_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "play_session_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_session_block_positive" CHECK (("site_settings"."session_max_minutes" is null or "site_settings"."session_max_minutes" > 0) and "site_settings"."session_break_minutes" > 0);--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_pause_dated" CHECK (("player_protection"."paused_since" is null) = ("player_protection"."paused_until" is null) and ("player_protection"."paused_until" is null or "player_protection"."paused_until" > "player_protection"."paused_since"));--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_event_known" CHECK ("protection_log"."event" in ('limitsSet', 'selfExcluded', 'identityChanged', 'limitRefused', 'depositHeld', 'sessionEnded', 'viewedByOperator', 'bonusForfeited', 'rewardWithheld', 'banned', 'accountClosed', 'riskFlagged', 'riskCaseAssigned', 'riskCaseDecided', 'riskCaseExported', 'paused', 'pauseEndAsked', 'sessionBlocked'));