CREATE TABLE "entry_daily" (
	"received_on" date NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"key" varchar(20) NOT NULL,
	"classification_id" integer,
	"entries" integer NOT NULL,
	CONSTRAINT "entry_daily_key" UNIQUE NULLS NOT DISTINCT("received_on","dimension","key","classification_id")
);
--> statement-breakpoint
CREATE TABLE "output_daily" (
	"issued_on" date NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"key" varchar(20) NOT NULL,
	"classification_id" integer,
	"outputs" integer NOT NULL,
	CONSTRAINT "output_daily_key" UNIQUE NULLS NOT DISTINCT("issued_on","dimension","key","classification_id")
);
--> statement-breakpoint
-- The due date, for the backlog: nullable until the refresh below has filled it.
ALTER TABLE "entry_facts" ADD COLUMN "due_date" date;--> statement-breakpoint
CREATE OR REPLACE VIEW "entry_fact_rows" AS SELECT "id" AS "entry_id", ("received_at" AT TIME ZONE 'America/Lima')::date AS "received_on", ("attended_at" AT TIME ZONE 'America/Lima')::date AS "attended_on", "destination_office_id", "type_entry_id", "channel", "classification_id", "assignee_id", "state", "office_ids", "user_ids", "due_date" FROM "entries";--> statement-breakpoint
CREATE INDEX "entry_facts_classification_idx" ON "entry_facts" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "entry_facts_open_idx" ON "entry_facts" USING btree ("received_on") WHERE "entry_facts"."state" in ('registrado', 'derivado', 'recibido');--> statement-breakpoint
CREATE INDEX "output_facts_classification_idx" ON "output_facts" USING btree ("classification_id");;--> statement-breakpoint
-- A document's facts row is now updated in place, not deleted and inserted (migration 0028), so
-- the summaries' triggers below see the old and the new row together: a change that moves no
-- count (its state, its responsible) touches no summary row.
CREATE OR REPLACE FUNCTION entry_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT * FROM entry_fact_rows WHERE entry_id = NEW.id EXCEPT SELECT * FROM entry_facts WHERE entry_id = NEW.id) THEN
    INSERT INTO entry_facts SELECT * FROM entry_fact_rows WHERE entry_id = NEW.id
    ON CONFLICT (entry_id) DO UPDATE SET received_on = excluded.received_on, attended_on = excluded.attended_on, destination_office_id = excluded.destination_office_id, type_entry_id = excluded.type_entry_id, channel = excluded.channel, classification_id = excluded.classification_id, assignee_id = excluded.assignee_id, state = excluded.state, office_ids = excluded.office_ids, user_ids = excluded.user_ids, due_date = excluded.due_date;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION output_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT * FROM output_fact_rows WHERE output_id = NEW.id EXCEPT SELECT * FROM output_facts WHERE output_id = NEW.id) THEN
    INSERT INTO output_facts SELECT * FROM output_fact_rows WHERE output_id = NEW.id
    ON CONFLICT (output_id) DO UPDATE SET issued_on = excluded.issued_on, origin_office_id = excluded.origin_office_id, type_output_id = excluded.type_output_id, classification_id = excluded.classification_id, office_ids = excluded.office_ids, user_ids = excluded.user_ids;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Adds the facts rows `added` and takes away `removed` from the daily summary, one row per
-- dimension; only the net changes are written, in key order (two transactions lock the rows they
-- share in the same order), and a count reaching 0 is deleted.
CREATE FUNCTION entry_daily_change(added entry_facts[], removed entry_facts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO entry_daily AS d
  SELECT f.received_on, k.dimension, k.key, f.classification_id, sum(f.sign)
  FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) f
  CROSS JOIN LATERAL (VALUES ('office', f.destination_office_id::text), ('type', f.type_entry_id::text), ('channel', f.channel::text)) k(dimension, key)
  GROUP BY 1, 2, 3, 4 HAVING sum(f.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT entry_daily_key DO UPDATE SET entries = d.entries + excluded.entries;
  DELETE FROM entry_daily WHERE entries = 0 AND received_on IN (SELECT received_on FROM unnest(removed));
$$;--> statement-breakpoint
CREATE FUNCTION output_daily_change(added output_facts[], removed output_facts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO output_daily AS d
  SELECT f.issued_on, k.dimension, k.key, f.classification_id, sum(f.sign)
  FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) f
  CROSS JOIN LATERAL (VALUES ('office', f.origin_office_id::text), ('type', f.type_output_id::text)) k(dimension, key)
  GROUP BY 1, 2, 3, 4 HAVING sum(f.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT output_daily_key DO UPDATE SET outputs = d.outputs + excluded.outputs;
  DELETE FROM output_daily WHERE outputs = 0 AND issued_on IN (SELECT issued_on FROM unnest(removed));
$$;--> statement-breakpoint
CREATE FUNCTION entry_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A facts row's upsert fires both statement triggers, one of them with no rows.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT FROM added) THEN
      PERFORM entry_daily_change(array(SELECT a::entry_facts FROM added a), '{}'::entry_facts[]);
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT FROM added) THEN
      PERFORM entry_daily_change(array(SELECT a::entry_facts FROM added a), array(SELECT r::entry_facts FROM removed r));
    END IF;
  ELSE
    PERFORM entry_daily_change('{}'::entry_facts[], array(SELECT r::entry_facts FROM removed r));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION output_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A facts row's upsert fires both statement triggers, one of them with no rows.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT FROM added) THEN
      PERFORM output_daily_change(array(SELECT a::output_facts FROM added a), '{}'::output_facts[]);
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT FROM added) THEN
      PERFORM output_daily_change(array(SELECT a::output_facts FROM added a), array(SELECT r::output_facts FROM removed r));
    END IF;
  ELSE
    PERFORM output_daily_change('{}'::output_facts[], array(SELECT r::output_facts FROM removed r));
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
-- the summaries' triggers are off while the facts are reinserted (a million rows are not passed
-- around as arrays), and the summaries are aggregated from the facts at the end.
CREATE OR REPLACE FUNCTION refresh_report_facts() RETURNS void LANGUAGE sql AS $$
  ALTER TABLE entry_facts DISABLE TRIGGER entry_facts_daily_insert;
  ALTER TABLE output_facts DISABLE TRIGGER output_facts_daily_insert;
  TRUNCATE entry_facts, output_facts, entry_daily, output_daily;
  INSERT INTO entry_facts SELECT * FROM entry_fact_rows;
  INSERT INTO output_facts SELECT * FROM output_fact_rows;
  ALTER TABLE entry_facts ENABLE TRIGGER entry_facts_daily_insert;
  ALTER TABLE output_facts ENABLE TRIGGER output_facts_daily_insert;
  INSERT INTO entry_daily
  SELECT f.received_on, k.dimension, k.key, f.classification_id, count(*)
  FROM entry_facts f
  CROSS JOIN LATERAL (VALUES ('office', f.destination_office_id::text), ('type', f.type_entry_id::text), ('channel', f.channel::text)) k(dimension, key)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO output_daily
  SELECT f.issued_on, k.dimension, k.key, f.classification_id, count(*)
  FROM output_facts f
  CROSS JOIN LATERAL (VALUES ('office', f.origin_office_id::text), ('type', f.type_output_id::text)) k(dimension, key)
  GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
SELECT refresh_report_facts();--> statement-breakpoint
ALTER TABLE "entry_facts" ALTER COLUMN "due_date" SET NOT NULL;
