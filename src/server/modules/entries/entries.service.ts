/**
 * The entries' services: plain functions other modules call inside their own transaction
 * (request assignment registers entries, the archive archives them, an output's reply attends
 * one). Each takes the transaction, the caller and the input, checks scope, permission, version
 * and state like the routes do, writes with its audit row and returns the saved entry.
 */

import { can } from '@shared/permissions';
import { ENTRY_STATES, type EntryInput, type EntryState, OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { entries } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumberInStatement } from '../../lib/records/registration-number';
import { resolveInput, storedColumns } from './entries.input';
import { CREATE, type EntryRow, notifyEntry, scopeCondition } from './entries.scope';
import { entryTransitions } from './entries.transitions';

/** What an entry may name (requests check their proposals with it). */
export { checkEntryReferences } from './entries.input';

/** Registers an entry with the next gapless number (taken last: other registrations wait from there until commit). */
export async function registerEntry(
  tx: Tx,
  caller: Caller,
  input: EntryInput,
  { internal = false } = {},
): Promise<EntryRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  const resolved = await resolveInput(tx, caller, input, null, internal);
  const { taken, year, sequence, number } = await registrationNumberInStatement(tx, {
    kind: 'entries',
    format: resolved.settings.number_formats.entries,
    officeId: resolved.registeredOffice,
    at: resolved.receivedAt,
  });
  const [row] = await tx
    .with(taken)
    .insert(entries)
    .values({
      ...storedColumns(input),
      year,
      sequence,
      number,
      received_at: resolved.receivedAt,
      registered_office_id: resolved.registeredOffice,
      registered_by: caller.user.id,
      response_days: resolved.responseDays,
      due_date: resolved.dueDate,
      state: 'registrado',
    })
    .returning();
  if (row!.assignee_id !== null && row!.assignee_id !== caller.user.id)
    await notifyEntry(tx, row!, [row!.assignee_id], `Se le asignó el ingreso ${row!.number}: ${row!.subject}`);
  await auditCreation(tx, actorOf(caller), 'entries', row!);
  return row!;
}

/** Edits a registered entry at `version`. */
export async function updateEntry(tx: Executor, caller: Caller, id: number, version: number, input: EntryInput) {
  const existing = await entryTransitions.lockForEdit(tx, caller, id, version);
  const resolved = await resolveInput(tx, caller, input, existing);
  return versionedWrite(tx, {
    table: entries,
    entity: 'entries',
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: {
      ...storedColumns(input),
      received_at: resolved.receivedAt,
      response_days: resolved.responseDays,
      due_date: resolved.dueDate,
    },
  });
}

const act = entryTransitions.act;

/** `{ version, destinations }`: a pending movement to each office or person. */
export const deriveEntry = act('derive');
/** `params.movementId`: the caller's office (or the caller) receives the movement. */
export const receiveMovement = (tx: Executor, caller: Caller, id: number, movementId: number) =>
  entryTransitions.apply(tx, caller, 'receive', id, {}, { movementId: String(movementId) });
/** Returns the movement with `reason`. */
export const returnMovement = (tx: Executor, caller: Caller, id: number, movementId: number, reason: string) =>
  entryTransitions.apply(tx, caller, 'return', id, { reason }, { movementId: String(movementId) });
/** `{ version, user_id }`. */
export const assignEntry = act('assign');
export const attendEntry = act('attend');
export const archiveEntry = act('archive');
/** `{ version, reason }`. */
export const annulEntry = act('annul');

/** Locks the open entry an output answers; 422 on `entry_id` when the caller cannot see it or it is closed. */
export async function entryToAnswer(tx: Executor, caller: Caller, entryId: number): Promise<EntryRow> {
  const [entry] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), scopeCondition(caller, 'write')))
    .for('update', { of: entries });
  if (!entry) throw invalid({ entry_id: ['El ingreso no existe.'] });
  if (!(OPEN_ENTRY_STATES as readonly string[]).includes(entry.state)) {
    const state = ENTRY_STATES[entry.state as EntryState] ?? entry.state;
    throw invalid({ entry_id: [`El ingreso ${entry.number} está «${state}»; solo se responde un ingreso pendiente.`] });
  }
  return entry;
}

/** The entry (locked by `entryToAnswer`) is attended by an output: audited as `reply`, its registrar told. */
export async function replyToEntry(
  tx: Executor,
  caller: Caller,
  entry: EntryRow,
  output: { id: number; number: string },
): Promise<EntryRow> {
  const row = await versionedWrite(tx, {
    table: entries,
    entity: 'entries',
    actor: actorOf(caller),
    action: 'reply',
    existing: entry,
    set: { state: 'atendido', attended_at: entry.attended_at ?? new Date() },
    extra: { output: [null, output] },
  });
  if (entry.registered_by !== caller.user.id)
    await notifyEntry(
      tx,
      entry,
      [entry.registered_by],
      `Se respondió el ingreso ${entry.number} con la salida ${output.number}.`,
    );
  return row;
}
