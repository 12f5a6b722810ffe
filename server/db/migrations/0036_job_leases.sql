CREATE TABLE "job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"term" bigint DEFAULT 1 NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"running_since" timestamp with time zone,
	"overlaps" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "job_leases_counts" CHECK ("job_leases"."runs" >= 0 and "job_leases"."overlaps" >= 0)
);
