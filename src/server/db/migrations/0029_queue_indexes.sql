CREATE INDEX "outputs_to_dispatch_registered_by_idx" ON "outputs" USING btree ("registered_by") WHERE "outputs"."state" = 'registrado';--> statement-breakpoint
CREATE INDEX "outputs_to_dispatch_signer_idx" ON "outputs" USING btree ("signer_id") WHERE "outputs"."state" = 'registrado';--> statement-breakpoint
CREATE INDEX "outputs_returned_office_idx" ON "outputs" USING btree ("origin_office_id","issued_at") WHERE "outputs"."state" = 'devuelto';--> statement-breakpoint
-- An office's open entries nobody is assigned (the Tablero's «Sin asignar», the queue a head
-- assigns from): a registration enters it and leaves it when assigned, so it stays a few thousand
-- postings where the open-assignee and office indexes ANDed read 46 000 and 133 000 at a million
-- entries (docs/benchmarks.md). Not in the Drizzle schema, like office_ids itself (0009).
CREATE INDEX "entries_unassigned_office_ids_idx" ON "entries" USING gin ("office_ids") WHERE "state" in ('registrado', 'derivado', 'recibido') AND "assignee_id" IS NULL;
