/**
 * "Salidas documentales": the outputs the user may see, newest first, with search (number,
 * subject, reference, recipients), filters in the URL and the filtered list as a spreadsheet.
 */
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { codeName } from '../../../lib/crud/columns';
import { ExportButton } from '../../../lib/crud/ExportButton';
import type { FilterDef } from '../../../lib/crud/filters';
import { ResourceListPage } from '../../../lib/crud/ResourceListPage';
import { formatDayTime } from '../../../lib/dates';
import { type Output, recipientsSummary, STATE_OPTIONS, stateSeverity } from '../output';

const DEFAULT_SORT = '-issued_at';
const CREATE = ['outputs-create', 'outputs-create-office'] as const;

const FILTERS: FilterDef[] = [
  { name: 'state', label: 'Estado', options: STATE_OPTIONS },
  { kind: 'lookup', name: 'office_id', label: 'Oficina de origen', resource: 'offices' },
  { kind: 'lookup', name: 'type_output_id', label: 'Tipo de salida', resource: 'type-outputs' },
  { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha de emisión' },
  { kind: 'toggle', name: 'mine', label: 'Mis salidas', icon: 'pi pi-user' },
];

function StateTag({ output }: { output: Output }) {
  return <Tag severity={stateSeverity(output.state)} value={OUTPUT_STATES[output.state]} />;
}

export default function OutputsListPage() {
  return (
    <ResourceListPage<Output>
      resource="outputs"
      title="Salidas documentales"
      subtitle="Documentos que la institución emite y su entrega a cada destinatario."
      defaultSort={DEFAULT_SORT}
      createPermissions={CREATE}
      createLabel="Nueva salida"
      searchPlaceholder="Buscar por número, asunto, referencia o destinatario"
      filters={FILTERS}
      toolbar={<ExportButton resource="outputs" defaultSort={DEFAULT_SORT} fileName="salidas" />}
      rowLabel={(row) => row.number}
      showPath={(row) => `/outputs/${row.id}`}
      columns={[
        {
          field: 'number',
          header: 'Número',
          sortable: true,
          body: (row) => (
            <span className="cell-stack">
              <Link to={`/outputs/${row.id}`} className="cell-link cell-code">
                {row.number}
              </Link>
              {/* On a phone the date and state columns are hidden: they go below the number. */}
              <small className="show-mobile">{formatDayTime(row.issued_at)}</small>
              <span className="show-mobile">
                <StateTag output={row} />
              </span>
            </span>
          ),
        },
        {
          field: 'issued_at',
          header: 'Emisión',
          sortable: true,
          hideOnMobile: true,
          body: (row) => <span className="nowrap">{formatDayTime(row.issued_at)}</span>,
        },
        {
          field: 'recipients',
          header: 'Destinatarios',
          hideOnMobile: true,
          body: (row) => recipientsSummary(row.recipients),
        },
        {
          field: 'subject',
          header: 'Asunto',
          sortable: true,
          body: (row) => (
            <span className="cell-stack">
              <span className="cell-clamp">{row.subject}</span>
              {/* On a phone the recipients column is hidden: they go below the subject. */}
              <small className="show-mobile">{recipientsSummary(row.recipients)}</small>
            </span>
          ),
        },
        {
          field: 'origin_office',
          header: 'Origen',
          hideOnMobile: true,
          body: (row) => <span title={codeName(row.origin_office)}>{row.origin_office?.code ?? '—'}</span>,
        },
        {
          field: 'state',
          header: 'Estado',
          sortable: true,
          hideOnMobile: true,
          body: (row) => <StateTag output={row} />,
        },
        {
          field: 'entry',
          header: 'Responde a',
          hideOnMobile: true,
          body: (row) =>
            row.entry_id !== null && row.entry ? (
              <Link to={`/entries/${row.entry_id}`} className="cell-link nowrap">
                {row.entry.number}
              </Link>
            ) : (
              <span className="text-muted">—</span>
            ),
        },
      ]}
    />
  );
}
