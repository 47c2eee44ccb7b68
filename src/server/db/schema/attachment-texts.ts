import { sql } from 'drizzle-orm';
import { char, customType, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`, written by the database itself (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the background extraction found in each stored file (lib/attachments/text, docs/text-search.md),
 * by content, so the same file attached twice is read once: its state (`pendiente`, `en_proceso`,
 * `listo`, `sin_texto`, `error`), the reason of the last two, and how many pages it had.
 */
export const attachmentTexts = pgTable(
  'attachment_texts',
  {
    sha256: char('sha256', { length: 64 }).primaryKey(),
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    reason: varchar('reason', { length: 300 }),
    pages: integer('pages'),
    /** Pages read by OCR (no text layer, or an image). */
    ocr_pages: integer('ocr_pages').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('attachment_texts_backlog_idx').on(t.requested_at).where(sql`${t.state} in ('pendiente', 'en_proceso')`),
  ],
);

/**
 * The text of each page, indexed for full-text search in Spanish: `search_vector` holds the words
 * stemmed as written (`spanish`) and unaccented first (`folio_es`), so `resoluciones`, `resolución`
 * and `RESOLUCION` meet (migration `attachment_texts`).
 */
export const attachmentTextPages = pgTable(
  'attachment_text_pages',
  {
    sha256: char('sha256', { length: 64 })
      .notNull()
      .references(() => attachmentTexts.sha256, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    text: text('text').notNull(),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('spanish'::regconfig, "text") || to_tsvector('folio_es'::regconfig, "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.sha256, t.page] }),
    index('attachment_text_pages_search_idx').using('gin', t.search_vector),
  ],
);
