CREATE TABLE "provider_nonces" (
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_nonces_provider_nonce_pk" PRIMARY KEY("provider","nonce")
);
--> statement-breakpoint
CREATE INDEX "provider_nonces_seen_idx" ON "provider_nonces" USING btree ("seen_at");