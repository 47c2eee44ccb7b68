/**
 * Incoming PDFs' signatures, checked after the answer: every minute the `pdf-signatures` job
 * verifies the stored PDFs not checked yet (whatever attached them: registration, the virtual
 * desk, correspondence) against the trusted roots and keeps the result by content hash, so an
 * upload never waits for it (docs/signatures.md).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { attachments, pdfSignatureChecks } from '../../db/schema';
import type { FileStore } from '../../lib/attachments/file-store';
import { verifyPdfSignatures } from '../../lib/signatures';
import { trustedRootsPem } from './certificates.service';

const BATCH = 50;

export async function checkPendingPdfs(db: Executor, files: FileStore): Promise<{ checked: number }> {
  const pending = await db
    .selectDistinct({ sha256: attachments.sha256 })
    .from(attachments)
    .leftJoin(pdfSignatureChecks, eq(pdfSignatureChecks.sha256, attachments.sha256))
    .where(and(eq(attachments.content_type, 'application/pdf'), isNull(pdfSignatureChecks.sha256)))
    .limit(BATCH);
  if (pending.length === 0) return { checked: 0 };
  const roots = await trustedRootsPem(db);
  for (const { sha256 } of pending) {
    const content = await files.get(sha256);
    const signatures = content ? await verifyPdfSignatures(content, roots) : [];
    await db
      .insert(pdfSignatureChecks)
      .values({ sha256, signatures })
      .onConflictDoUpdate({ target: pdfSignatureChecks.sha256, set: { signatures, checked_at: sql`now()` } });
  }
  return { checked: pending.length };
}

export function schedulePdfSignatureChecks(app: FastifyInstance): void {
  app.jobs.every('pdf-signatures', '* * * * *', { run: async () => checkPendingPdfs(app.db, app.files) });
}
