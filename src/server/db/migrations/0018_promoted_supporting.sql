ALTER TABLE "requests" ADD COLUMN "supporting_entry_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "supporting_output_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_supporting_entry_id_supporting_entries_id_fk" FOREIGN KEY ("supporting_entry_id") REFERENCES "public"."supporting_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_supporting_output_id_supporting_outputs_id_fk" FOREIGN KEY ("supporting_output_id") REFERENCES "public"."supporting_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_supporting_entry_key" ON "requests" USING btree ("supporting_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_supporting_output_key" ON "requests" USING btree ("supporting_output_id");