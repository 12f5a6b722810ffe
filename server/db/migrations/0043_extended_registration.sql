CREATE TABLE "face_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "face_checks_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "face_checks_state_known" CHECK ("face_checks"."state" in ('none', 'pending', 'passed', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "face_notice_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"face_check_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"email" text NOT NULL,
	"gender" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_account" text NOT NULL,
	"bank_account_type" text NOT NULL,
	"document_upload_id" text NOT NULL,
	"saved_ip" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_registrations_gender_known" CHECK ("player_registrations"."gender" in ('female', 'male', 'other')),
	CONSTRAINT "player_registrations_bank_account_type_known" CHECK ("player_registrations"."bank_account_type" in ('checking', 'savings', 'payment'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_hold_known";--> statement-breakpoint
ALTER TABLE "protection_log" DROP CONSTRAINT "protection_log_event_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_notice_events" ADD CONSTRAINT "face_notice_events_face_check_id_face_checks_id_fk" FOREIGN KEY ("face_check_id") REFERENCES "public"."face_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_registrations" ADD CONSTRAINT "player_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_registrations" ADD CONSTRAINT "player_registrations_document_upload_id_uploads_id_fk" FOREIGN KEY ("document_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_checks_user_idx" ON "face_checks" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_known" CHECK ("orders"."hold" is null or "orders"."hold" in ('payerMismatch', 'depositLimit', 'selfExcluded', 'identity', 'banned', 'registration'));--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_event_known" CHECK ("protection_log"."event" in ('limitsSet', 'selfExcluded', 'identityChanged', 'limitRefused', 'depositHeld', 'sessionEnded', 'viewedByOperator', 'bonusForfeited', 'rewardWithheld', 'banned', 'accountClosed', 'registrationSaved', 'faceChecked', 'riskFlagged', 'riskCaseAssigned', 'riskCaseDecided', 'riskCaseExported', 'paused', 'pauseEndAsked', 'sessionBlocked'));