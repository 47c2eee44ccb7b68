ALTER TABLE "entries" DROP CONSTRAINT "entries_channel_check";--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "copy_office_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "output_office_recipients" ADD COLUMN "copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_channel_check" CHECK ("entries"."channel" in ('presencial', 'correo', 'mesa_virtual', 'courier', 'interoperabilidad', 'interno', 'otro'));--> statement-breakpoint
UPDATE "entries" SET "channel" = 'interno' WHERE "id" IN (SELECT "m"."entry_id" FROM "output_office_recipients" "r" JOIN "entry_movements" "m" ON "m"."id" = "r"."movement_id");
