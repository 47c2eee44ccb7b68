/**
 * What the background `pdf-signatures` job found in stored PDFs (docs/signatures.md), kept by
 * content hash in `pdf_signature_checks`: a page shows each PDF attachment's signatures, or that
 * the check is still pending.
 */
import type { SignatureCheckStatus } from '@shared/schemas/attachments';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pdfSignatureChecks } from '../../db/schema';

export type SignatureCheckRow = typeof pdfSignatureChecks.$inferSelect;

/** The checks of stored PDFs by content hash; a PDF not checked yet is absent. */
export async function pdfSignatureResults(
  db: Executor,
  sha256s: readonly string[],
): Promise<Map<string, SignatureCheckRow>> {
  if (sha256s.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pdfSignatureChecks)
    .where(inArray(pdfSignatureChecks.sha256, [...new Set(sha256s)]));
  return new Map(rows.map((row) => [row.sha256, row]));
}

/** Each file's check as the API answers it: null for a file that is not a PDF. */
export async function signatureCheckOf<F extends { sha256: string; content_type: string }>(
  db: Executor,
  files: readonly F[],
): Promise<(file: F) => SignatureCheckStatus | null> {
  const pdfs = files.filter((file) => file.content_type === 'application/pdf');
  const results = await pdfSignatureResults(
    db,
    pdfs.map((file) => file.sha256),
  );
  return (file) => {
    if (file.content_type !== 'application/pdf') return null;
    const row = results.get(file.sha256);
    return row
      ? { status: 'checked', checked_at: row.checked_at.toISOString(), signatures: row.signatures }
      : { status: 'pending', checked_at: null, signatures: [] };
  };
}
