CREATE TABLE "entry_facts" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"attended_on" date,
	"destination_office_id" integer NOT NULL,
	"type_entry_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"classification_id" integer,
	"assignee_id" integer,
	"state" varchar(20) NOT NULL,
	"office_ids" integer[] NOT NULL,
	"user_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "output_facts" (
	"output_id" integer PRIMARY KEY NOT NULL,
	"issued_on" date NOT NULL,
	"origin_office_id" integer NOT NULL,
	"type_output_id" integer NOT NULL,
	"classification_id" integer,
	"office_ids" integer[] NOT NULL,
	"user_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_facts" ADD CONSTRAINT "entry_facts_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_facts" ADD CONSTRAINT "output_facts_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_facts_received_idx" ON "entry_facts" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "entry_facts_office_ids_idx" ON "entry_facts" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "output_facts_issued_idx" ON "output_facts" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "output_facts_office_ids_idx" ON "output_facts" USING gin ("office_ids");--> statement-breakpoint
-- What each document's facts row holds (report-facts.ts), its moments as the organisation's
-- calendar days. The triggers, the backfill below and the bench loader read these views.
CREATE VIEW "entry_fact_rows" AS SELECT "id" AS "entry_id", ("received_at" AT TIME ZONE 'America/Lima')::date AS "received_on", ("attended_at" AT TIME ZONE 'America/Lima')::date AS "attended_on", "destination_office_id", "type_entry_id", "channel", "classification_id", "assignee_id", "state", "office_ids", "user_ids" FROM "entries";--> statement-breakpoint
CREATE VIEW "output_fact_rows" AS SELECT "id" AS "output_id", ("issued_at" AT TIME ZONE 'America/Lima')::date AS "issued_on", "origin_office_id", "type_output_id", "classification_id", "office_ids", "user_ids" FROM "outputs";--> statement-breakpoint
-- After any insert or update, the row is rewritten only when one of its facts changed (most
-- updates of a document, its version or search text, change none).
CREATE FUNCTION entry_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT * FROM entry_fact_rows WHERE entry_id = NEW.id EXCEPT SELECT * FROM entry_facts WHERE entry_id = NEW.id) THEN
    DELETE FROM entry_facts WHERE entry_id = NEW.id;
    INSERT INTO entry_facts SELECT * FROM entry_fact_rows WHERE entry_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION output_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT * FROM output_fact_rows WHERE output_id = NEW.id EXCEPT SELECT * FROM output_facts WHERE output_id = NEW.id) THEN
    DELETE FROM output_facts WHERE output_id = NEW.id;
    INSERT INTO output_facts SELECT * FROM output_fact_rows WHERE output_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER entries_report_facts AFTER INSERT OR UPDATE ON entries FOR EACH ROW EXECUTE FUNCTION entry_facts_sync();--> statement-breakpoint
CREATE TRIGGER outputs_report_facts AFTER INSERT OR UPDATE ON outputs FOR EACH ROW EXECUTE FUNCTION output_facts_sync();--> statement-breakpoint
-- Every document's facts from scratch: this migration, and the bench loader (whose inserts bypass triggers).
CREATE FUNCTION refresh_report_facts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM entry_facts;
  INSERT INTO entry_facts SELECT * FROM entry_fact_rows;
  DELETE FROM output_facts;
  INSERT INTO output_facts SELECT * FROM output_fact_rows;
$$;--> statement-breakpoint
SELECT refresh_report_facts();
