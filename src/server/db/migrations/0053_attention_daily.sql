CREATE TABLE "entry_attention_daily" (
	"received_on" date NOT NULL,
	"attended_on" date NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"value" integer,
	"classification_id" integer,
	"entries" integer NOT NULL,
	CONSTRAINT "entry_attention_daily_key" UNIQUE NULLS NOT DISTINCT("dimension","received_on","attended_on","value","classification_id")
);
--> statement-breakpoint
-- Adds the facts rows `added` and takes away `removed` from attention time's summary: only attended
-- entries, one row per dimension; the net changes in key order, as entry_daily_change does. The key
-- leads with the dimension, which is what a report reads (a few offices' rows, not every person's).
CREATE FUNCTION entry_attention_change(added entry_facts[], removed entry_facts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO entry_attention_daily AS d
  SELECT f.received_on, f.attended_on, k.dimension, k.value, f.classification_id, sum(f.sign)
  FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) f
  CROSS JOIN LATERAL (VALUES ('office', f.destination_office_id), ('type', f.type_entry_id), ('person', f.assignee_id)) k(dimension, value)
  WHERE f.state IN ('atendido', 'archivado') AND f.attended_on IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(f.sign) <> 0 ORDER BY 3, 1, 2, 4, 5
  ON CONFLICT ON CONSTRAINT entry_attention_daily_key DO UPDATE SET entries = d.entries + excluded.entries;
  DELETE FROM entry_attention_daily
  WHERE entries = 0 AND dimension IN ('office', 'type', 'person')
    AND received_on = ANY (array(SELECT received_on FROM unnest(removed)))
    AND attended_on = ANY (array(SELECT attended_on FROM unnest(removed)));
$$;--> statement-breakpoint
-- Both summaries from the same statement's rows: entry_daily's rows are locked before attention
-- time's in every transaction.
CREATE OR REPLACE FUNCTION entry_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a entry_facts[] := '{}';
  r entry_facts[] := '{}';
BEGIN
  -- A facts row's upsert fires both statement triggers, one of them with no rows.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT EXISTS (SELECT FROM added) THEN
      RETURN NULL;
    END IF;
    a := array(SELECT x::entry_facts FROM added x);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    r := array(SELECT x::entry_facts FROM removed x);
  END IF;
  PERFORM entry_daily_change(a, r);
  PERFORM entry_attention_change(a, r);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_report_facts() RETURNS void LANGUAGE sql AS $$
  ALTER TABLE entry_facts DISABLE TRIGGER entry_facts_daily_insert;
  ALTER TABLE output_facts DISABLE TRIGGER output_facts_daily_insert;
  TRUNCATE entry_facts, output_facts, entry_daily, output_daily, entry_attention_daily;
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
  INSERT INTO entry_attention_daily
  SELECT f.received_on, f.attended_on, k.dimension, k.value, f.classification_id, count(*)
  FROM entry_facts f
  CROSS JOIN LATERAL (VALUES ('office', f.destination_office_id), ('type', f.type_entry_id), ('person', f.assignee_id)) k(dimension, value)
  WHERE f.state IN ('atendido', 'archivado') AND f.attended_on IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
$$;--> statement-breakpoint
SELECT refresh_report_facts();
