/**
 * Internal dispatch of an output's office copies (docs/signatures.md, «Despacho interno»). A
 * born-digital output may be addressed to offices; dispatching it sends each office its copy with
 * no paper, in the dispatch's transaction, through the entries' own services: one entry
 * (channel «interno», so it shows it came from an office and has no citizen tracking) is
 * registered at the issuing office (sender: the institution; the sender's reference: the output's
 * number; the output's files, the signed PDF first) and derived to every addressed office (for
 * attention) and every c.c. office (for its knowledge). Each
 * office then receives (or returns) its movement like any derived document, and that is the
 * copy's delivery: an audit listener rolls the output's state up in the same transaction.
 */
import type { EntryInput } from '@shared/schemas/entries';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  attachments,
  citizens,
  entryMovements,
  offices,
  outputOfficeRecipients,
  outputs,
  typeEntries,
  typeOutputs,
  users,
} from '../../db/schema';
import { listAttachments } from '../../lib/attachments/attachments';
import { type AuditActor, audit, auditCreation, onAudited } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { conflict } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { jsonRows } from '../../lib/records/json-rows';
import { fullName } from '../../lib/records/names';
import { getSettings } from '../../lib/settings/settings';
import { deriveEntry, registerEntry } from '../entries/entries.service';
import type { OutputRow } from './outputs.scope';

type OfficeRecipient = typeof outputOfficeRecipients.$inferSelect;

/** An office an output goes to: addressed, or sent a copy («c.c.») for its knowledge. */
export interface OfficeCopy {
  office_id: number;
  copy: boolean;
}

/** Adds the offices an output goes to (their copies wait for the dispatch). */
export async function insertOfficeRecipients(tx: Executor, outputId: number, offices: readonly OfficeCopy[]) {
  if (offices.length === 0) return [];
  return tx
    .insert(outputOfficeRecipients)
    .values(offices.map(({ office_id, copy }) => ({ output_id: outputId, office_id, copy })))
    .returning();
}

/** The institution as the sender of its own internal documents: the register's row of its RUC, made once. */
async function institutionSender(tx: Executor, actor: AuditActor): Promise<number> {
  const settings = await getSettings(tx);
  if (!settings.tax_id)
    throw conflict('Registre el RUC de la institución en Configuración para despachar documentos internamente.');
  const [found] = await tx
    .select({ id: citizens.id })
    .from(citizens)
    .where(and(eq(citizens.document_type, 'RUC'), sql`lower(${citizens.document_number}) = ${settings.tax_id}`));
  if (found) return found.id;
  const [row] = await tx
    .insert(citizens)
    .values({
      person_type: 'JURIDICA',
      document_type: 'RUC',
      document_number: settings.tax_id,
      business_name: settings.institution_name,
    })
    .returning();
  await auditCreation(tx, actor, 'citizens', row!);
  return row!.id;
}

/** The entry type named as the output's type («Memorando» for a memorando), accents and case aside. */
async function entryTypeOf(tx: Executor, typeOutputId: number): Promise<number> {
  const [type] = await tx.select({ name: typeOutputs.name }).from(typeOutputs).where(eq(typeOutputs.id, typeOutputId));
  const [match] = await tx
    .select({ id: typeEntries.id })
    .from(typeEntries)
    .where(
      and(eq(typeEntries.active, true), sql`f_unaccent(lower(${typeEntries.name})) = f_unaccent(lower(${type!.name}))`),
    );
  if (!match)
    throw conflict(
      `No hay un tipo de ingreso «${type!.name}» activo: créelo en Configuración para despachar este documento internamente.`,
    );
  return match.id;
}

/** The output's files become the entry's (the same stored bytes), audited on the entry. */
async function copyFiles(tx: Executor, outputId: number, entryId: number, actor: AuditActor) {
  const files = await listAttachments(tx, 'outputs', outputId);
  if (files.length === 0)
    throw conflict('La salida no tiene el documento firmado adjunto: no se puede despachar internamente.');
  const saved = await tx
    .insert(attachments)
    .values(
      files.map(({ sha256, original_name, content_type, size }) => ({
        owner_type: 'entries',
        owner_id: entryId,
        sha256,
        original_name,
        content_type,
        size,
        uploaded_by: actor.id,
      })),
    )
    .returning();
  await audit(tx, actor, {
    entity: 'entries',
    entityId: entryId,
    action: 'attach',
    changes: {
      attachments: [null, saved.map((f) => ({ id: f.id, name: f.original_name, sha256: f.sha256, size: f.size }))],
    },
  });
}

/**
 * The dispatcher registers and derives the entry on the output's behalf: holding the output's
 * dispatch in scope is what authorises it, whatever their keys on entries.
 */
const onBehalfOfOutput = (caller: Caller): Caller => ({
  ...caller,
  permissions: [...caller.permissions, 'entries-create', 'entries-update', 'entries-all'],
});

function entryInput(output: OutputRow, typeEntryId: number, senderId: number, destination: number): EntryInput {
  return {
    received_at: null,
    channel: 'interno',
    type_entry_id: typeEntryId,
    sender_id: senderId,
    sender_reference: output.reference ?? output.number,
    sender_date: null,
    subject: output.subject,
    summary: output.summary,
    folios: output.folios,
    annexes: output.annexes,
    registered_office_id: output.origin_office_id,
    destination_office_id: destination,
    assignee_id: null,
    priority: output.priority as EntryInput['priority'],
    response_days: null,
    classification_id: output.classification_id,
    series_id: null,
    subseries_id: null,
  };
}

/** Dispatches the office copies not yet sent; answers the audited change, or undefined when there are none. */
export async function dispatchOfficeCopies(tx: Tx, caller: Caller, output: OutputRow) {
  const waiting = await tx
    .select()
    .from(outputOfficeRecipients)
    .where(and(eq(outputOfficeRecipients.output_id, output.id), isNull(outputOfficeRecipients.movement_id)))
    .orderBy(asc(outputOfficeRecipients.id));
  if (waiting.length === 0) return undefined;
  const actor = actorOf(caller);
  const inactive = await tx
    .select({ name: offices.name })
    .from(offices)
    .where(
      and(
        inArray(
          offices.id,
          waiting.map((r) => r.office_id),
        ),
        eq(offices.active, false),
      ),
    );
  if (inactive.length > 0)
    throw conflict(`La oficina ${inactive[0]!.name} está inactiva: no puede recibir documentos.`);
  const internal = onBehalfOfOutput(caller);
  const input = entryInput(
    output,
    await entryTypeOf(tx, output.type_output_id),
    await institutionSender(tx, actor),
    waiting[0]!.office_id,
  );
  const entry = await registerEntry(tx, internal, input, { internal: true });
  await copyFiles(tx, output.id, entry.id, actor);
  await deriveEntry(tx, internal, entry.id, {
    version: entry.version,
    destinations: waiting.map((r) => ({
      office_id: r.office_id,
      user_id: null,
      // A c.c. office receives its copy to know of it; an addressed one, to attend it.
      action: r.copy ? 'conocimiento' : 'atencion',
      instructions: `${r.copy ? 'Copia (c.c.) del documento' : 'Documento'} firmado digitalmente: ${output.reference ?? output.number}.`,
    })),
  });
  const movements = await tx
    .select({ id: entryMovements.id, to_office_id: entryMovements.to_office_id })
    .from(entryMovements)
    .where(eq(entryMovements.entry_id, entry.id));
  for (const recipient of waiting) {
    const movement = movements.find((m) => m.to_office_id === recipient.office_id)!;
    await tx
      .update(outputOfficeRecipients)
      .set({ movement_id: movement.id })
      .where(eq(outputOfficeRecipients.id, recipient.id));
  }
  return {
    internal_dispatch: [
      null,
      { entry: { id: entry.id, number: entry.number }, offices: waiting.map((r) => r.office_id) },
    ] as [unknown, unknown],
  };
}

/** How each office copy stands: the movement's state (pendiente, recibido, devuelto), or pendiente before dispatch. */
export async function officeCopyStates(db: Executor, outputId: number): Promise<string[]> {
  const rows = await db
    .select({ state: entryMovements.state })
    .from(outputOfficeRecipients)
    .leftJoin(entryMovements, eq(entryMovements.id, outputOfficeRecipients.movement_id))
    .where(eq(outputOfficeRecipients.output_id, outputId));
  return rows.map((r) => r.state ?? 'pendiente');
}

/** The office recipients of some outputs, with their copy's movement: who received it and when. */
const OFFICE_RECIPIENT_FIELDS = {
  id: outputOfficeRecipients.id,
  output_id: outputOfficeRecipients.output_id,
  office_id: outputOfficeRecipients.office_id,
  office: offices.name,
  copy: outputOfficeRecipients.copy,
  entry_id: entryMovements.entry_id,
  delivery_state: sql<string>`case ${entryMovements.state} when 'recibido' then 'entregado' when 'devuelto' then 'devuelto' else 'pendiente' end`,
  dispatched_at: entryMovements.sent_at,
  received_at: entryMovements.received_at,
  received_by: fullName(users),
  note: entryMovements.returned_reason,
};

export async function officeRecipientsOf(db: Executor, outputIds: number[]) {
  if (outputIds.length === 0) return [];
  return db
    .select(OFFICE_RECIPIENT_FIELDS)
    .from(outputOfficeRecipients)
    .innerJoin(offices, eq(offices.id, outputOfficeRecipients.office_id))
    .leftJoin(entryMovements, eq(entryMovements.id, outputOfficeRecipients.movement_id))
    .leftJoin(users, eq(users.id, entryMovements.received_by))
    .where(inArray(outputOfficeRecipients.output_id, outputIds))
    .orderBy(asc(outputOfficeRecipients.id));
}

/** The same for show, in the output's own statement. */
export const officeRecipientsDetail = jsonRows<Awaited<ReturnType<typeof officeRecipientsOf>>[number]>(
  OFFICE_RECIPIENT_FIELDS,
  sql`${outputOfficeRecipients} inner join ${offices} on ${offices.id} = ${outputOfficeRecipients.office_id}
    left join ${entryMovements} on ${entryMovements.id} = ${outputOfficeRecipients.movement_id}
    left join ${users} on ${users.id} = ${entryMovements.received_by}`,
  sql`${outputOfficeRecipients.output_id} = ${outputs}.id`,
  outputOfficeRecipients.id,
);

type RollUp = (tx: Executor, outputId: number) => Promise<string>;

/**
 * When an office receives or returns the movement that carries an output's copy, the output's
 * state is rolled up as a courier's delivery would (audited as `deliver`, so `output.delivered`
 * reaches the webhooks), by whoever received it.
 */
export function deliverOfficeCopiesOnReception(rolledUpState: RollUp) {
  onAudited(async (tx, entry, actor) => {
    if (entry.entity !== 'entries' || (entry.action !== 'receive' && entry.action !== 'return')) return;
    const movement = entry.changes.movement?.[1] as { id: number; state: string } | undefined;
    if (!movement) return;
    const [recipient] = await tx
      .select()
      .from(outputOfficeRecipients)
      .where(eq(outputOfficeRecipients.movement_id, movement.id));
    if (!recipient) return;
    await deliverCopy(tx, recipient, movement.state, actor, rolledUpState);
  });
}

async function deliverCopy(
  tx: Executor,
  recipient: OfficeRecipient,
  state: string,
  actor: AuditActor,
  rolledUpState: RollUp,
) {
  const [output] = await tx.select().from(outputs).where(eq(outputs.id, recipient.output_id)).for('update');
  if (output?.state !== 'en_despacho') return;
  const next = await rolledUpState(tx, output.id);
  await versionedWrite(tx, {
    table: outputs,
    entity: 'outputs',
    actor,
    action: 'deliver',
    existing: output,
    set: next === output.state ? {} : { state: next },
    extra: {
      office_recipient: [
        { office_id: recipient.office_id, delivery_state: 'pendiente' },
        { office_id: recipient.office_id, delivery_state: state === 'recibido' ? 'entregado' : 'devuelto' },
      ],
    },
  });
}
