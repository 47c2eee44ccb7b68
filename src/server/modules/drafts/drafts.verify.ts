/**
 * The public verification of a signed document (docs/domain.md §12, `/verificar-documento`): the code
 * printed in every page's footer gives the number, the date, the signers with their reasons (read
 * from the signed PDF itself) and, unless its classification is restricted, the subject and the
 * authentic PDF. An unknown code answers 404.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentClassifications, draftRevisions, drafts, outputs, supportingOutputs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { verifyPdfSignatures } from '../../lib/signatures';
import { trustedRootsPem } from '../certificates/certificates.service';

const NOT_FOUND = 'No hay ningún documento firmado con ese código. Revise el código impreso al pie de la página.';

async function restricted(db: Executor, classificationId: number | null | undefined) {
  if (!classificationId) return false;
  const [row] = await db
    .select({ restricted: documentClassifications.restricted })
    .from(documentClassifications)
    .where(eq(documentClassifications.id, classificationId));
  return row?.restricted === true;
}

/** The signed draft of `code` (already formatted `XXXX-XXXX`), its signed PDF and whether it is restricted. */
export async function signedDocument(db: Executor, code: string) {
  const [draft] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.verification_code, code), eq(drafts.state, 'firmado')));
  if (!draft) throw notFound(NOT_FOUND);
  const [revision] = await db
    .select({ pdf: draftRevisions.pdf })
    .from(draftRevisions)
    .where(and(eq(draftRevisions.draft_id, draft.id), eq(draftRevisions.kind, 'firmado')));
  if (!revision) throw notFound(NOT_FOUND);
  const [registered] = draft.output_id
    ? await db
        .select({ classification_id: outputs.classification_id })
        .from(outputs)
        .where(eq(outputs.id, draft.output_id))
    : await db
        .select({ classification_id: supportingOutputs.classification_id })
        .from(supportingOutputs)
        .where(eq(supportingOutputs.id, draft.supporting_output_id ?? 0));
  return { draft, pdf: revision.pdf, restricted: await restricted(db, registered?.classification_id) };
}

export async function verifyDocument(db: Executor, code: string) {
  const { draft, pdf, restricted } = await signedDocument(db, code);
  const checks = await verifyPdfSignatures(pdf, await trustedRootsPem(db));
  return {
    number: draft.number!,
    signed_at: draft.signed_at!,
    subject: restricted ? null : draft.subject,
    restricted,
    intact: checks.every((c) => c.intact),
    signers: checks.map((c) => ({
      name: c.signer?.name ?? '',
      dni: c.signer?.dni ?? null,
      reason: c.reason ?? '',
      signed_at: c.signedAt ?? null,
    })),
  };
}
