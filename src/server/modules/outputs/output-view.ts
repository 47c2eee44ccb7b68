/** How an output is loaded within the caller's scope and shown: related names, recipients, `can`. */
import { can } from '@shared/permissions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizenDisplayName, citizens, entries, outputRecipients, outputs, typeOutputs } from '../../db/schema';
import { attachAllRelated } from '../../lib/crud/related';
import type { Row } from '../../lib/crud/resource';
import { classificationName, codeAndName, officeName, personName } from '../../lib/records/names';
import { scopedRecords } from '../../lib/records/scoped';
import type { Auth } from '../../plugins/auth';
import { CREATE, outputScope, UPDATE } from './output-scope';

export type OutputRow = typeof outputs.$inferSelect;

/** Outputs within the caller's scope: `findVisible` (404 outside it) and `isVisible`. */
export const { findVisible, isVisible } = scopedRecords(outputs, outputScope);

/** The recipients of some outputs with their citizens' names and documents, in the order entered. */
export async function recipientsOf(db: Executor, outputIds: number[]) {
  if (outputIds.length === 0) return [];
  const rows = await db
    .select({
      id: outputRecipients.id,
      output_id: outputRecipients.output_id,
      citizen_id: outputRecipients.citizen_id,
      name: citizenDisplayName,
      document_type: citizens.document_type,
      document_number: citizens.document_number,
      address: outputRecipients.address,
      reference: outputRecipients.reference,
      delivery_state: outputRecipients.delivery_state,
      delivered_at: outputRecipients.delivered_at,
      received_by_name: outputRecipients.received_by_name,
      received_by_document: outputRecipients.received_by_document,
      note: outputRecipients.note,
    })
    .from(outputRecipients)
    .innerJoin(citizens, eq(citizens.id, outputRecipients.citizen_id))
    .where(inArray(outputRecipients.output_id, outputIds))
    .orderBy(asc(outputRecipients.id));
  return rows.map(({ name, document_type, document_number, ...recipient }) => ({
    ...recipient,
    citizen: { name, document_type, document_number },
  }));
}

const ATTACHABLE = ['registrado', 'en_despacho', 'entregado', 'devuelto'];

/** What the caller may do with an output, as the server enforces it. */
export function abilities(caller: Auth, output: OutputRow) {
  const update = can(caller.permissions, UPDATE);
  // Whoever registered it may add its files (the signed document, the delivery receipts).
  const author = output.registered_by === caller.user.id && can(caller.permissions, CREATE);
  return {
    update: update && output.state === 'registrado',
    dispatch: update && output.state === 'registrado',
    deliver: update && output.state === 'en_despacho',
    archive: update && (output.state === 'entregado' || output.state === 'devuelto'),
    annul: update && (output.state === 'registrado' || output.state === 'en_despacho'),
    attach: (update || author) && ATTACHABLE.includes(output.state),
    activate: false,
    deactivate: false,
    delete: false,
  };
}

/** Rows as the API shows them: related names, recipients and `can`. */
export async function present(db: Executor, caller: Auth, rows: OutputRow[]) {
  const out = await attachAllRelated(db, rows as unknown as Row[], [
    codeAndName(typeOutputs, 'type_output_id', 'type_output'),
    officeName('origin_office_id', 'origin_office'),
    personName('signer_id', 'signer'),
    personName('registered_by', 'registered_by_user'),
    classificationName,
    { key: 'entry_id', as: 'entry', table: entries, columns: { number: entries.number, subject: entries.subject } },
  ]);
  const recipients = await recipientsOf(
    db,
    rows.map((r) => r.id),
  );
  return out.map((row, i) => ({
    ...row,
    recipients: recipients.filter((r) => r.output_id === row.id).map(({ output_id: _o, ...r }) => r),
    can: abilities(caller, rows[i]!),
  }));
}

/** `{ data }` of one output, the answer of show and of every write. */
export async function outputAnswer(db: Executor, caller: Auth, row: OutputRow) {
  const [data] = await present(db, caller, [row]);
  return { data };
}
