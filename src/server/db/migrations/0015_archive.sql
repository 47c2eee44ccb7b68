CREATE TABLE "archive_expedients" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"title" varchar(300) NOT NULL,
	"kind" varchar(12) DEFAULT 'caja' NOT NULL,
	"box_number" integer,
	"location_id" integer,
	"position" integer,
	"placed_at" timestamp with time zone,
	"placed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physical_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" varchar(12) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120),
	"capacity" integer,
	"notes" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_location_id_physical_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."physical_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_expedients" ADD CONSTRAINT "archive_expedients_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_locations" ADD CONSTRAINT "physical_locations_parent_id_physical_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."physical_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_expedients_code_key" ON "archive_expedients" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "archive_expedients_position_key" ON "archive_expedients" USING btree ("location_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_locations_code_key" ON "physical_locations" USING btree (coalesce("parent_id", 0),lower("code"));--> statement-breakpoint
CREATE INDEX "physical_locations_parent_idx" ON "physical_locations" USING btree ("parent_id");