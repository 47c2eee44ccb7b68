CREATE TABLE "output_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"output_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"address" varchar(300),
	"reference" varchar(200),
	"delivery_state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"delivered_at" timestamp with time zone,
	"received_by_name" varchar(200),
	"note" varchar(500),
	"updated_by" integer,
	CONSTRAINT "output_recipients_delivery_state_check" CHECK ("output_recipients"."delivery_state" in ('pendiente', 'entregado', 'devuelto'))
);
--> statement-breakpoint
CREATE TABLE "outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"type_output_id" integer NOT NULL,
	"reference" varchar(120),
	"document_date" date,
	"subject" varchar(500) NOT NULL,
	"summary" varchar(4000),
	"folios" integer NOT NULL,
	"annexes" varchar(1000),
	"origin_office_id" integer NOT NULL,
	"registered_office_id" integer,
	"registered_by" integer NOT NULL,
	"signer_id" integer,
	"entry_id" integer,
	"priority" varchar(20) DEFAULT 'normal' NOT NULL,
	"classification_id" integer,
	"series_id" integer,
	"subseries_id" integer,
	"state" varchar(20) DEFAULT 'registrado' NOT NULL,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outputs_folios_check" CHECK ("outputs"."folios" >= 1),
	CONSTRAINT "outputs_state_check" CHECK ("outputs"."state" in ('registrado', 'en_despacho', 'entregado', 'devuelto', 'archivado', 'anulado')),
	CONSTRAINT "outputs_priority_check" CHECK ("outputs"."priority" in ('normal', 'urgente', 'muy_urgente'))
);
--> statement-breakpoint
ALTER TABLE "output_recipients" ADD CONSTRAINT "output_recipients_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_recipients" ADD CONSTRAINT "output_recipients_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_recipients" ADD CONSTRAINT "output_recipients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_type_output_id_type_outputs_id_fk" FOREIGN KEY ("type_output_id") REFERENCES "public"."type_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_origin_office_id_offices_id_fk" FOREIGN KEY ("origin_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_registered_office_id_offices_id_fk" FOREIGN KEY ("registered_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_classification_id_document_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."document_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outputs" ADD CONSTRAINT "outputs_subseries_id_subseries_id_fk" FOREIGN KEY ("subseries_id") REFERENCES "public"."subseries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "output_recipients_output_idx" ON "output_recipients" USING btree ("output_id");--> statement-breakpoint
CREATE INDEX "output_recipients_citizen_idx" ON "output_recipients" USING btree ("citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outputs_number_key" ON "outputs" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "outputs_year_sequence_key" ON "outputs" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "outputs_state_idx" ON "outputs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "outputs_origin_office_idx" ON "outputs" USING btree ("origin_office_id");--> statement-breakpoint
CREATE INDEX "outputs_registered_office_idx" ON "outputs" USING btree ("registered_office_id");--> statement-breakpoint
CREATE INDEX "outputs_registered_by_idx" ON "outputs" USING btree ("registered_by");--> statement-breakpoint
CREATE INDEX "outputs_signer_idx" ON "outputs" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "outputs_entry_idx" ON "outputs" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "outputs_issued_at_idx" ON "outputs" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "outputs_type_output_idx" ON "outputs" USING btree ("type_output_id");--> statement-breakpoint
CREATE INDEX "outputs_search_idx" ON "outputs" USING gin (f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("reference", ''))::text)) gin_trgm_ops);