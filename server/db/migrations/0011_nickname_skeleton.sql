-- The nickname's confusable skeleton (Unicode TR39, services/users nicknameSkeleton), unique, so a nickname
-- that looks like another player's (Cyrillic or Greek look-alike letters, fullwidth letters) is taken. SQL
-- cannot compute it: nicknames chosen before this migration get theirs at start (seeds/nicknameSkeletons).
ALTER TABLE "users" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_skeleton_unique" ON "users" USING btree ("nickname_skeleton");