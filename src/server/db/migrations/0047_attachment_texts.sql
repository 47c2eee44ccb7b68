-- Spanish full-text search that ignores accents: `folio_es` unaccents each word before stemming it.
-- Spanish stemming needs the accents (`resolución` → `resolu`), so the page vectors hold both
-- configurations' lexemes and a query word matches either (lib/attachments/text/search.ts).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'folio_es') THEN
    CREATE TEXT SEARCH CONFIGURATION folio_es (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION folio_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "attachment_text_pages" (
	"sha256" char(64) NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, "text") || to_tsvector('folio_es'::regconfig, "text")) STORED NOT NULL,
	CONSTRAINT "attachment_text_pages_sha256_page_pk" PRIMARY KEY("sha256","page")
);
--> statement-breakpoint
CREATE TABLE "attachment_texts" (
	"sha256" char(64) PRIMARY KEY NOT NULL,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"reason" varchar(300),
	"pages" integer,
	"ocr_pages" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachment_text_pages" ADD CONSTRAINT "attachment_text_pages_sha256_attachment_texts_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."attachment_texts"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_text_pages_search_idx" ON "attachment_text_pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "attachment_texts_backlog_idx" ON "attachment_texts" USING btree ("requested_at") WHERE "attachment_texts"."state" in ('pendiente', 'en_proceso');