-- The words of a record's files beside its scope (lib/attachments/text/search.ts): `files_words`
-- holds every lexeme of the pages of the record's attached files (those not removed), without
-- positions, and one GIN index over the scope's arrays and those words intersects the caller's
-- records with a word's before any row is read, as migration 0045 does for the record's own text.
-- Kept by triggers, in the statement's transaction: pages kept or dropped (a file read, read again),
-- a file attached, removed or moved. Only the modules whose list searches their files have it.
ALTER TABLE "entries" ADD COLUMN "files_words" tsvector;--> statement-breakpoint
ALTER TABLE "outputs" ADD COLUMN "files_words" tsvector;--> statement-breakpoint
-- One record's words: null when its files have none.
CREATE FUNCTION files_words(kind text, record integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT nullif(array_to_tsvector(array(
    SELECT DISTINCT l.lexeme
    FROM attachments a JOIN attachment_text_pages p ON p.sha256 = a.sha256,
      unnest(tsvector_to_array(p.search_vector)) AS l(lexeme)
    WHERE a.owner_type = kind AND a.owner_id = record AND a.deleted_at IS NULL)), ''::tsvector)
$$;--> statement-breakpoint
CREATE FUNCTION refresh_files_words(kind text, records integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF kind = 'entries' THEN
    UPDATE entries e SET files_words = w.words
    FROM (SELECT r.id, files_words(kind, r.id) AS words FROM unnest(records) AS r(id)) w
    WHERE e.id = w.id AND e.files_words IS DISTINCT FROM w.words;
  ELSIF kind = 'outputs' THEN
    UPDATE outputs o SET files_words = w.words
    FROM (SELECT r.id, files_words(kind, r.id) AS words FROM unnest(records) AS r(id)) w
    WHERE o.id = w.id AND o.files_words IS DISTINCT FROM w.words;
  END IF;
END $$;--> statement-breakpoint
-- Every record's words from scratch: this migration, and the bench loader (whose inserts bypass triggers).
CREATE FUNCTION fill_files_words() RETURNS void LANGUAGE sql AS $$
  UPDATE entries e SET files_words = w.words FROM (
    SELECT a.owner_id, array_to_tsvector(array_agg(DISTINCT l.lexeme)) AS words
    FROM attachments a JOIN attachment_text_pages p ON p.sha256 = a.sha256,
      unnest(tsvector_to_array(p.search_vector)) AS l(lexeme)
    WHERE a.owner_type = 'entries' AND a.deleted_at IS NULL GROUP BY a.owner_id) w
  WHERE e.id = w.owner_id AND e.files_words IS DISTINCT FROM w.words;
  UPDATE outputs o SET files_words = w.words FROM (
    SELECT a.owner_id, array_to_tsvector(array_agg(DISTINCT l.lexeme)) AS words
    FROM attachments a JOIN attachment_text_pages p ON p.sha256 = a.sha256,
      unnest(tsvector_to_array(p.search_vector)) AS l(lexeme)
    WHERE a.owner_type = 'outputs' AND a.deleted_at IS NULL GROUP BY a.owner_id) w
  WHERE o.id = w.owner_id AND o.files_words IS DISTINCT FROM w.words;
$$;--> statement-breakpoint
SELECT fill_files_words();--> statement-breakpoint
CREATE INDEX "entries_scope_files_idx" ON "entries" USING gin ("office_ids", "user_ids", "files_words");--> statement-breakpoint
CREATE INDEX "outputs_scope_files_idx" ON "outputs" USING gin ("office_ids", "user_ids", "files_words");--> statement-breakpoint
-- The new column's statistics now, not at the next automatic analyze (which few changed rows never
-- bring): without them the planner guesses a word on a share of the rows of a table whose files
-- have none, and walks all of it in the sort's order looking for a page of them.
ANALYZE "entries";--> statement-breakpoint
ANALYZE "outputs";--> statement-breakpoint
-- A file's pages kept or dropped: the records it is attached to, once per statement.
CREATE FUNCTION attachment_pages_files_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_files_words(a.owner_type, array_agg(DISTINCT a.owner_id))
  FROM attachments a
  WHERE a.sha256 IN (SELECT sha256 FROM changed) AND a.deleted_at IS NULL AND a.owner_type IN ('entries', 'outputs')
  GROUP BY a.owner_type;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attachment_pages_added_words AFTER INSERT ON "attachment_text_pages"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attachment_pages_files_words();--> statement-breakpoint
CREATE TRIGGER attachment_pages_changed_words AFTER UPDATE ON "attachment_text_pages"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attachment_pages_files_words();--> statement-breakpoint
CREATE TRIGGER attachment_pages_removed_words AFTER DELETE ON "attachment_text_pages"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION attachment_pages_files_words();--> statement-breakpoint
-- Files attached: once per statement, for the files already read.
CREATE FUNCTION attachments_added_files_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_files_words(a.owner_type, array_agg(DISTINCT a.owner_id))
  FROM added a
  WHERE a.deleted_at IS NULL AND a.owner_type IN ('entries', 'outputs')
    AND EXISTS (SELECT 1 FROM attachment_text_pages p WHERE p.sha256 = a.sha256)
  GROUP BY a.owner_type;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attachments_added_words AFTER INSERT ON "attachments"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION attachments_added_files_words();--> statement-breakpoint
-- A file removed, moved to another record or deleted: the records it left and joined.
CREATE FUNCTION attachments_changed_files_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_files_words(OLD.owner_type, array[OLD.owner_id]);
  IF TG_OP = 'UPDATE' AND (NEW.owner_type, NEW.owner_id) IS DISTINCT FROM (OLD.owner_type, OLD.owner_id) THEN
    PERFORM refresh_files_words(NEW.owner_type, array[NEW.owner_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attachments_changed_words AFTER UPDATE OF owner_type, owner_id, sha256, deleted_at ON "attachments"
  FOR EACH ROW WHEN ((OLD.owner_type, OLD.owner_id, OLD.sha256, OLD.deleted_at) IS DISTINCT FROM (NEW.owner_type, NEW.owner_id, NEW.sha256, NEW.deleted_at))
  EXECUTE FUNCTION attachments_changed_files_words();--> statement-breakpoint
CREATE TRIGGER attachments_removed_words AFTER DELETE ON "attachments"
  FOR EACH ROW EXECUTE FUNCTION attachments_changed_files_words();
