CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_pair" UNIQUE("user_id","inviter_id")
);
--> statement-breakpoint
CREATE TABLE "account_sightings" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sightings_user_id_kind_value_hash_pk" PRIMARY KEY("user_id","kind","value_hash")
);
--> statement-breakpoint
ALTER TABLE "first_recharges" ADD COLUMN "referral_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_recharges" ADD COLUMN "referral_due_bets" bigint;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sightings" ADD CONSTRAINT "account_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_created_idx" ON "account_links" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text DEFAULT 'ficha-' || substr(translate(md5(random()::text || clock_timestamp()::text), '0123456789', 'ghijklmnop'), 1, 8) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_unique" ON "users" USING btree (lower("nickname")) WHERE "users"."nickname" <> '';
