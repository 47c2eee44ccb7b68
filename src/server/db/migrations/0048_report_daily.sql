CREATE TABLE "entry_daily" (
	"received_on" date NOT NULL,
	"destination_office_id" integer NOT NULL,
	"type_entry_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"state" varchar(20) NOT NULL,
	"classification_id" integer,
	"assignee_id" integer,
	"attended_on" date,
	"due_on" date,
	"entries" integer NOT NULL,
	CONSTRAINT "entry_daily_key" UNIQUE NULLS NOT DISTINCT("received_on","destination_office_id","type_entry_id","channel","state","classification_id","assignee_id","attended_on","due_on")
);
--> statement-breakpoint
CREATE TABLE "output_daily" (
	"issued_on" date NOT NULL,
	"origin_office_id" integer NOT NULL,
	"type_output_id" integer NOT NULL,
	"classification_id" integer,
	"outputs" integer NOT NULL,
	CONSTRAINT "output_daily_key" UNIQUE NULLS NOT DISTINCT("issued_on","origin_office_id","type_output_id","classification_id")
);
--> statement-breakpoint
-- The due date, for the backlog: nullable until the refresh below has filled it.
ALTER TABLE "entry_facts" ADD COLUMN "due_date" date;--> statement-breakpoint
CREATE OR REPLACE VIEW "entry_fact_rows" AS SELECT "id" AS "entry_id", ("received_at" AT TIME ZONE 'America/Lima')::date AS "received_on", ("attended_at" AT TIME ZONE 'America/Lima')::date AS "attended_on", "destination_office_id", "type_entry_id", "channel", "classification_id", "assignee_id", "state", "office_ids", "user_ids", "due_date" FROM "entries";--> statement-breakpoint
CREATE INDEX "entry_facts_classification_idx" ON "entry_facts" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "output_facts_classification_idx" ON "output_facts" USING btree ("classification_id");--> statement-breakpoint
-- The daily summaries follow the facts in the statement that changes them (migration 0028's
-- triggers delete and insert a document's facts row): one aggregated upsert per statement, so the
-- rebuild's million inserted facts are added in one pass; a group reaching 0 is deleted. A
-- statement locks its groups in key order (ORDER BY).
CREATE FUNCTION entry_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO entry_daily AS d
    SELECT received_on, destination_office_id, type_entry_id, channel, state, classification_id, assignee_id, attended_on,
      CASE WHEN state IN ('registrado', 'derivado', 'recibido') THEN due_date END, -count(*)
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT entry_daily_key DO UPDATE SET entries = d.entries + excluded.entries;
    DELETE FROM entry_daily d
     USING (SELECT DISTINCT received_on, destination_office_id, type_entry_id, channel, state FROM removed) r
     WHERE d.entries = 0 AND d.received_on = r.received_on AND d.destination_office_id = r.destination_office_id
       AND d.type_entry_id = r.type_entry_id AND d.channel = r.channel AND d.state = r.state;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO entry_daily AS d
    SELECT received_on, destination_office_id, type_entry_id, channel, state, classification_id, assignee_id, attended_on,
      CASE WHEN state IN ('registrado', 'derivado', 'recibido') THEN due_date END, count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT entry_daily_key DO UPDATE SET entries = d.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION output_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO output_daily AS d
    SELECT issued_on, origin_office_id, type_output_id, classification_id, -count(*) FROM removed GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT output_daily_key DO UPDATE SET outputs = d.outputs + excluded.outputs;
    DELETE FROM output_daily d
     USING (SELECT DISTINCT issued_on, origin_office_id, type_output_id FROM removed) r
     WHERE d.outputs = 0 AND d.issued_on = r.issued_on AND d.origin_office_id = r.origin_office_id
       AND d.type_output_id = r.type_output_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO output_daily AS d
    SELECT issued_on, origin_office_id, type_output_id, classification_id, count(*) FROM added GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT output_daily_key DO UPDATE SET outputs = d.outputs + excluded.outputs;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER entry_facts_daily_insert AFTER INSERT ON entry_facts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION entry_daily_apply();--> statement-breakpoint
CREATE TRIGGER entry_facts_daily_update AFTER UPDATE ON entry_facts REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION entry_daily_apply();--> statement-breakpoint
CREATE TRIGGER entry_facts_daily_delete AFTER DELETE ON entry_facts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION entry_daily_apply();--> statement-breakpoint
CREATE TRIGGER output_facts_daily_insert AFTER INSERT ON output_facts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION output_daily_apply();--> statement-breakpoint
CREATE TRIGGER output_facts_daily_update AFTER UPDATE ON output_facts REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION output_daily_apply();--> statement-breakpoint
CREATE TRIGGER output_facts_daily_delete AFTER DELETE ON output_facts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION output_daily_apply();--> statement-breakpoint
-- Facts and summaries from scratch (`npm run reports:rebuild`, this migration, the bench loader):
-- the summaries are aggregated from the facts at the end, as the loader's replica session skips
-- the facts' triggers (whatever they added is emptied first).
CREATE OR REPLACE FUNCTION refresh_report_facts() RETURNS void LANGUAGE sql AS $$
  TRUNCATE entry_facts, output_facts;
  INSERT INTO entry_facts SELECT * FROM entry_fact_rows;
  INSERT INTO output_facts SELECT * FROM output_fact_rows;
  TRUNCATE entry_daily, output_daily;
  INSERT INTO entry_daily
  SELECT received_on, destination_office_id, type_entry_id, channel, state, classification_id, assignee_id, attended_on,
    CASE WHEN state IN ('registrado', 'derivado', 'recibido') THEN due_date END, count(*)
  FROM entry_facts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO output_daily
  SELECT issued_on, origin_office_id, type_output_id, classification_id, count(*)
  FROM output_facts GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
SELECT refresh_report_facts();--> statement-breakpoint
ALTER TABLE "entry_facts" ALTER COLUMN "due_date" SET NOT NULL;
