-- A rare word of the files' text is answered through the records' GIN index only when the planner
-- knows it is rare. With the default statistics target (100) the planner tracks few of the files'
-- words and takes any other for a common one: it walked the Ingresos list's date index looking for
-- a word on 291 of a million entries (62 ms instead of 5 at a million). A larger target keeps more
-- of the files' words in the statistics (docs/benchmarks.md, «Search inside the documents»).
ALTER TABLE "entries" ALTER COLUMN "files_words" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "outputs" ALTER COLUMN "files_words" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "entries" ("files_words");--> statement-breakpoint
ANALYZE "outputs" ("files_words");
