/** Reference checks of a draft's create or update, its people arrays (the scope) and its reviewer rows. */
import type { AddresseeInput, DraftUpdateInput } from '@shared/schemas/drafts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, draftReviewers, offices, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { forIds } from '../../lib/records/children';
import type { FieldErrors } from '../../lib/records/references';
import { checkOutputType } from '../type-outputs/type-outputs.service';
import type { DraftRow } from './drafts.scope';

type Fields = Omit<DraftUpdateInput, 'version' | 'body'>;

async function activeUsers(tx: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number | null>();
  const rows = await tx
    .select({ id: users.id, office_id: users.office_id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.active, true)));
  return new Map(rows.map((r) => [r.id, r.office_id]));
}

async function existingIds(tx: Executor, table: typeof citizens | typeof offices, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

const citizenOf = (a: AddresseeInput) => ('citizen_id' in a ? a.citizen_id : null);
const officeOf = (a: AddresseeInput) => ('office_id' in a ? a.office_id : null);

async function checkAddressees(tx: Executor, addressees: AddresseeInput[], errors: FieldErrors) {
  const citizenIds = await existingIds(
    tx,
    citizens,
    addressees.flatMap((a) => citizenOf(a) ?? []),
  );
  const officeIds = await existingIds(
    tx,
    offices,
    addressees.flatMap((a) => officeOf(a) ?? []),
  );
  const seen = new Set<string>();
  addressees.forEach((a, i) => {
    const key = JSON.stringify(a);
    const citizen = citizenOf(a);
    const office = officeOf(a);
    if (citizen !== null && !citizenIds.has(citizen)) errors[`addressees.${i}`] = ['El destinatario no existe.'];
    else if (office !== null && !officeIds.has(office)) errors[`addressees.${i}`] = ['La oficina no existe.'];
    else if (seen.has(key)) errors[`addressees.${i}`] = ['Este destinatario ya figura en la lista.'];
    seen.add(key);
  });
}

/** The offices sent a copy: existing, and not also addressed. */
async function checkCopyOffices(tx: Executor, input: Fields, errors: FieldErrors) {
  const known = await existingIds(tx, offices, input.copy_office_ids);
  const addressed = new Set(input.addressees.flatMap((a) => officeOf(a) ?? []));
  input.copy_office_ids.forEach((id, i) => {
    if (!known.has(id)) errors[`copy_office_ids.${i}`] = ['La oficina no existe.'];
    else if (addressed.has(id)) errors[`copy_office_ids.${i}`] = ['Esta oficina ya es destinataria del documento.'];
  });
}

/** Checks what the schema cannot (type, people, addressees, c.c. offices); one 422 with every problem. */
export async function checkDraft(tx: Executor, input: Fields, existing: DraftRow | null, drafterId: number) {
  const errors: FieldErrors = {};
  await checkOutputType(tx, errors, input.type_output_id, existing?.type_output_id, 'tipo de documento');
  const people = await activeUsers(tx, [...input.reviewer_ids, ...(input.signer_id ? [input.signer_id] : [])]);
  if (input.signer_id !== null && !people.has(input.signer_id))
    errors.signer_id = ['El firmante no existe o está inactivo.'];
  input.reviewer_ids.forEach((id, i) => {
    if (!people.has(id)) errors[`reviewer_ids.${i}`] = ['El revisor no existe o está inactivo.'];
    else if (id === input.signer_id) errors[`reviewer_ids.${i}`] = ['Quien firma no da además su visto bueno.'];
    else if (id === drafterId) errors[`reviewer_ids.${i}`] = ['Quien proyecta no da su propio visto bueno.'];
  });
  await checkAddressees(tx, input.addressees, errors);
  await checkCopyOffices(tx, input, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Drafter, reviewers and signer, and their offices: who sees the draft. */
export async function peopleOf(tx: Executor, drafterId: number, input: Pick<Fields, 'reviewer_ids' | 'signer_id'>) {
  const ids = [...new Set([drafterId, ...input.reviewer_ids, ...(input.signer_id ? [input.signer_id] : [])])];
  const rows = await tx.select({ id: users.id, office_id: users.office_id }).from(users).where(inArray(users.id, ids));
  const officeIds = [...new Set(rows.flatMap((r) => (r.office_id === null ? [] : [r.office_id])))];
  return { user_ids: ids, office_ids: officeIds };
}

export type ReviewerRow = typeof draftReviewers.$inferSelect;

export const reviewersOf = (tx: Executor, draftId: number) =>
  tx.select().from(draftReviewers).where(eq(draftReviewers.draft_id, draftId)).orderBy(asc(draftReviewers.position));

/** What the audit trail keeps of the reviewers. */
export const reviewersSummary = (rows: ReviewerRow[]) => rows.map((r) => ({ user_id: r.user_id, state: r.state }));

/** Replaces the reviewers, in order, all pending; answers the audited change or undefined. */
export async function replaceReviewers(tx: Executor, draftId: number, reviewerIds: number[]) {
  const before = reviewersSummary(
    await tx.delete(draftReviewers).where(eq(draftReviewers.draft_id, draftId)).returning(),
  );
  const inserted = await forIds(reviewerIds, () =>
    tx
      .insert(draftReviewers)
      .values(reviewerIds.map((user_id, i) => ({ draft_id: draftId, user_id, position: i + 1 })))
      .returning(),
  );
  const after = reviewersSummary(inserted);
  return JSON.stringify(before) === JSON.stringify(after)
    ? undefined
    : { reviewers: [before, after] as [unknown, unknown] };
}
