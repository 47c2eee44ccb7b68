/** The entry's data in three groups: reception, sender and document, destination and deadline. */
import { CITIZEN_DOCUMENT_TYPES, type CitizenDocumentType } from '@shared/schemas/citizens';
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { codeName, formatDateTime } from '../../../lib/crud/columns';
import { useLookupOption } from '../../../lib/crud/hooks';
import { formatDate } from '../../../lib/dates';
import { OverdueTag } from './EntryTags';
import { type Entry, personName } from './entry';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-wide' : undefined}>
      <dt>{label}</dt>
      <dd>
        {children === null || children === undefined || children === false || children === '' ? (
          <span className="text-muted">—</span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `entry-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="entry-data-group" aria-labelledby={id}>
      <h2 id={id} className="entry-data-title">
        {title}
      </h2>
      <dl className="detail-grid">{children}</dl>
    </section>
  );
}

/** The option label of a series or subseries id: the entry carries only the id. */
function CatalogName({ resource, id }: { resource: string; id: number }) {
  const option = useLookupOption(resource, id);
  if (!option.data) return <span className="text-muted">…</span>;
  return (
    <>
      {option.data.description && <span className="text-muted">{option.data.description} · </span>}
      {option.data.label}
    </>
  );
}

export function EntryData({ entry }: { entry: Entry }) {
  const sender = entry.sender;
  return (
    <div className="panel entry-data">
      <Group title="Recepción">
        <Item label="Fecha y hora de recepción">{formatDateTime(entry.received_at)}</Item>
        <Item label="Canal">{ENTRY_CHANNELS[entry.channel]}</Item>
        <Item label="Tipo de ingreso">{entry.type_entry?.name}</Item>
        <Item label="Registrado por">
          {entry.registered_by_user && personName(entry.registered_by_user)}
          {entry.registered_office && <span className="text-muted"> · {entry.registered_office.code}</span>}
        </Item>
        <Item label="Folios">{entry.folios}</Item>
        <Item label="Anexos">{entry.annexes}</Item>
      </Group>
      <Group title="Remitente y documento">
        <Item label="Remitente">
          {sender && (
            <span className="cell-stack">
              <span>{sender.name}</span>
              <small>
                {CITIZEN_DOCUMENT_TYPES[sender.document_type as CitizenDocumentType] ?? sender.document_type}{' '}
                {sender.document_number}
              </small>
            </span>
          )}
        </Item>
        <Item label="Documento del remitente">{entry.sender_reference}</Item>
        <Item label="Fecha del documento">{entry.sender_date && formatDate(entry.sender_date)}</Item>
        <Item label="Asunto" wide>
          {entry.subject}
        </Item>
        {entry.summary && (
          <Item label="Resumen" wide>
            <span className="preserve-lines">{entry.summary}</span>
          </Item>
        )}
      </Group>
      <Group title="Destino y plazo">
        <Item label="Oficina de destino">{codeName(entry.destination_office)}</Item>
        <Item label="Responsable">{entry.assignee && personName(entry.assignee)}</Item>
        <Item label="Prioridad">{ENTRY_PRIORITIES[entry.priority]}</Item>
        <Item label="Fecha límite">
          <span className="due-date">
            {formatDate(entry.due_date)}
            <small className="text-muted">
              {entry.response_days === 1 ? '1 día hábil' : `${entry.response_days} días hábiles`}
            </small>
            {entry.overdue && <OverdueTag />}
          </span>
        </Item>
        <Item label="Clasificación">
          {entry.classification && (
            <span className="due-date">
              {entry.classification.name}
              {entry.classification.restricted && <Tag severity="warning" icon="pi pi-lock" value="Reservado" />}
            </span>
          )}
        </Item>
        <Item label="Serie documental">
          {entry.series_id !== null && <CatalogName resource="series" id={entry.series_id} />}
        </Item>
        {entry.subseries_id !== null && (
          <Item label="Subserie documental">
            <CatalogName resource="subseries" id={entry.subseries_id} />
          </Item>
        )}
      </Group>
    </div>
  );
}
