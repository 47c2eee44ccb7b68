-- Search inside a scope (lib/records/scoped-search.ts): one GIN index over the scope's arrays and
-- the search text's trigrams, so a word's matches are intersected with the caller's records inside
-- the index, however common the word. GIN serves any subset of its columns as well as a
-- one-column index, so entries' and outputs' text-only trigram indexes give way to these.
CREATE INDEX "entries_scope_search_idx" ON "entries" USING gin ("office_ids", "user_ids", "search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "entries_search_text_idx";--> statement-breakpoint
CREATE INDEX "outputs_scope_search_idx" ON "outputs" USING gin ("office_ids", "user_ids", "search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "outputs_search_text_idx";--> statement-breakpoint
CREATE INDEX "requests_scope_search_idx" ON "requests" USING gin ("office_ids", "user_ids", f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("sender_reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supporting_entries_scope_search_idx" ON "supporting_entries" USING gin ("office_ids", "user_ids", f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("reference", ''))::text)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supporting_outputs_scope_search_idx" ON "supporting_outputs" USING gin ("office_ids", "user_ids", f_unaccent(lower(("number" || ' ' || "subject" || ' ' || coalesce("reference", ''))::text)) gin_trgm_ops);
