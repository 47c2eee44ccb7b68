CREATE TABLE "archive_disposal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"disposal_id" integer NOT NULL,
	"expedient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"keep" boolean DEFAULT false NOT NULL,
	"location_code" varchar(80)
);
--> statement-breakpoint
CREATE TABLE "archive_disposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"office_id" integer,
	"state" varchar(12) DEFAULT 'borrador' NOT NULL,
	"linear_metres" numeric(8, 2),
	"notes" varchar(1000),
	"created_by" integer NOT NULL,
	"resolution_number" varchar(80),
	"resolution_date" date,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"method" varchar(16),
	"executed_on" date,
	"witnesses" jsonb,
	"executed_by" integer,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_disposals_state_check" CHECK ("archive_disposals"."state" in ('borrador', 'aprobada', 'ejecutada', 'anulada')),
	CONSTRAINT "archive_disposals_method_check" CHECK ("archive_disposals"."method" is null or "archive_disposals"."method" in ('trituracion', 'incineracion', 'reciclaje', 'borrado_seguro'))
);
--> statement-breakpoint
ALTER TABLE "archive_disposal_items" ADD CONSTRAINT "archive_disposal_items_disposal_id_archive_disposals_id_fk" FOREIGN KEY ("disposal_id") REFERENCES "public"."archive_disposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposal_items" ADD CONSTRAINT "archive_disposal_items_expedient_id_archive_expedients_id_fk" FOREIGN KEY ("expedient_id") REFERENCES "public"."archive_expedients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_executed_by_users_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_disposal_items_unit_key" ON "archive_disposal_items" USING btree ("disposal_id","expedient_id");--> statement-breakpoint
CREATE INDEX "archive_disposal_items_expedient_idx" ON "archive_disposal_items" USING btree ("expedient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_disposals_number_key" ON "archive_disposals" USING btree ("number");--> statement-breakpoint
CREATE INDEX "archive_disposals_state_idx" ON "archive_disposals" USING btree ("state");