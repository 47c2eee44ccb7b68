/**
 * The drafts' services (issue 28): «Proyectar» (create, from the office's template), the edit,
 * the autosave of the body and the visto bueno transitions, as plain functions other modules and
 * the demo call inside their own transaction. Every write is versioned and audited: the history
 * keeps every body and who changed what.
 */
import { can } from '@shared/permissions';
import { emptyDoc } from '@shared/rich-text';
import type { DraftInput, DraftUpdateInput } from '@shared/schemas/drafts';
import type { Executor, Tx } from '../../db/client';
import { drafts } from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { entryToAnswer } from '../entries/entries.service';
import { filledTemplate, letterOf, templateFor } from './drafts.contents';
import { checkDraft, peopleOf, replaceReviewers } from './drafts.input';
import { DRAFT, type DraftRow } from './drafts.scope';
import { draftTransitions } from './drafts.transitions';

/** «ING-2026-000123 (Carta N.° 15-2026)»: the entry answered and the sender's own reference. */
const entryReference = (entry: { number: string; sender_reference: string | null }) =>
  entry.sender_reference ? `${entry.number} (${entry.sender_reference})` : entry.number;

/** «Proyectar»: a new draft of the caller's office, its body the office's template filled in unless given. */
export async function createDraft(tx: Tx, caller: Caller, input: DraftInput): Promise<DraftRow> {
  if (!can(caller.permissions, DRAFT)) throw forbidden();
  const officeId = caller.user.office_id;
  if (officeId == null)
    throw invalid({ type_output_id: ['Su usuario no pertenece a una oficina: no puede proyectar.'] });
  const entry = input.entry_id === null ? null : await entryToAnswer(tx, caller, input.entry_id);
  await checkDraft(tx, input, null, caller.user.id);
  const reference = input.reference ?? (entry ? entryReference(entry) : null);
  const source = { ...input, office_id: officeId, drafter_id: caller.user.id };
  const template = input.body === null ? await templateFor(tx, input.type_output_id, officeId) : null;
  const body =
    input.body ??
    (template ? filledTemplate(template.body, await letterOf(tx, source), input.subject, reference) : emptyDoc());
  const [row] = await tx
    .insert(drafts)
    .values({
      target: input.target,
      type_output_id: input.type_output_id,
      office_id: officeId,
      drafter_id: caller.user.id,
      signer_id: input.signer_id,
      entry_id: input.entry_id,
      subject: input.subject,
      reference,
      addressees: input.addressees,
      copies: input.copies ?? template?.copies ?? null,
      copy_office_ids: input.copy_office_ids,
      body,
      state: 'borrador',
      ...(await peopleOf(tx, caller.user.id, input)),
    })
    .returning();
  const reviewers = await replaceReviewers(tx, row!.id, input.reviewer_ids);
  await audit(tx, actorOf(caller), {
    entity: 'drafts',
    entityId: row!.id,
    action: 'create',
    changes: { ...diff(null, row!), ...reviewers },
  });
  return row!;
}

type Edit = Omit<DraftUpdateInput, 'version'>;

/** The drafter's edit at `version`, reviewers replaced (all pending again). */
export async function updateDraft(tx: Executor, caller: Caller, id: number, version: number, input: Edit) {
  const existing = await draftTransitions.lockForEdit(tx, caller, id, version);
  await checkDraft(tx, input, existing, existing.drafter_id);
  const { reviewer_ids: reviewerIds, ...fields } = input;
  return versionedWrite(tx, {
    table: drafts,
    entity: 'drafts',
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: { ...fields, ...(await peopleOf(tx, existing.drafter_id, input)) },
    after: (saved) => replaceReviewers(tx, saved.id, reviewerIds),
  });
}

/** The autosave: the body alone, at the version the editor holds (409 when another save came first). */
export async function saveDraftBody(
  tx: Executor,
  caller: Caller,
  id: number,
  { version, body }: { version: number; body: DraftRow['body'] },
) {
  const existing = await draftTransitions.lockForEdit(tx, caller, id, version);
  return versionedWrite(tx, {
    table: drafts,
    entity: 'drafts',
    actor: actorOf(caller),
    action: 'autosave',
    existing,
    version,
    set: { body },
  });
}

type Body = Parameters<typeof draftTransitions.apply>[4];
const act = (action: string) => (tx: Executor, caller: Caller, id: number, body: Body) =>
  draftTransitions.apply(tx, caller, action, id, body);

/** «Enviar a visto bueno» (`{ version }`). */
export const sendDraft = act('send');
/** «Dar V°B°» (`{ version, signer }`: the reviewer's unlocked PdfSigner). */
export const approveDraft = act('approve');
/** «Observar» (`{ version, reason }`): back to the drafter with the observations. */
export const observeDraft = act('observe');
/** «Firmar» (`{ version, signer, files, appUrl }`): numbered, signed and registered. */
export const signDraft = act('sign');
