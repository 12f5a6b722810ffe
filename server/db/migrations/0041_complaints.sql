CREATE TABLE "complaint_attachments" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_messages_author_known" CHECK ("complaint_messages"."author" in ('player', 'operator')),
	CONSTRAINT "complaint_messages_operator_wrote" CHECK (("complaint_messages"."author" = 'operator') = ("complaint_messages"."operator_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"level" text DEFAULT 'sac' NOT NULL,
	"assignee_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"resolution" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_category_known" CHECK ("complaints"."category" in ('deposit', 'withdrawal', 'game', 'bonus', 'account', 'protection', 'other')),
	CONSTRAINT "complaints_status_known" CHECK ("complaints"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "complaints_level_known" CHECK ("complaints"."level" in ('sac', 'ouvidoria')),
	CONSTRAINT "complaints_outcome_known" CHECK ("complaints"."outcome" is null or "complaints"."outcome" in ('resolved', 'notResolved')),
	CONSTRAINT "complaints_closed_answered" CHECK (("complaints"."status" = 'closed') = ("complaints"."outcome" is not null and "complaints"."resolution" is not null and "complaints"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "console_alerts" DROP CONSTRAINT "console_alerts_kind_known";--> statement-breakpoint
ALTER TABLE "player_notices" DROP CONSTRAINT "player_notices_kind_known";--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_message_id_complaint_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."complaint_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_attachments_message_idx" ON "complaint_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint_idx" ON "complaint_messages" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "console_alerts" ADD CONSTRAINT "console_alerts_kind_known" CHECK ("console_alerts"."kind" in ('ledgerDifference', 'payoutDeadline', 'complaintOverdue'));--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_kind_known" CHECK ("player_notices"."kind" in ('depositPaid', 'withdrawalPaid', 'withdrawalRefused', 'raceResult', 'bonusCredited', 'bonusForfeited', 'correctionApplied', 'limitReached', 'limitNear', 'realityCheck', 'playAlert', 'identityDecision', 'complaintAnswered', 'complaintClosed', 'operatorMessage', 'marketing'));