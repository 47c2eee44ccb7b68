CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor_id" integer,
	"ip" varchar(64),
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(40) NOT NULL,
	"action" varchar(30) NOT NULL,
	"changes" jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	"restricted" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"office_id" integer,
	"years_office" integer DEFAULT 0 NOT NULL,
	"years_central" integer DEFAULT 0 NOT NULL,
	"disposition" varchar(2) DEFAULT 'CT' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subseries" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"office_id" integer,
	"years_office" integer DEFAULT 0 NOT NULL,
	"years_central" integer DEFAULT 0 NOT NULL,
	"disposition" varchar(2) DEFAULT 'CT' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"response_days" integer DEFAULT 15 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subseries" ADD CONSTRAINT "subseries_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subseries" ADD CONSTRAINT "subseries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_classifications_name_key" ON "document_classifications" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "series_code_key" ON "series" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "series_office_idx" ON "series" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subseries_code_key" ON "subseries" USING btree ("series_id",lower("code"));--> statement-breakpoint
CREATE INDEX "subseries_office_idx" ON "subseries" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "type_entries_code_key" ON "type_entries" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "type_outputs_code_key" ON "type_outputs" USING btree (lower("code"));