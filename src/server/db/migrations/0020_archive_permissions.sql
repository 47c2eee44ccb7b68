CREATE TABLE "archive_temporary_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"holder_id" integer NOT NULL,
	"holder_office_id" integer,
	"item_kind" varchar(24) NOT NULL,
	"item_id" integer NOT NULL,
	"item_label" varchar(80) NOT NULL,
	"item_office_id" integer,
	"type" varchar(20) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"starts_on" date NOT NULL,
	"until_on" date NOT NULL,
	"original_until_on" date NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"state" varchar(16) DEFAULT 'solicitado' NOT NULL,
	"requested_by" integer NOT NULL,
	"authorized_by" integer,
	"authorized_at" timestamp with time zone,
	"granted_by" integer,
	"granted_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"received_by" integer,
	"return_notes" varchar(500),
	"closing_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_temporary_permissions_state_check" CHECK ("archive_temporary_permissions"."state" in ('solicitado', 'por_autorizar', 'vigente', 'devuelto', 'rechazado', 'revocado', 'cancelado')),
	CONSTRAINT "archive_temporary_permissions_type_check" CHECK ("archive_temporary_permissions"."type" in ('consulta_sala', 'prestamo_fisico', 'acceso_digital')),
	CONSTRAINT "archive_temporary_permissions_item_kind_check" CHECK ("archive_temporary_permissions"."item_kind" in ('archive-expedients', 'archive-documents', 'entries', 'outputs', 'supporting-entries', 'supporting-outputs')),
	CONSTRAINT "archive_temporary_permissions_dates_check" CHECK ("archive_temporary_permissions"."until_on" >= "archive_temporary_permissions"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_holder_office_id_offices_id_fk" FOREIGN KEY ("holder_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_item_office_id_offices_id_fk" FOREIGN KEY ("item_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_temporary_permissions" ADD CONSTRAINT "archive_temporary_permissions_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_temporary_permissions_number_key" ON "archive_temporary_permissions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_temporary_permissions_year_sequence_key" ON "archive_temporary_permissions" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_temporary_permissions_active_loan_key" ON "archive_temporary_permissions" USING btree ("item_kind","item_id") WHERE "archive_temporary_permissions"."state" = 'vigente' and "archive_temporary_permissions"."type" <> 'acceso_digital';--> statement-breakpoint
CREATE INDEX "archive_temporary_permissions_item_idx" ON "archive_temporary_permissions" USING btree ("item_kind","item_id","state");--> statement-breakpoint
CREATE INDEX "archive_temporary_permissions_holder_idx" ON "archive_temporary_permissions" USING btree ("holder_id","state");--> statement-breakpoint
CREATE INDEX "archive_temporary_permissions_until_idx" ON "archive_temporary_permissions" USING btree ("state","until_on");