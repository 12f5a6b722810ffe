CREATE TABLE "freespin_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freespin_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"fingerprint" text NOT NULL,
	"provider" text NOT NULL,
	"spins" integer NOT NULL,
	"bet_value" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"template" text,
	"deposit_linked" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freespin_campaigns_reference_unique" UNIQUE("reference"),
	CONSTRAINT "freespin_campaigns_state_known" CHECK ("freespin_campaigns"."state" in ('pending', 'created', 'failed')),
	CONSTRAINT "freespin_campaigns_values" CHECK ("freespin_campaigns"."spins" > 0 and "freespin_campaigns"."bet_value" > 0),
	CONSTRAINT "freespin_campaigns_validity" CHECK ("freespin_campaigns"."valid_until" > "freespin_campaigns"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "freespin_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freespin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	CONSTRAINT "freespin_grants_state_known" CHECK ("freespin_grants"."state" in ('pending', 'granted', 'withheld', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "freespin_wins" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freespin_campaigns" ADD CONSTRAINT "freespin_campaigns_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_grants" ADD CONSTRAINT "freespin_grants_campaign_id_freespin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."freespin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_grants" ADD CONSTRAINT "freespin_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_wins" ADD CONSTRAINT "freespin_wins_transaction_id_provider_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."provider_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_wins" ADD CONSTRAINT "freespin_wins_grant_id_freespin_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."freespin_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freespin_grants_player_game_unique" ON "freespin_grants" USING btree ("campaign_id","user_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "freespin_grants_external_unique" ON "freespin_grants" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "freespin_wins_grant_idx" ON "freespin_wins" USING btree ("grant_id");