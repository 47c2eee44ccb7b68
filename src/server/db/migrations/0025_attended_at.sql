ALTER TABLE "entries" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "entries_attended_idx" ON "entries" USING btree ("received_at","attended_at") WHERE "entries"."attended_at" is not null;--> statement-breakpoint
-- Backfill: an attended or archived entry was attended at its first `attend` or `reply` in the audit trail.
UPDATE "entries" e SET "attended_at" = a."at"
FROM (
  SELECT "entity_id" AS "id", min("occurred_at") AS "at" FROM "audit_logs"
  WHERE "entity" = 'entries' AND "action" IN ('attend', 'reply')
  GROUP BY "entity_id"
) a
WHERE a."id" = e."id"::text AND e."attended_at" IS NULL;
