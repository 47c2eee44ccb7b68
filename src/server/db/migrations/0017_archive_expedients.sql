CREATE TABLE "archive_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"expedient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"folio_from" integer NOT NULL,
	"folio_to" integer NOT NULL,
	"source_kind" varchar(24),
	"source_id" integer,
	"title" varchar(500) NOT NULL,
	"document_date" date NOT NULL,
	"notes" varchar(1000),
	"archived_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_documents_folios_check" CHECK ("archive_documents"."folio_from" >= 1 and "archive_documents"."folio_to" >= "archive_documents"."folio_from")
);
--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "container_id" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "subseries_id" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "medium" varchar(12) DEFAULT 'fisico' NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "state" varchar(24) DEFAULT 'abierto' NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "date_from" date;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "date_to" date;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "folios" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "years_office" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "years_central" integer;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "disposition" varchar(2);--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "office_retention_until" date;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "central_retention_until" date;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD COLUMN "notes" varchar(1000);--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_expedient_id_archive_expedients_id_fk" FOREIGN KEY ("expedient_id") REFERENCES "public"."archive_expedients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_documents_source_key" ON "archive_documents" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "archive_documents_expedient_idx" ON "archive_documents" USING btree ("expedient_id","position");--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_container_id_archive_expedients_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."archive_expedients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_subseries_id_subseries_id_fk" FOREIGN KEY ("subseries_id") REFERENCES "public"."subseries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_expedients_office_idx" ON "archive_expedients" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "archive_expedients_state_idx" ON "archive_expedients" USING btree ("state");--> statement-breakpoint
CREATE INDEX "archive_expedients_container_idx" ON "archive_expedients" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "archive_expedients_central_retention_idx" ON "archive_expedients" USING btree ("central_retention_until");--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_state_check" CHECK ("archive_expedients"."state" in ('abierto', 'cerrado', 'pendiente_transferencia', 'transferido', 'rechazado', 'eliminado', 'conservacion_permanente'));--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_folios_check" CHECK ("archive_expedients"."folios" >= 0);