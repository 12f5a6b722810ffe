ALTER TABLE "games" ADD COLUMN "operator_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "managed" jsonb DEFAULT '[]'::jsonb NOT NULL;