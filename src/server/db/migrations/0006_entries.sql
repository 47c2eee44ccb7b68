CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"channel" varchar(20) NOT NULL,
	"type_entry_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_reference" varchar(120),
	"sender_date" date,
	"subject" varchar(500) NOT NULL,
	"summary" varchar(4000),
	"folios" integer NOT NULL,
	"annexes" varchar(1000),
	"registered_office_id" integer NOT NULL,
	"registered_by" integer NOT NULL,
	"destination_office_id" integer NOT NULL,
	"assignee_id" integer,
	"priority" varchar(20) DEFAULT 'normal' NOT NULL,
	"response_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"classification_id" integer,
	"series_id" integer,
	"subseries_id" integer,
	"state" varchar(20) DEFAULT 'registrado' NOT NULL,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_folios_check" CHECK ("entries"."folios" >= 1),
	CONSTRAINT "entries_state_check" CHECK ("entries"."state" in ('registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado')),
	CONSTRAINT "entries_channel_check" CHECK ("entries"."channel" in ('presencial', 'correo', 'mesa_virtual', 'courier', 'otro')),
	CONSTRAINT "entries_priority_check" CHECK ("entries"."priority" in ('normal', 'urgente', 'muy_urgente'))
);
--> statement-breakpoint
CREATE TABLE "entry_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"from_office_id" integer,
	"to_office_id" integer NOT NULL,
	"to_user_id" integer,
	"action" varchar(20) NOT NULL,
	"instructions" varchar(1000),
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"returned_reason" varchar(500),
	CONSTRAINT "entry_movements_state_check" CHECK ("entry_movements"."state" in ('pendiente', 'recibido', 'devuelto')),
	CONSTRAINT "entry_movements_action_check" CHECK ("entry_movements"."action" in ('atencion', 'conocimiento', 'opinion', 'archivo', 'otro'))
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_type_entry_id_type_entries_id_fk" FOREIGN KEY ("type_entry_id") REFERENCES "public"."type_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_sender_id_citizens_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_registered_office_id_offices_id_fk" FOREIGN KEY ("registered_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_destination_office_id_offices_id_fk" FOREIGN KEY ("destination_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_classification_id_document_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."document_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_subseries_id_subseries_id_fk" FOREIGN KEY ("subseries_id") REFERENCES "public"."subseries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_from_office_id_offices_id_fk" FOREIGN KEY ("from_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_to_office_id_offices_id_fk" FOREIGN KEY ("to_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_movements" ADD CONSTRAINT "entry_movements_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_number_key" ON "entries" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_year_sequence_key" ON "entries" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "entries_state_idx" ON "entries" USING btree ("state");--> statement-breakpoint
CREATE INDEX "entries_destination_office_idx" ON "entries" USING btree ("destination_office_id");--> statement-breakpoint
CREATE INDEX "entries_registered_office_idx" ON "entries" USING btree ("registered_office_id");--> statement-breakpoint
CREATE INDEX "entries_received_at_idx" ON "entries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "entries_due_date_idx" ON "entries" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "entries_assignee_idx" ON "entries" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "entries_sender_idx" ON "entries" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "entries_search_idx" ON "entries" USING gin (f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("sender_reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_movements_entry_idx" ON "entry_movements" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "entry_movements_to_office_idx" ON "entry_movements" USING btree ("to_office_id","state");--> statement-breakpoint
CREATE INDEX "entry_movements_to_user_idx" ON "entry_movements" USING btree ("to_user_id");