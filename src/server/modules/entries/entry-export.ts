/** The entries list as a spreadsheet: every row the list would show (scope, filters, `q`, sort), capped. */
import { ENTRY_CHANNELS, ENTRY_PRIORITIES, ENTRY_STATES } from '@shared/schemas/entries';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizenDisplayName, citizens, entries, offices, typeEntries, users } from '../../db/schema';
import { assertExportable, EXPORT_LIMIT, labelOf } from '../../lib/export/limit';
import type { SpreadsheetColumn } from '../../lib/export/spreadsheet';
import type { Auth } from '../../plugins/auth';
import { isOpen, today } from './entry-access';
import { type EntryListQuery, listSelection } from './entry-list';

/** The rows of the export, or a 422 when more than `limit` match (the file would be unusable). */
export async function loadExportRows(db: Executor, caller: Auth, query: EntryListQuery, limit = EXPORT_LIMIT) {
  const { where, order } = listSelection(query, caller);
  await assertExportable(db, entries, where, limit);
  return db
    .select({
      number: entries.number,
      received_at: entries.received_at,
      channel: entries.channel,
      type: typeEntries.name,
      sender: citizenDisplayName,
      sender_document: sql<string | null>`${citizens.document_type} || ' ' || ${citizens.document_number}`,
      sender_reference: entries.sender_reference,
      subject: entries.subject,
      folios: entries.folios,
      destination_office: offices.name,
      assignee: sql<string | null>`${users.names} || ' ' || ${users.surnames}`,
      priority: entries.priority,
      state: entries.state,
      due_date: entries.due_date,
    })
    .from(entries)
    .leftJoin(typeEntries, eq(typeEntries.id, entries.type_entry_id))
    .leftJoin(citizens, eq(citizens.id, entries.sender_id))
    .leftJoin(offices, eq(offices.id, entries.destination_office_id))
    .leftJoin(users, eq(users.id, entries.assignee_id))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

type ExportRow = Awaited<ReturnType<typeof loadExportRows>>[number];

export function exportColumns(): SpreadsheetColumn<ExportRow>[] {
  const now = today();
  return [
    { header: 'Número', value: (r) => r.number },
    { header: 'Fecha de recepción', value: (r) => r.received_at },
    { header: 'Canal', value: (r) => labelOf(ENTRY_CHANNELS, r.channel) },
    { header: 'Tipo', value: (r) => r.type },
    { header: 'Remitente', value: (r) => r.sender },
    { header: 'Documento de identidad', value: (r) => r.sender_document },
    { header: 'Documento del remitente', value: (r) => r.sender_reference },
    { header: 'Asunto', value: (r) => r.subject },
    { header: 'Folios', value: (r) => r.folios },
    { header: 'Oficina de destino', value: (r) => r.destination_office },
    { header: 'Responsable', value: (r) => r.assignee },
    { header: 'Prioridad', value: (r) => labelOf(ENTRY_PRIORITIES, r.priority) },
    { header: 'Estado', value: (r) => labelOf(ENTRY_STATES, r.state) },
    { header: 'Vence', value: (r) => r.due_date },
    { header: 'Vencido', value: (r) => (isOpen(r.state) && r.due_date < now ? 'Sí' : 'No') },
  ];
}
