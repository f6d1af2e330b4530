CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "meetings_buyer_idx" ON "meetings" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "meetings_seller_idx" ON "meetings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "meetings_interpreter_idx" ON "meetings" USING btree ("interpreter_id");