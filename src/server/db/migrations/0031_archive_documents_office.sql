ALTER TABLE "archive_documents" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every archived document's office is its unit's, before the index and the triggers exist: one
-- rewrite of the table (about a minute per million documents; vacuum it afterwards).
UPDATE "archive_documents" d SET "office_id" = e."office_id" FROM "archive_expedients" e WHERE e."id" = d."expedient_id";--> statement-breakpoint
CREATE INDEX "archive_documents_office_created_idx" ON "archive_documents" USING btree ("office_id","created_at","id");--> statement-breakpoint
CREATE INDEX "archive_documents_archived_by_idx" ON "archive_documents" USING btree ("archived_by","created_at","id");--> statement-breakpoint
-- Whatever a writer sends, a document takes its unit's office on insert and on any change of its
-- unit or office; a unit that changes office carries its documents along (the documents' trigger
-- then reads the new office, in the same transaction).
CREATE FUNCTION archive_documents_office() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.office_id := (SELECT office_id FROM archive_expedients WHERE id = NEW.expedient_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER archive_documents_office BEFORE INSERT OR UPDATE OF expedient_id, office_id ON archive_documents FOR EACH ROW EXECUTE FUNCTION archive_documents_office();--> statement-breakpoint
CREATE FUNCTION archive_expedients_office() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE archive_documents SET office_id = NEW.office_id WHERE expedient_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER archive_expedients_office AFTER UPDATE OF office_id ON archive_expedients FOR EACH ROW WHEN (OLD.office_id IS DISTINCT FROM NEW.office_id) EXECUTE FUNCTION archive_expedients_office();
