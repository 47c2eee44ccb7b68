-- The outputs' search text, stored already normalised like the entries' (migration 0009): the
-- output's number, subject and reference, and the names and documents of its recipients, so one
-- trigram index answers every word and a page filters with a plain `like` as it walks the sort's
-- index (docs/benchmarks.md). Kept by triggers on outputs, output_recipients and citizens.
CREATE OR REPLACE FUNCTION output_search_text(output integer, number text, subject text, reference text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT f_unaccent(lower(number || ' ' || subject || ' ' || coalesce(reference, '') || ' ' || coalesce((
    SELECT string_agg(coalesce(c.names, '') || ' ' || coalesce(c.surnames, '') || ' ' || coalesce(c.business_name, '') || ' '
      || c.document_number, ' ' ORDER BY r.id)
    FROM output_recipients r JOIN citizens c ON c.id = r.citizen_id WHERE r.output_id = output), '')))
$$;--> statement-breakpoint
ALTER TABLE "outputs" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "outputs" o SET "search_text" = output_search_text(o.id, o.number, o.subject, o.reference);--> statement-breakpoint
CREATE INDEX "outputs_search_text_idx" ON "outputs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION outputs_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := output_search_text(NEW.id, NEW.number, NEW.subject, NEW.reference);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER outputs_search BEFORE INSERT OR UPDATE OF number, subject, reference
  ON "outputs" FOR EACH ROW EXECUTE FUNCTION outputs_search();--> statement-breakpoint
-- Recipients: once per statement for inserts (a registration inserts them together), per row for
-- the rare move to another output or citizen and for deletes.
CREATE OR REPLACE FUNCTION output_recipients_added_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE outputs o SET search_text = output_search_text(o.id, o.number, o.subject, o.reference)
  WHERE o.id IN (SELECT DISTINCT output_id FROM added);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER output_recipients_added_search AFTER INSERT ON "output_recipients"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION output_recipients_added_search();--> statement-breakpoint
CREATE OR REPLACE FUNCTION output_recipients_changed_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE outputs o SET search_text = output_search_text(o.id, o.number, o.subject, o.reference)
  WHERE o.id = OLD.output_id OR (TG_OP = 'UPDATE' AND o.id = NEW.output_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER output_recipients_changed_search AFTER UPDATE OF output_id, citizen_id OR DELETE
  ON "output_recipients" FOR EACH ROW EXECUTE FUNCTION output_recipients_changed_search();--> statement-breakpoint
CREATE OR REPLACE FUNCTION citizens_outputs_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE outputs o SET search_text = output_search_text(o.id, o.number, o.subject, o.reference)
  WHERE o.id IN (SELECT r.output_id FROM output_recipients r WHERE r.citizen_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER citizens_outputs_search AFTER UPDATE OF names, surnames, business_name, document_number
  ON "citizens" FOR EACH ROW EXECUTE FUNCTION citizens_outputs_search();
