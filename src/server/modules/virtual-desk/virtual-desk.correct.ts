/**
 * An observed virtual desk request, corrected by its citizen through the signed link of the
 * observation e-mail: they see the reason, fix the subject and folios and may send new files
 * (which replace the earlier ones); the request goes back to the operators' queue. The link
 * works once (the count of corrections is in it) and only while the request is observed.
 */
import type { DeskCorrectionView } from '@shared/schemas/virtual-desk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { attachments, type DeskFile, requests, virtualDeskSubmissions } from '../../db/schema';
import { attachStored } from '../../lib/attachments/attachments';
import { audit, diff } from '../../lib/audit/audit';
import { notFound } from '../../lib/errors';
import { notifyRequest } from '../requests/requests.scope';
import { ENTRY_REQUESTS } from '../requests/requests.service';
import { annexNames } from './virtual-desk.files';
import { readCorrectionToken } from './virtual-desk.links';
import { deskAccount } from './virtual-desk.people';

export const CORRECTION_GONE = 'El enlace no es válido o la solicitud ya no está observada.';

async function observed(db: Executor, key: Buffer, token: string, lock: boolean) {
  const named = readCorrectionToken(key, token);
  if (!named) throw notFound(CORRECTION_GONE);
  const query = db
    .select({ submission: virtualDeskSubmissions, request: requests })
    .from(virtualDeskSubmissions)
    .innerJoin(requests, eq(requests.id, virtualDeskSubmissions.request_id))
    .where(eq(virtualDeskSubmissions.id, named.id));
  const [row] = lock ? await query.for('update') : await query;
  if (row?.request.state !== 'observada' || row.submission.corrections !== named.corrections)
    throw notFound(CORRECTION_GONE);
  return row;
}

export async function viewCorrection(db: Executor, key: Buffer, token: string): Promise<DeskCorrectionView> {
  const { request } = await observed(db, key, token, false);
  return {
    request_number: request.number,
    reason: request.reason_code ?? '',
    observation: request.observation,
    subject: request.subject,
    folios: Number(request.proposal.folios),
  };
}

export async function applyCorrection(
  db: Db,
  key: Buffer,
  token: string,
  input: { subject: string; folios: number },
  files: DeskFile[] | null,
  ip: string | null,
): Promise<{ request_number: string }> {
  return db.transaction(async (tx) => {
    const { submission, request } = await observed(tx, key, token, true);
    const account = await deskAccount(tx);
    const actor = { id: account.id, ip };
    if (files) {
      await tx
        .update(attachments)
        .set({ deleted_at: new Date() })
        .where(
          and(
            eq(attachments.owner_type, ENTRY_REQUESTS.resource),
            eq(attachments.owner_id, request.id),
            isNull(attachments.deleted_at),
          ),
        );
      await attachStored(
        tx,
        { type: ENTRY_REQUESTS.resource, id: request.id },
        files.map((f) => ({ ...f, original_name: f.name })),
        account.id,
      );
    }
    const proposal = {
      ...request.proposal,
      subject: input.subject,
      folios: input.folios,
      annexes: annexNames(files ?? submission.files),
    };
    const [updated] = await tx
      .update(requests)
      .set({
        proposal,
        subject: input.subject,
        state: 'pendiente',
        submitted_at: new Date(),
        taken_by: null,
        taken_at: null,
        version: sql`${requests.version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(requests.id, request.id))
      .returning();
    await audit(tx, actor, {
      entity: ENTRY_REQUESTS.resource,
      entityId: request.id,
      action: 'resubmit',
      changes: diff(request, updated!),
    });
    await tx
      .update(virtualDeskSubmissions)
      .set({
        corrections: submission.corrections + 1,
        document: { ...submission.document, subject: input.subject, folios: input.folios },
        ...(files ? { files } : {}),
      })
      .where(eq(virtualDeskSubmissions.id, submission.id));
    await notifyRequest(
      tx,
      ENTRY_REQUESTS,
      updated!,
      [{ permission: ENTRY_REQUESTS.keys.assign }],
      `Se corrigió y reenvió la solicitud ${updated!.number} (mesa de partes virtual): ${updated!.subject}`,
    );
    return { request_number: updated!.number };
  });
}
