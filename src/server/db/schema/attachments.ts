import { sql } from 'drizzle-orm';
import { bigint, char, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Files attached to a record of any module (lib/attachments). The bytes live in the
 * content-addressed file store under `sha256`; `original_name` is a sanitised display name and
 * is never used to find or store the file. Removing an attachment only sets `deleted_at`.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** The owner module's resource name (`entries`, `outputs`, …). */
    owner_type: varchar('owner_type', { length: 40 }).notNull(),
    owner_id: integer('owner_id').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    /** Detected from the bytes, never taken from the upload's name or declared type. */
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('attachments_owner_idx').on(t.owner_type, t.owner_id).where(sql`${t.deleted_at} is null`),
    index('attachments_sha256_idx').on(t.sha256),
  ],
);
