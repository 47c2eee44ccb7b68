DROP INDEX "entry_movements_to_user_idx";--> statement-breakpoint
CREATE INDEX "entry_movements_office_entry_idx" ON "entry_movements" USING btree ("to_office_id","entry_id");--> statement-breakpoint
CREATE INDEX "notifications_record_idx" ON "notifications" USING btree ("type",("data"->>'data_id'));--> statement-breakpoint
CREATE INDEX "entry_movements_to_user_idx" ON "entry_movements" USING btree ("to_user_id","entry_id");