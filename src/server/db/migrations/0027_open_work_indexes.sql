CREATE INDEX "archive_expedients_boxes_updated_idx" ON "archive_expedients" USING btree ("updated_at","id") WHERE "archive_expedients"."kind" = 'caja';--> statement-breakpoint
CREATE INDEX "entries_open_assignee_idx" ON "entries" USING btree ("assignee_id") WHERE "entries"."state" in ('registrado', 'derivado', 'recibido');--> statement-breakpoint
CREATE INDEX "entry_movements_to_user_live_idx" ON "entry_movements" USING btree ("to_user_id","entry_id") WHERE "entry_movements"."state" <> 'devuelto';--> statement-breakpoint
-- The open entries of an office or a person (the Tablero's queues, overdue by person): the open
-- states are about 6 % of a year's entries, so these answer without the closed ones' postings.
-- Not in the Drizzle schema, like office_ids/user_ids themselves (0009).
CREATE INDEX "entries_open_office_ids_idx" ON "entries" USING gin ("office_ids") WHERE "state" in ('registrado', 'derivado', 'recibido');--> statement-breakpoint
CREATE INDEX "entries_open_user_ids_idx" ON "entries" USING gin ("user_ids") WHERE "state" in ('registrado', 'derivado', 'recibido');
