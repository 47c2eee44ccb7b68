-- Who a record has been with, kept on the record itself so the scope is driven by an index
-- (docs/benchmarks.md): `office_ids` are the offices involved, `user_ids` the people. A module's
-- scope tests `office_ids @> array[$office]` / `user_ids @> array[$user]` (lib/records/scope.ts).
-- Drizzle's schema does not list these columns: only the scope reads them, and no answer or
-- audit row carries them.
CREATE OR REPLACE FUNCTION int_set(integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest($1) AS x WHERE x IS NOT NULL
$$;--> statement-breakpoint
-- Entries: registering and destination office plus every office it was derived to; the person
-- who registered it, its assignee and every person it was derived to.
CREATE OR REPLACE FUNCTION entry_office_ids(entry integer, registered integer, destination integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT int_set(array[registered, destination] || array(SELECT m.to_office_id FROM entry_movements m WHERE m.entry_id = entry))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION entry_user_ids(entry integer, registered_by integer, assignee integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT int_set(array[registered_by, assignee] || array(SELECT m.to_user_id FROM entry_movements m WHERE m.entry_id = entry))
$$;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "office_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "user_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "entries" SET
  "office_ids" = entry_office_ids(id, registered_office_id, destination_office_id),
  "user_ids" = entry_user_ids(id, registered_by, assignee_id);--> statement-breakpoint
CREATE INDEX "entries_office_ids_idx" ON "entries" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "entries_user_ids_idx" ON "entries" USING gin ("user_ids");--> statement-breakpoint
CREATE OR REPLACE FUNCTION entries_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.office_ids := entry_office_ids(NEW.id, NEW.registered_office_id, NEW.destination_office_id);
  NEW.user_ids := entry_user_ids(NEW.id, NEW.registered_by, NEW.assignee_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER entries_access BEFORE INSERT OR UPDATE OF registered_office_id, destination_office_id, registered_by, assignee_id
  ON "entries" FOR EACH ROW EXECUTE FUNCTION entries_access();--> statement-breakpoint
CREATE OR REPLACE FUNCTION entry_movements_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entries e SET
    office_ids = entry_office_ids(e.id, e.registered_office_id, e.destination_office_id),
    user_ids = entry_user_ids(e.id, e.registered_by, e.assignee_id)
  WHERE e.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_id ELSE NEW.entry_id END
     OR (TG_OP = 'UPDATE' AND e.id = OLD.entry_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER entry_movements_access AFTER INSERT OR DELETE OR UPDATE OF entry_id, to_office_id, to_user_id
  ON "entry_movements" FOR EACH ROW EXECUTE FUNCTION entry_movements_access();--> statement-breakpoint
-- Outputs: origin and registering office; the person who registered it and its signer.
ALTER TABLE "outputs" ADD COLUMN "office_ids" integer[] GENERATED ALWAYS AS (int_set(array[origin_office_id, registered_office_id])) STORED;--> statement-breakpoint
ALTER TABLE "outputs" ADD COLUMN "user_ids" integer[] GENERATED ALWAYS AS (int_set(array[registered_by, signer_id])) STORED;--> statement-breakpoint
CREATE INDEX "outputs_office_ids_idx" ON "outputs" USING gin ("office_ids");--> statement-breakpoint
CREATE INDEX "outputs_user_ids_idx" ON "outputs" USING gin ("user_ids");--> statement-breakpoint
-- The identity cache (plugins/identity-cache.ts) drops a caller's cached user and permissions
-- when any of these change, on every instance: 'u:<user id>' for one user, '*' for everyone.
CREATE OR REPLACE FUNCTION identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'role_permissions' OR TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('folio_identity', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('folio_identity', 'u:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSE
    PERFORM pg_notify('folio_identity', 'u:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN PERFORM pg_notify('folio_identity', 'u:' || OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_identity AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION identity_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_identity AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION identity_changed();--> statement-breakpoint
CREATE TRIGGER auth_tokens_identity AFTER UPDATE OR DELETE ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION identity_changed();--> statement-breakpoint
CREATE TRIGGER role_permissions_identity AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION identity_changed();--> statement-breakpoint
CREATE TRIGGER roles_identity AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION identity_changed();
--> statement-breakpoint
-- What `q` searches in an entry, stored already lower-cased and unaccented: its own text plus its
-- sender's names and document, so one trigram index answers every word and a page can filter
-- with a plain `like` while it walks the sort's index (docs/benchmarks.md).
CREATE OR REPLACE FUNCTION entry_search_text(number text, subject text, reference text, sender integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT f_unaccent(lower(number || ' ' || subject || ' ' || coalesce(reference, '') || ' ' || coalesce((
    SELECT coalesce(c.names, '') || ' ' || coalesce(c.surnames, '') || ' ' || coalesce(c.business_name, '') || ' ' || c.document_number
    FROM citizens c WHERE c.id = sender), '')))
$$;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "entries" e SET "search_text" = f_unaccent(lower(e.number || ' ' || e.subject || ' ' || coalesce(e.sender_reference, '') || ' '
  || coalesce(c.names, '') || ' ' || coalesce(c.surnames, '') || ' ' || coalesce(c.business_name, '') || ' ' || c.document_number))
  FROM citizens c WHERE c.id = e.sender_id;--> statement-breakpoint
CREATE INDEX "entries_search_text_idx" ON "entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION entries_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := entry_search_text(NEW.number, NEW.subject, NEW.sender_reference, NEW.sender_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER entries_search BEFORE INSERT OR UPDATE OF number, subject, sender_reference, sender_id
  ON "entries" FOR EACH ROW EXECUTE FUNCTION entries_search();--> statement-breakpoint
CREATE OR REPLACE FUNCTION citizens_entries_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entries e SET search_text = entry_search_text(e.number, e.subject, e.sender_reference, e.sender_id)
  WHERE e.sender_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER citizens_entries_search AFTER UPDATE OF names, surnames, business_name, document_number
  ON "citizens" FOR EACH ROW EXECUTE FUNCTION citizens_entries_search();
