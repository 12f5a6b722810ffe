ALTER TABLE "orders" ADD COLUMN "proposer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposal_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposal_proof_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linked_operator_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proposal_proof_id_uploads_id_fk" FOREIGN KEY ("proposal_proof_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_linked_operator_id_users_id_fk" FOREIGN KEY ("linked_operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_corrections_maker_idx" ON "balance_corrections" USING btree ("maker_id","created_at");--> statement-breakpoint
CREATE INDEX "users_linked_operator_idx" ON "users" USING btree ("linked_operator_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proposal_whole" CHECK (("orders"."proposer_id" is null) = ("orders"."proposed_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checker_not_proposer" CHECK ("orders"."status" <> 'paid' or "orders"."proposer_id" is null or "orders"."reviewer_id" is null or "orders"."reviewer_id" <> "orders"."proposer_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_linked_operator_not_self" CHECK ("users"."linked_operator_id" <> "users"."id");