/**
 * The extraction's state of stored files as the API answers it: `pendiente` for a file the sweep
 * has not reached yet; the pages' text for an attachment's «Texto extraído».
 */
import type { AttachmentText, TextStatus } from '@shared/schemas/attachments';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attachmentTextPages, attachmentTexts } from '../../../db/schema';

type TextRow = typeof attachmentTexts.$inferSelect;

const PENDING: TextStatus = { state: 'pendiente', reason: null, pages: null, ocr_pages: 0, finished_at: null };

const statusOf = (row: TextRow | undefined): TextStatus =>
  row
    ? {
        state: row.state as TextStatus['state'],
        reason: row.reason,
        pages: row.pages,
        ocr_pages: row.ocr_pages,
        finished_at: row.finished_at?.toISOString() ?? null,
      }
    : PENDING;

/** Each file's extraction state, in one query. */
export async function textStatusOf(db: Executor, sha256s: readonly string[]): Promise<(sha256: string) => TextStatus> {
  const rows = sha256s.length
    ? await db
        .select()
        .from(attachmentTexts)
        .where(inArray(attachmentTexts.sha256, [...new Set(sha256s)]))
    : [];
  const bySha = new Map(rows.map((row) => [row.sha256, row]));
  return (sha256) => statusOf(bySha.get(sha256));
}

/** A file's state with its pages' text, in page order. */
export async function attachmentTextOf(db: Executor, sha256: string): Promise<AttachmentText> {
  const [row] = await db.select().from(attachmentTexts).where(eq(attachmentTexts.sha256, sha256));
  const content = await db
    .select({ page: attachmentTextPages.page, text: attachmentTextPages.text })
    .from(attachmentTextPages)
    .where(eq(attachmentTextPages.sha256, sha256))
    .orderBy(asc(attachmentTextPages.page));
  return { ...statusOf(row), content };
}
