CREATE TABLE "folder_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"item_type" varchar(30) NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"medium" varchar(20) DEFAULT 'fisico' NOT NULL,
	"note" varchar(500),
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folder_items_type_check" CHECK ("folder_items"."item_type" in ('supporting-entries', 'supporting-outputs', 'entries', 'outputs')),
	CONSTRAINT "folder_items_medium_check" CHECK ("folder_items"."medium" in ('fisico', 'digital')),
	CONSTRAINT "folder_items_position_check" CHECK ("folder_items"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(1000),
	"office_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"visibility" varchar(20) DEFAULT 'personal' NOT NULL,
	"shared_office_ids" integer[] DEFAULT '{}' NOT NULL,
	"state" varchar(20) DEFAULT 'abierta' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_visibility_check" CHECK ("folders"."visibility" in ('personal', 'oficina')),
	CONSTRAINT "folders_state_check" CHECK ("folders"."state" in ('abierta', 'cerrada'))
);
--> statement-breakpoint
CREATE TABLE "supporting_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(120) NOT NULL,
	"document_at" timestamp with time zone NOT NULL,
	"type_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"reference" varchar(120),
	"reference_date" date,
	"party_kind" varchar(20) NOT NULL,
	"party_office_id" integer,
	"party_user_id" integer,
	"party_citizen_id" integer,
	"subject" varchar(500) NOT NULL,
	"summary" varchar(4000),
	"folios" integer NOT NULL,
	"annexes" varchar(1000),
	"classification_id" integer,
	"series_id" integer,
	"subseries_id" integer,
	"entry_id" integer,
	"output_id" integer,
	"registered_by" integer NOT NULL,
	"state" varchar(20) DEFAULT 'registrado' NOT NULL,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_entries_folios_check" CHECK ("supporting_entries"."folios" >= 1),
	CONSTRAINT "supporting_entries_state_check" CHECK ("supporting_entries"."state" in ('registrado', 'atendido', 'archivado', 'anulado')),
	CONSTRAINT "supporting_entries_party_kind_check" CHECK ("supporting_entries"."party_kind" in ('oficina', 'persona', 'ciudadano')),
	CONSTRAINT "supporting_entries_party_check" CHECK (("supporting_entries"."party_kind" = 'oficina' and "supporting_entries"."party_office_id" is not null) or ("supporting_entries"."party_kind" = 'persona' and "supporting_entries"."party_user_id" is not null) or ("supporting_entries"."party_kind" = 'ciudadano' and "supporting_entries"."party_citizen_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "supporting_outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(120) NOT NULL,
	"document_at" timestamp with time zone NOT NULL,
	"type_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"reference" varchar(120),
	"reference_date" date,
	"party_kind" varchar(20) NOT NULL,
	"party_office_id" integer,
	"party_user_id" integer,
	"party_citizen_id" integer,
	"subject" varchar(500) NOT NULL,
	"summary" varchar(4000),
	"folios" integer NOT NULL,
	"annexes" varchar(1000),
	"classification_id" integer,
	"series_id" integer,
	"subseries_id" integer,
	"entry_id" integer,
	"output_id" integer,
	"registered_by" integer NOT NULL,
	"state" varchar(20) DEFAULT 'registrado' NOT NULL,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_outputs_folios_check" CHECK ("supporting_outputs"."folios" >= 1),
	CONSTRAINT "supporting_outputs_state_check" CHECK ("supporting_outputs"."state" in ('registrado', 'atendido', 'archivado', 'anulado')),
	CONSTRAINT "supporting_outputs_party_kind_check" CHECK ("supporting_outputs"."party_kind" in ('oficina', 'persona', 'ciudadano')),
	CONSTRAINT "supporting_outputs_party_check" CHECK (("supporting_outputs"."party_kind" = 'oficina' and "supporting_outputs"."party_office_id" is not null) or ("supporting_outputs"."party_kind" = 'persona' and "supporting_outputs"."party_user_id" is not null) or ("supporting_outputs"."party_kind" = 'ciudadano' and "supporting_outputs"."party_citizen_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_type_id_type_entries_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."type_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_party_office_id_offices_id_fk" FOREIGN KEY ("party_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_party_citizen_id_citizens_id_fk" FOREIGN KEY ("party_citizen_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_classification_id_document_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."document_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_subseries_id_subseries_id_fk" FOREIGN KEY ("subseries_id") REFERENCES "public"."subseries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD CONSTRAINT "supporting_entries_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_type_id_type_outputs_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."type_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_party_office_id_offices_id_fk" FOREIGN KEY ("party_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_party_citizen_id_citizens_id_fk" FOREIGN KEY ("party_citizen_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_classification_id_document_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."document_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_subseries_id_subseries_id_fk" FOREIGN KEY ("subseries_id") REFERENCES "public"."subseries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD CONSTRAINT "supporting_outputs_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folder_items_record_key" ON "folder_items" USING btree ("folder_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "folder_items_folder_idx" ON "folder_items" USING btree ("folder_id","position");--> statement-breakpoint
CREATE INDEX "folder_items_record_idx" ON "folder_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "folders_office_idx" ON "folders" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "folders_owner_idx" ON "folders" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_entries_number_key" ON "supporting_entries" USING btree ("office_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_entries_sequence_key" ON "supporting_entries" USING btree ("office_id","type_id","year","sequence");--> statement-breakpoint
CREATE INDEX "supporting_entries_state_idx" ON "supporting_entries" USING btree ("state");--> statement-breakpoint
CREATE INDEX "supporting_entries_office_idx" ON "supporting_entries" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "supporting_entries_document_at_idx" ON "supporting_entries" USING btree ("document_at");--> statement-breakpoint
CREATE INDEX "supporting_entries_type_idx" ON "supporting_entries" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "supporting_entries_search_idx" ON "supporting_entries" USING gin (f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_outputs_number_key" ON "supporting_outputs" USING btree ("office_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_outputs_sequence_key" ON "supporting_outputs" USING btree ("office_id","type_id","year","sequence");--> statement-breakpoint
CREATE INDEX "supporting_outputs_state_idx" ON "supporting_outputs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "supporting_outputs_office_idx" ON "supporting_outputs" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "supporting_outputs_document_at_idx" ON "supporting_outputs" USING btree ("document_at");--> statement-breakpoint
CREATE INDEX "supporting_outputs_type_idx" ON "supporting_outputs" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "supporting_outputs_search_idx" ON "supporting_outputs" USING gin (f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
-- Scope (lib/records/scope.ts, as migration 0009): supporting documents are the owning office's
-- and, when it is the sender or recipient, that office's; people are who registered it and the
-- person it came from or goes to.
ALTER TABLE "supporting_entries" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(array[office_id, party_office_id])) STORED;--> statement-breakpoint
ALTER TABLE "supporting_entries" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (int_set(array[registered_by, party_user_id])) STORED;--> statement-breakpoint
CREATE INDEX "supporting_entries_office_ids_idx" ON "supporting_entries" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "supporting_entries_user_ids_idx" ON "supporting_entries" USING gin ("user_ids");--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(array[office_id, party_office_id])) STORED;--> statement-breakpoint
ALTER TABLE "supporting_outputs" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (int_set(array[registered_by, party_user_id])) STORED;--> statement-breakpoint
CREATE INDEX "supporting_outputs_office_ids_idx" ON "supporting_outputs" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "supporting_outputs_user_ids_idx" ON "supporting_outputs" USING gin ("user_ids");--> statement-breakpoint
-- Folders: an office-wide folder is its office's, a personal one only its owner's; offices it is
-- shared with read it too.
ALTER TABLE "folders" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(CASE WHEN visibility = 'oficina' THEN array[office_id] ELSE '{}'::integer[] END || shared_office_ids)) STORED;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (array[owner_id]) STORED;--> statement-breakpoint
CREATE INDEX "folders_office_ids_idx" ON "folders" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "folders_user_ids_idx" ON "folders" USING gin ("user_ids");
