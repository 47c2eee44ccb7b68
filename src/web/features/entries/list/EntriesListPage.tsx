/**
 * "Ingresos documentales": the entries the user may see, newest first, with search (number,
 * subject, sender name or document; accent-insensitive), filters in the URL and the filtered
 * list as a spreadsheet.
 */
import { ENTRY_CHANNELS, ENTRY_STATES } from '@shared/schemas/entries';
import { Link } from 'react-router';
import { codeName } from '../../../lib/crud/columns';
import { ExportButton } from '../../../lib/crud/ExportButton';
import type { FilterDef } from '../../../lib/crud/filters';
import { ResourceListPage } from '../../../lib/crud/ResourceListPage';
import { formatDate, formatDayTime } from '../../../lib/dates';
import { labelOptions } from '../../../lib/form/SelectField';
import { EntryStateTag, OverdueTag, PriorityTag } from '../show/EntryTags';
import type { Entry } from '../show/entry';
import '../entries.css';

const DEFAULT_SORT = '-received_at';
const CREATE = ['entries-create', 'entries-create-office'] as const;

const FILTERS: FilterDef[] = [
  { name: 'state', label: 'Estado', options: labelOptions(ENTRY_STATES) },
  { kind: 'lookup', name: 'office_id', label: 'Oficina', resource: 'offices' },
  { kind: 'lookup', name: 'type_entry_id', label: 'Tipo de ingreso', resource: 'type-entries' },
  { name: 'channel', label: 'Canal', options: labelOptions(ENTRY_CHANNELS) },
  { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha de recepción' },
  { kind: 'toggle', name: 'overdue', label: 'Vencidos', icon: 'pi pi-clock' },
  { kind: 'toggle', name: 'mine', label: 'Asignados a mí', icon: 'pi pi-user' },
];

function DueDate({ entry }: { entry: Entry }) {
  return (
    <span className="entries-due">
      {formatDate(entry.due_date)}
      {entry.overdue && <OverdueTag />}
    </span>
  );
}

export default function EntriesListPage() {
  return (
    <ResourceListPage<Entry>
      resource="entries"
      title="Ingresos documentales"
      subtitle="Documentos recibidos por la institución y su recorrido entre oficinas."
      defaultSort={DEFAULT_SORT}
      createPermissions={CREATE}
      createLabel="Nuevo ingreso"
      searchPlaceholder="Número, asunto o remitente"
      filters={FILTERS}
      toolbar={<ExportButton resource="entries" defaultSort={DEFAULT_SORT} fileName="ingresos" />}
      rowLabel={(row) => row.number}
      showPath={(row) => `/entries/${row.id}`}
      columns={[
        {
          field: 'number',
          header: 'Número',
          sortable: true,
          body: (row) => (
            <span className="cell-stack">
              <Link to={`/entries/${row.id}`} className="cell-link cell-code entries-number">
                {row.number}
              </Link>
              {/* On a phone the date, state and due date columns are hidden: they go below the number. */}
              <small className="show-mobile">{formatDayTime(row.received_at)}</small>
              <span className="show-mobile">
                <span className="entries-row-tags">
                  <EntryStateTag state={row.state} />
                  {row.overdue && <OverdueTag />}
                  <PriorityTag priority={row.priority} />
                </span>
              </span>
            </span>
          ),
        },
        {
          field: 'received_at',
          header: 'Recibido',
          sortable: true,
          hideOnMobile: true,
          body: (row) => <span className="nowrap">{formatDayTime(row.received_at)}</span>,
        },
        {
          field: 'sender',
          header: 'Remitente',
          hideOnMobile: true,
          body: (row) => (
            <span className="cell-stack">
              <span>{row.sender?.name ?? '—'}</span>
              {row.sender && (
                <small className="text-muted">
                  {row.sender.document_type} {row.sender.document_number}
                </small>
              )}
            </span>
          ),
        },
        {
          field: 'subject',
          header: 'Asunto',
          sortable: true,
          body: (row) => (
            <span className="cell-stack">
              <span className="cell-clamp">{row.subject}</span>
              {/* On a phone the sender and office columns are hidden: they go below the subject. */}
              <small className="show-mobile text-muted">
                {row.sender?.name ?? '—'} → {row.destination_office?.code ?? '—'}
              </small>
              <small className="show-mobile text-muted">Vence {formatDate(row.due_date)}</small>
            </span>
          ),
        },
        {
          field: 'destination_office',
          header: 'Destino',
          hideOnMobile: true,
          body: (row) => <span title={codeName(row.destination_office)}>{row.destination_office?.code ?? '—'}</span>,
        },
        {
          field: 'state',
          header: 'Estado',
          sortable: true,
          hideOnMobile: true,
          body: (row) => <EntryStateTag state={row.state} />,
        },
        {
          field: 'due_date',
          header: 'Vence',
          sortable: true,
          hideOnMobile: true,
          body: (row) => <DueDate entry={row} />,
        },
        {
          field: 'priority',
          header: 'Prioridad',
          hideOnMobile: true,
          body: (row) =>
            row.priority === 'normal' ? (
              <span className="text-muted">Normal</span>
            ) : (
              <PriorityTag priority={row.priority} />
            ),
        },
      ]}
    />
  );
}
