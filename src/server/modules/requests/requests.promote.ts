/**
 * "Promover" (docs/domain.md §2): an office turns one of its supporting documents into a request to the
 * central registry. The request links the document (once: a document is promoted at most once),
 * starts with its files (new attachment rows over the same stored bytes, which the file store
 * keeps by their hash) and the document's history records the promotion.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachments, requests } from '../../db/schema';
import { attachStored } from '../../lib/attachments/attachments';
import { audit } from '../../lib/audit/audit';
import { invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import type { RequestKindDef } from './requests.kinds';

const refuse = (message: string) => invalid({ supporting_id: [message] });

/** Checks the document may be promoted by the caller; 404 outside their scope. */
export async function promotable(tx: Tx, caller: Caller, def: RequestKindDef, supportingId: number) {
  const { module, column } = def.supporting;
  const document = await module.reads.findVisible(tx, caller, supportingId, true);
  if (document.state === 'anulado') throw refuse('El documento de apoyo está anulado: no puede promoverse.');
  const [earlier] = await tx
    .select({ number: requests.number })
    .from(requests)
    .where(eq(requests[column], supportingId));
  if (earlier) throw refuse(`El documento de apoyo ya fue promovido en la solicitud ${earlier.number}.`);
  return document;
}

/** Links the promoted document to the new request and gives the request its files. */
export async function linkPromoted(
  tx: Tx,
  caller: Caller,
  def: RequestKindDef,
  document: { id: number; number: string },
  request: { id: number; number: string },
) {
  const { module, column } = def.supporting;
  await tx
    .update(requests)
    .set({ [column]: document.id })
    .where(eq(requests.id, request.id));
  const files = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.owner_type, module.kind.resource),
        eq(attachments.owner_id, document.id),
        isNull(attachments.deleted_at),
      ),
    );
  await attachStored(tx, { type: def.resource, id: request.id }, files, caller.user.id);
  await audit(tx, actorOf(caller), {
    entity: module.kind.resource,
    entityId: document.id,
    action: 'promote',
    changes: { request: [null, request.number] },
  });
}
