/**
 * The outputs' services: plain functions other modules call inside their own transaction
 * (request assignment registers outputs, delivery controls mark recipients delivered). Each
 * checks scope, permission, version and state like the routes do, writes with its audit row and
 * returns the saved output. A reply attends its entry in the same transaction (entries.service.ts).
 */
import { can } from '@shared/permissions';
import type { OutputInput } from '@shared/schemas/outputs';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { outputRecipients, outputs } from '../../db/schema';
import { type AuditActor, auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumberInStatement } from '../../lib/records/registration-number';
import { getSettings } from '../../lib/settings/settings';
import { entryToAnswer, replyToEntry } from '../entries/entries.service';
import { insertOfficeRecipients, type OfficeCopy } from './outputs.copies';
import { columns, insertRecipients, recipientsSummary, resolveInput } from './outputs.input';
import { CREATE, type OutputRow } from './outputs.scope';
import { outputTransitions, rolledUpState } from './outputs.transitions';

/**
 * Registers an output with the next gapless number; a reply attends its entry. `offices` are the
 * offices it also goes to (a signed document: addressed or c.c.), whose copies leave at its dispatch.
 */
export async function registerOutput(
  tx: Tx,
  caller: Caller,
  input: OutputInput,
  offices: readonly OfficeCopy[] = [],
): Promise<OutputRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  const resolved = await resolveInput(tx, caller, input, null);
  const entry = input.entry_id === null ? null : await entryToAnswer(tx, caller, input.entry_id);
  const settings = await getSettings(tx);
  const { taken, year, sequence, number } = await registrationNumberInStatement(tx, {
    kind: 'outputs',
    format: settings.number_formats.outputs,
    officeId: resolved.originOffice,
    at: resolved.issuedAt,
  });
  const [row] = await tx
    .with(taken)
    .insert(outputs)
    .values({
      ...columns(input),
      year,
      sequence,
      number,
      issued_at: resolved.issuedAt,
      origin_office_id: resolved.originOffice,
      registered_office_id: caller.user.office_id ?? null,
      registered_by: caller.user.id,
      state: 'registrado',
    })
    .returning();
  const recipients = await insertRecipients(tx, row!.id, input, resolved);
  const officeRecipients = await insertOfficeRecipients(tx, row!.id, offices);
  await auditCreation(tx, actorOf(caller), 'outputs', row!, {
    recipients: [null, recipientsSummary(recipients)],
    ...(officeRecipients.some((r) => !r.copy) && {
      office_recipients: [null, officeRecipients.filter((r) => !r.copy).map((r) => r.office_id)],
    }),
    ...(officeRecipients.some((r) => r.copy) && {
      office_copies: [null, officeRecipients.filter((r) => r.copy).map((r) => r.office_id)],
    }),
  });
  if (entry) await replyToEntry(tx, caller, entry, { id: row!.id, number: row!.number });
  return row!;
}

/** Edits a registered output at `version`, its recipients replaced. */
export async function updateOutput(tx: Executor, caller: Caller, id: number, version: number, input: OutputInput) {
  const existing = await outputTransitions.lockForEdit(tx, caller, id, version);
  const resolved = await resolveInput(tx, caller, input, existing);
  // A reply stays a reply to the same entry: that entry was attended by it.
  const changesEntry = input.entry_id !== existing.entry_id;
  if (changesEntry && existing.entry_id !== null)
    throw invalid({ entry_id: ['No se puede cambiar el ingreso al que responde; anule la salida y registre otra.'] });
  const entry = changesEntry && input.entry_id !== null ? await entryToAnswer(tx, caller, input.entry_id) : null;
  const row = await versionedWrite(tx, {
    table: outputs,
    entity: 'outputs',
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: { ...columns(input), issued_at: resolved.issuedAt, origin_office_id: resolved.originOffice },
    after: async (saved) => {
      const before = recipientsSummary(
        await tx.delete(outputRecipients).where(eq(outputRecipients.output_id, saved.id)).returning(),
      );
      const after = recipientsSummary(await insertRecipients(tx, saved.id, input, resolved));
      return JSON.stringify(before) !== JSON.stringify(after) ? { recipients: [before, after] } : undefined;
    },
  });
  if (entry) await replyToEntry(tx, caller, entry, { id: row.id, number: row.number });
  return row;
}

type Body = Parameters<typeof outputTransitions.apply>[4];
const act = outputTransitions.act;

export const dispatchOutput = act('dispatch');
export const archiveOutput = act('archive');
/** `{ version, reason }`. */
export const annulOutput = act('annul');
/** Records the delivery (`{ state, delivered_at, received_by_name, received_by_document, note }`) to one recipient. */
export const deliverRecipient = (tx: Executor, caller: Caller, id: number, recipientId: number, body: Body) =>
  outputTransitions.apply(tx, caller, 'deliver', id, body, { recipientId: String(recipientId) });
/** A peer institution refused the copy it received (`{ peer, refused_at, reason }`): the copy is returned. */
export const refusePeerDelivery = (tx: Executor, caller: Caller, id: number, recipientId: number, body: Body) =>
  outputTransitions.apply(tx, caller, 'peer_refused', id, body, { recipientId: String(recipientId) });
/** Deposits the output in one recipient's casilla electrónica (casilla.deposit.ts). */
export const notifyRecipient = (tx: Executor, caller: Caller, id: number, recipientId: number) =>
  outputTransitions.apply(tx, caller, 'notify', id, {}, { recipientId: String(recipientId) });

/**
 * The first reading of a notification deposited under the «first reading» rule: the recipient is
 * notified electronically at `at` and the output rolls up (delivered once nobody is pending),
 * audited as `notify_read` by `actor` (the casilla's holder has no user: the address alone).
 */
export async function recordElectronicReading(
  tx: Executor,
  actor: AuditActor,
  outputId: number,
  recipientId: number,
  at: Date,
): Promise<void> {
  const [existing] = await tx.select().from(outputs).where(eq(outputs.id, outputId)).for('update');
  const [before] = await tx.select().from(outputRecipients).where(eq(outputRecipients.id, recipientId));
  if (!existing || before?.delivery_state !== 'depositado') return;
  const [saved] = await tx
    .update(outputRecipients)
    .set({ delivery_state: 'notificado', delivered_at: at })
    .where(eq(outputRecipients.id, recipientId))
    .returning();
  await versionedWrite(tx, {
    table: outputs,
    entity: 'outputs',
    actor,
    action: 'notify_read',
    existing,
    set: { state: await rolledUpState(tx, outputId) },
    extra: { recipient: [before, saved] },
  });
}

/** Mesa de partes received the returned paper of one recipient (`{ note }`). */
export const acknowledgeRecipientReturn = (tx: Executor, caller: Caller, id: number, recipientId: number, body: Body) =>
  outputTransitions.apply(tx, caller, 'acknowledge_return', id, body, { recipientId: String(recipientId) });
/** A returned recipient leaves again to a corrected address (`{ address, district }`). */
export const redispatchRecipientCopy = (tx: Executor, caller: Caller, id: number, recipientId: number, body: Body) =>
  outputTransitions.apply(tx, caller, 'redispatch', id, body, { recipientId: String(recipientId) });
