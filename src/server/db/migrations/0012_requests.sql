CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"requesting_office_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"proposal" jsonb NOT NULL,
	"subject" varchar(500) NOT NULL,
	"sender_id" integer,
	"sender_reference" varchar(120),
	"sender_date" date,
	"paper_to_come" boolean DEFAULT false NOT NULL,
	"urgency" varchar(20) DEFAULT 'normal' NOT NULL,
	"note" varchar(1000),
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"reason_code" varchar(120),
	"observation" varchar(500),
	"rejection" varchar(500),
	"entry_id" integer,
	"output_id" integer,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_kind_check" CHECK ("requests"."kind" in ('entry', 'output')),
	CONSTRAINT "requests_state_check" CHECK ("requests"."state" in ('pendiente', 'en_revision', 'observada', 'asignada', 'rechazada', 'cancelada', 'caducada')),
	CONSTRAINT "requests_urgency_check" CHECK ("requests"."urgency" in ('normal', 'urgente', 'muy_urgente'))
);
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requesting_office_id_offices_id_fk" FOREIGN KEY ("requesting_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sender_id_citizens_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_number_key" ON "requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_kind_year_sequence_key" ON "requests" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_entry_key" ON "requests" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_output_key" ON "requests" USING btree ("output_id");--> statement-breakpoint
CREATE INDEX "requests_queue_idx" ON "requests" USING btree ("kind","state","submitted_at");--> statement-breakpoint
CREATE INDEX "requests_kind_submitted_idx" ON "requests" USING btree ("kind","submitted_at");--> statement-breakpoint
CREATE INDEX "requests_duplicate_idx" ON "requests" USING btree ("sender_id","sender_date");--> statement-breakpoint
CREATE INDEX "requests_search_idx" ON "requests" USING gin (f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("sender_reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
-- Who a request has been with (lib/records/scope.ts, as outputs in 0009): the requesting office;
-- the person who asked, the operator who took it and the one who assigned it.
ALTER TABLE "requests" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(array[requesting_office_id])) STORED;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (int_set(array[requested_by, taken_by, assigned_by])) STORED;--> statement-breakpoint
CREATE INDEX "requests_office_ids_idx" ON "requests" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "requests_user_ids_idx" ON "requests" USING gin ("user_ids");
