CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"visit" integer NOT NULL,
	"result" varchar(20) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_by_name" varchar(200),
	"received_by_document" varchar(20),
	"received_by_position" varchar(120),
	"signed" boolean DEFAULT false NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"reason_code" varchar(40),
	"note" varchar(500),
	"cargo_attachment_id" integer,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_attempts_result_check" CHECK ("delivery_attempts"."result" in ('entregado', 'devuelto', 'reintentar'))
);
--> statement-breakpoint
CREATE TABLE "delivery_controls" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"courier_id" integer,
	"provider" varchar(200),
	"guide_number" varchar(60),
	"zone" varchar(120),
	"scheduled_date" date NOT NULL,
	"notes" varchar(1000),
	"office_id" integer,
	"registered_by" integer NOT NULL,
	"state" varchar(20) DEFAULT 'borrador' NOT NULL,
	"dispatched_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"annulled_reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_controls_kind_check" CHECK ("delivery_controls"."kind" in ('interno', 'externo')),
	CONSTRAINT "delivery_controls_state_check" CHECK ("delivery_controls"."state" in ('borrador', 'en_ruta', 'cerrada', 'anulada')),
	CONSTRAINT "delivery_controls_carrier_check" CHECK ("delivery_controls"."courier_id" is not null or "delivery_controls"."provider" is not null)
);
--> statement-breakpoint
CREATE TABLE "delivery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"control_id" integer NOT NULL,
	"position" integer NOT NULL,
	"entry_movement_id" integer,
	"output_recipient_id" integer,
	"result" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_items_copy_check" CHECK (("delivery_items"."entry_movement_id" is null) <> ("delivery_items"."output_recipient_id" is null)),
	CONSTRAINT "delivery_items_result_check" CHECK ("delivery_items"."result" in ('pendiente', 'entregado', 'devuelto'))
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_item_id_delivery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."delivery_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_cargo_attachment_id_attachments_id_fk" FOREIGN KEY ("cargo_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_controls" ADD CONSTRAINT "delivery_controls_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_controls" ADD CONSTRAINT "delivery_controls_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_controls" ADD CONSTRAINT "delivery_controls_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_control_id_delivery_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."delivery_controls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_entry_movement_id_entry_movements_id_fk" FOREIGN KEY ("entry_movement_id") REFERENCES "public"."entry_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_output_recipient_id_output_recipients_id_fk" FOREIGN KEY ("output_recipient_id") REFERENCES "public"."output_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_attempts_item_idx" ON "delivery_attempts" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_visit_key" ON "delivery_attempts" USING btree ("item_id","visit");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_controls_number_key" ON "delivery_controls" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_controls_year_sequence_key" ON "delivery_controls" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "delivery_controls_state_idx" ON "delivery_controls" USING btree ("state");--> statement-breakpoint
CREATE INDEX "delivery_controls_courier_idx" ON "delivery_controls" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "delivery_controls_scheduled_idx" ON "delivery_controls" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "delivery_items_control_idx" ON "delivery_items" USING btree ("control_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_items_open_movement_key" ON "delivery_items" USING btree ("entry_movement_id") WHERE "delivery_items"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_items_open_recipient_key" ON "delivery_items" USING btree ("output_recipient_id") WHERE "delivery_items"."open";--> statement-breakpoint
-- Scope (lib/records/scope.ts, migration 0009): the preparing office; who registered it and its courier.
ALTER TABLE "delivery_controls" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(array[office_id])) STORED;--> statement-breakpoint
ALTER TABLE "delivery_controls" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (int_set(array[registered_by, courier_id])) STORED;--> statement-breakpoint
CREATE INDEX "delivery_controls_office_ids_idx" ON "delivery_controls" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "delivery_controls_user_ids_idx" ON "delivery_controls" USING gin ("user_ids");
