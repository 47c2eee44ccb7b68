CREATE TABLE "citizens" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_type" varchar(10) NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"document_number" varchar(20) NOT NULL,
	"names" varchar(100),
	"surnames" varchar(100),
	"business_name" varchar(200),
	"email" varchar(254),
	"phone" varchar(30),
	"address" varchar(250),
	"district" varchar(80),
	"province" varchar(80),
	"department" varchar(80),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_document_key" ON "citizens" USING btree (lower("document_number"),"document_type");--> statement-breakpoint
CREATE INDEX "citizens_search_idx" ON "citizens" USING gin (f_unaccent(lower((coalesce("names", '') || ' ' || coalesce("surnames", '') || ' ' || coalesce("business_name", '') || ' ' || "document_number")::text)) gin_trgm_ops);