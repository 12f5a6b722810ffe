CREATE TABLE "mission_progress" (
	"mission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_mission_id_user_id_pk" PRIMARY KEY("mission_id","user_id"),
	CONSTRAINT "mission_progress_not_negative" CHECK ("mission_progress"."progress" >= 0 and "mission_progress"."completions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"names" jsonb NOT NULL,
	"task" text NOT NULL,
	"game_ids" integer[] DEFAULT '{}' NOT NULL,
	"providers" text[] DEFAULT '{}' NOT NULL,
	"min_multiplier_bps" integer DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"repeatable" boolean DEFAULT false NOT NULL,
	"points" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_names_written" CHECK ("missions"."names" ?| array['zh', 'en', 'sw', 'pt']),
	CONSTRAINT "missions_task_known" CHECK ("missions"."task" in ('rounds', 'stakes', 'wins', 'days', 'deposits')),
	CONSTRAINT "missions_state_known" CHECK ("missions"."state" in ('draft', 'published', 'archived')),
	CONSTRAINT "missions_period_ordered" CHECK ("missions"."ends_at" > "missions"."starts_at"),
	CONSTRAINT "missions_amounts_positive" CHECK ("missions"."target" > 0 and "missions"."points" > 0),
	CONSTRAINT "missions_multiplier_not_negative" CHECK ("missions"."min_multiplier_bps" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_balances_not_negative" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"source_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_movements_key_unique" UNIQUE("key"),
	CONSTRAINT "points_movements_reason_known" CHECK ("points_movements"."reason" in ('mission', 'purchase', 'refund')),
	CONSTRAINT "points_movements_amount_not_zero" CHECK ("points_movements"."amount" <> 0),
	CONSTRAINT "points_movements_balance_not_negative" CHECK ("points_movements"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"provider" text,
	"game_code" text,
	"spins" integer DEFAULT 0 NOT NULL,
	"bet_value" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 7 NOT NULL,
	"template" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_items_names_written" CHECK ("shop_items"."names" ?| array['zh', 'en', 'sw', 'pt']),
	CONSTRAINT "shop_items_kind_known" CHECK ("shop_items"."kind" in ('freespins', 'cashback')),
	CONSTRAINT "shop_items_state_known" CHECK ("shop_items"."state" in ('draft', 'published', 'archived')),
	CONSTRAINT "shop_items_price_positive" CHECK ("shop_items"."price" > 0),
	CONSTRAINT "shop_items_reward_given" CHECK (("shop_items"."kind" = 'cashback' and "shop_items"."amount" > 0) or ("shop_items"."kind" = 'freespins' and "shop_items"."provider" is not null and "shop_items"."game_code" is not null and "shop_items"."spins" > 0 and "shop_items"."bet_value" > 0 and "shop_items"."valid_days" > 0))
);
--> statement-breakpoint
CREATE TABLE "shop_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"price" bigint NOT NULL,
	"state" text DEFAULT 'done' NOT NULL,
	"reward_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_purchases_client_unique" UNIQUE("user_id","client_id"),
	CONSTRAINT "shop_purchases_state_known" CHECK ("shop_purchases"."state" in ('done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_movements" ADD CONSTRAINT "points_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD CONSTRAINT "shop_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD CONSTRAINT "shop_purchases_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_published_idx" ON "missions" USING btree ("starts_at","ends_at") WHERE "missions"."state" = 'published';--> statement-breakpoint
CREATE INDEX "points_movements_user_idx" ON "points_movements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_purchases_user_idx" ON "shop_purchases" USING btree ("user_id","id");