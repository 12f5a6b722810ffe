DROP INDEX "accounts_system_kind_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_unique" ON "accounts" USING btree ("kind","shard") WHERE "accounts"."user_id" is null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_shard_range" CHECK ("accounts"."shard" = 0 or ("accounts"."kind" = 'house' and "accounts"."shard" between 0 and 63));