CREATE TABLE "player_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "player_notices_kind_known" CHECK ("player_notices"."kind" in ('withdrawalPaid', 'withdrawalRefused'))
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "auto_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto_transfer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notices_user_idx" ON "player_notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_notices_unread_idx" ON "player_notices" USING btree ("user_id") WHERE "player_notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_to_return_idx" ON "game_sessions" USING btree ("user_id") WHERE "game_sessions"."auto_transfer" and "game_sessions"."returned_at" is null;