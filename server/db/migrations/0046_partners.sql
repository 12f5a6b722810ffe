CREATE TABLE "partner_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"click_id" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"attributed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_attributions_sub_ids_short" CHECK (coalesce(length("partner_attributions"."sub1"), 0) <= 100 and coalesce(length("partner_attributions"."sub2"), 0) <= 100
    and coalesce(length("partner_attributions"."sub3"), 0) <= 100 and coalesce(length("partner_attributions"."sub4"), 0) <= 100
    and coalesce(length("partner_attributions"."sub5"), 0) <= 100)
);
--> statement-breakpoint
CREATE TABLE "partner_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"click_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text NOT NULL,
	"element" text,
	"landing" text,
	"ip_hash" text NOT NULL,
	"user_agent_hash" text NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_clicks_click_id_unique" UNIQUE("click_id"),
	CONSTRAINT "partner_clicks_source_known" CHECK ("partner_clicks"."source" in ('widget', 'link')),
	CONSTRAINT "partner_clicks_sub_ids_short" CHECK (coalesce(length("partner_clicks"."sub1"), 0) <= 100 and coalesce(length("partner_clicks"."sub2"), 0) <= 100
    and coalesce(length("partner_clicks"."sub3"), 0) <= 100 and coalesce(length("partner_clicks"."sub4"), 0) <= 100
    and coalesce(length("partner_clicks"."sub5"), 0) <= 100)
);
--> statement-breakpoint
CREATE TABLE "partner_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"partner_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"dedupe_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"amount" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "partner_events_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "partner_events_event_known" CHECK ("partner_events"."event" in ('registration', 'first_deposit', 'deposit', 'qualification', 'withdrawal')),
	CONSTRAINT "partner_events_state_known" CHECK ("partner_events"."state" in ('pending', 'delivered', 'skipped')),
	CONSTRAINT "partner_events_amount_not_negative" CHECK ("partner_events"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_postbacks" (
	"partner_id" integer NOT NULL,
	"event" text NOT NULL,
	"url_template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_postbacks_partner_id_event_pk" PRIMARY KEY("partner_id","event"),
	CONSTRAINT "partner_postbacks_event_known" CHECK ("partner_postbacks"."event" in ('registration', 'first_deposit', 'deposit', 'qualification', 'withdrawal')),
	CONSTRAINT "partner_postbacks_url_length" CHECK (length("partner_postbacks"."url_template") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"parent_id" integer,
	"attribution_days" integer,
	"postback_secret" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "partners_status_known" CHECK ("partners"."status" in ('pending', 'approved', 'suspended')),
	CONSTRAINT "partners_parent_not_self" CHECK ("partners"."parent_id" <> "partners"."id"),
	CONSTRAINT "partners_attribution_days_range" CHECK ("partners"."attribution_days" between 1 and 365),
	CONSTRAINT "partners_postback_secret_length" CHECK (length("partners"."postback_secret") >= 32)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "partner_attribution_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_click_id_partner_clicks_click_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."partner_clicks"("click_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clicks" ADD CONSTRAINT "partner_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_event_id_partner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."partner_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_postbacks" ADD CONSTRAINT "partner_postbacks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_attributions_partner_idx" ON "partner_attributions" USING btree ("partner_id","attributed_at");--> statement-breakpoint
CREATE INDEX "partner_clicks_partner_idx" ON "partner_clicks" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_clicks_repeat_idx" ON "partner_clicks" USING btree ("partner_id","ip_hash","user_agent_hash","created_at");--> statement-breakpoint
CREATE INDEX "partner_deliveries_event_idx" ON "partner_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_deliveries_partner_idx" ON "partner_deliveries" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_events_pending_idx" ON "partner_events" USING btree ("user_id","id") WHERE "partner_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_events_partner_idx" ON "partner_events" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_partner_attribution_days_range" CHECK ("site_settings"."partner_attribution_days" between 1 and 365);