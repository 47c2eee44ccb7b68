/**
 * The draft's PDF revision by revision (draft_revisions): frozen when first sent to visto bueno,
 * one more incremental revision per V°B° and the signature. An observation voids the open ones:
 * the corrected draft is frozen again when sent, and every reviewer signs it anew.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { draftRevisions, type StoredLayout } from '../../db/schema';
import type { PdfSigner } from '../../lib/signatures';
import { copyLines, letterOf } from './drafts.contents';
import { reviewersOf } from './drafts.input';
import { type Box, renderDraftPdf } from './drafts.pdf';
import type { DraftRow } from './drafts.scope';

export type RevisionKind = 'congelado' | 'visto_bueno' | 'firmado';

/** The last revision not voided: what the next signature is applied to. */
export async function currentRevision(db: Executor, draftId: number) {
  const [row] = await db
    .select()
    .from(draftRevisions)
    .where(and(eq(draftRevisions.draft_id, draftId), isNull(draftRevisions.voided_at)))
    .orderBy(desc(draftRevisions.id))
    .limit(1);
  return row;
}

export async function addRevision(tx: Executor, draftId: number, kind: RevisionKind, pdf: Uint8Array, userId: number) {
  await tx.insert(draftRevisions).values({ draft_id: draftId, kind, pdf: Buffer.from(pdf), user_id: userId });
}

/** Voids the open revisions; answers how many V°B° signatures that voided. */
export async function voidRevisions(tx: Executor, draftId: number): Promise<number> {
  const voided = await tx
    .update(draftRevisions)
    .set({ voided_at: new Date() })
    .where(and(eq(draftRevisions.draft_id, draftId), isNull(draftRevisions.voided_at)))
    .returning({ kind: draftRevisions.kind });
  return voided.filter((r) => r.kind === 'visto_bueno').length;
}

/** Renders the draft as it will be signed and keeps it as the first revision; answers its layout. */
export async function freezeDraft(tx: Executor, draft: DraftRow, userId: number): Promise<StoredLayout> {
  await voidRevisions(tx, draft.id);
  const { pdf, layout } = await renderDraftPdf({
    letter: await letterOf(tx, draft),
    subject: draft.subject,
    reference: draft.reference,
    body: draft.body,
    copies: await copyLines(tx, draft),
    reviewers: (await reviewersOf(tx, draft.id)).length,
  });
  await addRevision(tx, draft.id, 'congelado', pdf, userId);
  return layout;
}

/** A4 in points, as pdfkit draws the draft. */
const PAGE_HEIGHT = 841.89;
/** The stamp's proportions (lib/signatures/stamp.ts: 180 × 60). */
const STAMP_RATIO = 3;

/** Where a signature's stamp goes inside a reserved box (top-left, 1-based pages) as the signer takes it. */
export function stampIn(box: Box) {
  const height = Math.min(box.height, box.width / STAMP_RATIO);
  const width = height * STAMP_RATIO;
  return {
    page: box.page - 1,
    x: box.x + (box.width - width) / 2,
    y: PAGE_HEIGHT - box.y - height,
    width,
    height,
  };
}

export const VISTO_BUENO = 'Doy V° B°';
export const AUTHOR = 'Soy el autor del documento';

/** Applies one more signature to the current revision and keeps the result as a new one. */
export async function signRevision(
  tx: Executor,
  input: { draftId: number; pdf: Uint8Array; signer: PdfSigner; reason: string; box: Box; first: boolean },
  kind: RevisionKind,
  userId: number,
): Promise<Uint8Array> {
  const signed = await input.signer.sign(input.pdf, {
    reason: input.reason,
    location: 'Folio',
    stamp: stampIn(input.box),
    // The first signature certifies the document: afterwards only filling its fields and signing.
    ...(input.first && { certify: 2 as const }),
  });
  await addRevision(tx, input.draftId, kind, signed, userId);
  return signed;
}
