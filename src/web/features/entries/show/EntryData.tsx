/** The entry's data in three groups: reception, sender and document, destination and deadline. */
import { CITIZEN_DOCUMENT_TYPES, type CitizenDocumentType } from '@shared/schemas/citizens';
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { codeName, formatDateTime } from '../../../lib/crud/columns';
import { formatDate } from '../../../lib/dates';
import { personName } from '../../../lib/records/names';
import { DataGroup, DataItem, FilingItems } from '../../../lib/records/RecordData';
import { OverdueTag } from './EntryTags';
import type { Entry } from './entry';

export function EntryData({ entry }: { entry: Entry }) {
  const sender = entry.sender;
  return (
    <div className="panel record-data">
      <DataGroup title="Recepción">
        <DataItem label="Fecha y hora de recepción">{formatDateTime(entry.received_at)}</DataItem>
        <DataItem label="Canal">{ENTRY_CHANNELS[entry.channel]}</DataItem>
        <DataItem label="Tipo de ingreso">{entry.type_entry?.name}</DataItem>
        <DataItem label="Registrado por">
          {entry.registered_by_user && personName(entry.registered_by_user)}
          {entry.registered_office && <span className="text-muted"> · {entry.registered_office.code}</span>}
        </DataItem>
        <DataItem label="Folios">{entry.folios}</DataItem>
        <DataItem label="Anexos">{entry.annexes}</DataItem>
      </DataGroup>
      <DataGroup title="Remitente y documento">
        <DataItem label="Remitente">
          {sender && (
            <span className="cell-stack">
              <span>{sender.name}</span>
              <small>
                {CITIZEN_DOCUMENT_TYPES[sender.document_type as CitizenDocumentType] ?? sender.document_type}{' '}
                {sender.document_number}
              </small>
            </span>
          )}
        </DataItem>
        <DataItem label="Documento del remitente">{entry.sender_reference}</DataItem>
        <DataItem label="Fecha del documento">{entry.sender_date && formatDate(entry.sender_date)}</DataItem>
        <DataItem label="Asunto" wide>
          {entry.subject}
        </DataItem>
        {entry.summary && (
          <DataItem label="Resumen" wide>
            <span className="preserve-lines">{entry.summary}</span>
          </DataItem>
        )}
      </DataGroup>
      <DataGroup title="Destino y plazo">
        <DataItem label="Oficina de destino">{codeName(entry.destination_office)}</DataItem>
        <DataItem label="Responsable">{entry.assignee && personName(entry.assignee)}</DataItem>
        <DataItem label="Prioridad">{ENTRY_PRIORITIES[entry.priority]}</DataItem>
        <DataItem label="Fecha límite">
          <span className="record-inline">
            {formatDate(entry.due_date)}
            <small className="text-muted">
              {entry.response_days === 1 ? '1 día hábil' : `${entry.response_days} días hábiles`}
            </small>
            {entry.overdue && <OverdueTag />}
          </span>
        </DataItem>
        <FilingItems record={entry} />
      </DataGroup>
    </div>
  );
}
