CREATE TABLE "provider_players" (
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	CONSTRAINT "provider_players_provider_user_id_pk" PRIMARY KEY("provider","user_id")
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_state_known" CHECK ("provider_rounds"."state" in ('open', 'closed')),
	CONSTRAINT "provider_rounds_amounts" CHECK ("provider_rounds"."bet" >= 0 and "provider_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"login_session_id" integer,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"round_id" bigint,
	"amount" bigint NOT NULL,
	"credit_kind" text,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"target_id" text,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_kind_known" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "provider_transactions_state_known" CHECK ("provider_transactions"."state" in ('posted', 'rolled_back', 'tombstone')),
	CONSTRAINT "provider_transactions_amount" CHECK ("provider_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_players" ADD CONSTRAINT "provider_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_id_provider_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."provider_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_players_external_unique" ON "provider_players" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_external_unique" ON "provider_rounds" USING btree ("provider","user_id","external_id");--> statement-breakpoint
CREATE INDEX "provider_sessions_user_idx" ON "provider_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_external_unique" ON "provider_transactions" USING btree ("provider","external_id","kind");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("round_id");