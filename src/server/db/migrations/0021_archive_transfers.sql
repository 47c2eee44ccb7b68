CREATE TABLE "archive_transfer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"expedient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"decision" varchar(10),
	"observation" varchar(500),
	CONSTRAINT "archive_transfer_items_decision_check" CHECK ("archive_transfer_items"."decision" is null or "archive_transfer_items"."decision" in ('aceptado', 'rechazado'))
);
--> statement-breakpoint
CREATE TABLE "archive_transfer_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"office_id" integer NOT NULL,
	"month" integer NOT NULL,
	"series_id" integer,
	"notes" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_transfer_schedules_month_check" CHECK ("archive_transfer_schedules"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "archive_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"office_id" integer NOT NULL,
	"transfer_date" date NOT NULL,
	"notes" varchar(1000),
	"state" varchar(12) DEFAULT 'borrador' NOT NULL,
	"created_by" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_transfers_state_check" CHECK ("archive_transfers"."state" in ('borrador', 'enviada', 'recibida'))
);
--> statement-breakpoint
ALTER TABLE "archive_transfer_items" ADD CONSTRAINT "archive_transfer_items_transfer_id_archive_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."archive_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_items" ADD CONSTRAINT "archive_transfer_items_expedient_id_archive_expedients_id_fk" FOREIGN KEY ("expedient_id") REFERENCES "public"."archive_expedients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_schedules" ADD CONSTRAINT "archive_transfer_schedules_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_schedules" ADD CONSTRAINT "archive_transfer_schedules_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_transfer_items_open_key" ON "archive_transfer_items" USING btree ("expedient_id") WHERE "archive_transfer_items"."decision" is distinct from 'rechazado';--> statement-breakpoint
CREATE INDEX "archive_transfer_items_transfer_idx" ON "archive_transfer_items" USING btree ("transfer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_transfer_schedules_key" ON "archive_transfer_schedules" USING btree ("year","office_id",coalesce("series_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "archive_transfers_number_key" ON "archive_transfers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_transfers_office_year_sequence_key" ON "archive_transfers" USING btree ("office_id","year","sequence");--> statement-breakpoint
CREATE INDEX "archive_transfers_state_idx" ON "archive_transfers" USING btree ("state");