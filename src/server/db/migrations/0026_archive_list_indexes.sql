CREATE INDEX "archive_documents_created_idx" ON "archive_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "archive_documents_search_idx" ON "archive_documents" USING gin (f_unaccent(lower(("title" || ' ' || coalesce("notes", ''))::text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "archive_expedients_updated_idx" ON "archive_expedients" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "archive_expedients_search_idx" ON "archive_expedients" USING gin (f_unaccent(lower(("code" || ' ' || "title")::text)) gin_trgm_ops);