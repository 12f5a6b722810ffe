CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;