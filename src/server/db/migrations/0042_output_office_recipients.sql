CREATE TABLE "output_office_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"output_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"movement_id" integer
);
--> statement-breakpoint
ALTER TABLE "output_office_recipients" ADD CONSTRAINT "output_office_recipients_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_office_recipients" ADD CONSTRAINT "output_office_recipients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_office_recipients" ADD CONSTRAINT "output_office_recipients_movement_id_entry_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."entry_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "output_office_recipients_key" ON "output_office_recipients" USING btree ("output_id","office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "output_office_recipients_movement_key" ON "output_office_recipients" USING btree ("movement_id");