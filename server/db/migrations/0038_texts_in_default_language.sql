ALTER TABLE "games" DROP CONSTRAINT "games_name_fallback";--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_names_fallback";--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_name_written" CHECK ("games"."name" ?| array['zh', 'en', 'sw', 'pt']);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_names_written" CHECK ("races"."names" ?| array['zh', 'en', 'sw', 'pt']);