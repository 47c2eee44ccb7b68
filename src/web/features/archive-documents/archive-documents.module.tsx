/**
 * "Documentos archivados" as a document module: every document filed in the archive's units,
 * with its expedient, order and folios, and where it came from.
 */
import { ARCHIVE_SOURCE_KINDS } from '@shared/schemas/archive-expedients';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { formatDayTime } from '../../lib/dates';
import { labelOptions } from '../../lib/form/SelectField';
import { subjectColumn } from '../../lib/records/columns';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { type ArchiveDocument, DOCUMENTS_PATH, day, EXPEDIENTS_PATH } from './archive-documents.record';

/** The documents have no states of their own: each one is simply archived. */
const STATES = { archivado: 'Archivado' };
const SOURCE_OPTIONS = [...labelOptions(ARCHIVE_SOURCE_KINDS), { value: 'suelto', label: 'Documento suelto' }];

const folios = (d: ArchiveDocument) =>
  d.folio_from === d.folio_to ? `f. ${d.folio_from}` : `ff. ${d.folio_from}–${d.folio_to}`;

function Expedient({ doc }: { doc: ArchiveDocument }) {
  return doc.expedient ? (
    <Link to={`${EXPEDIENTS_PATH}/${doc.expedient.id}`} className="cell-link cell-code">
      {doc.expedient.code}
    </Link>
  ) : null;
}

function Source({ doc }: { doc: ArchiveDocument }) {
  if (!doc.source) return <>Documento suelto</>;
  return <Link to={`/${doc.source.kind}/${doc.source.id}`}>{doc.source.label}</Link>;
}

export const archiveDocumentsModule = defineModule<ArchiveDocument>({
  resource: 'archive-documents',
  path: DOCUMENTS_PATH,
  title: 'Documentos archivados',
  noun: 'Documento',
  states: STATES,

  list: {
    subtitle: 'Los documentos archivados en los expedientes y cajas, con su orden y sus folios.',
    defaultSort: '-created_at',
    createPermissions: ['archive-documents-create'],
    createLabel: 'Archivar documento',
    searchPlaceholder: 'Buscar por título u observaciones',
    filters: [
      { name: 'source_kind', label: 'Origen', options: SOURCE_OPTIONS },
      { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha del documento' },
    ],
    exportName: 'documentos-archivados',
    date: { field: 'created_at', header: 'Archivado' },
    columns: [
      subjectColumn((row) => (
        <small className="show-mobile">
          <Expedient doc={row} /> · {folios(row)}
        </small>
      )),
      { field: 'expedient', header: 'Expediente', hideOnMobile: true, body: (row) => <Expedient doc={row} /> },
      {
        field: 'document_date',
        header: 'Fecha',
        sortable: true,
        hideOnMobile: true,
        body: (row) => day(row.document_date),
      },
      { field: 'folio_from', header: 'Folios', hideOnMobile: true, body: (row) => folios(row) },
      { field: 'source', header: 'Origen', hideOnMobile: true, body: (row) => <Source doc={row} /> },
    ],
  },

  record: {
    annulled: 'Documento anulado',
    actions: [{ kind: 'edit' }],
    data: [
      {
        title: 'Documento',
        items: [
          { label: 'Expediente', value: (d) => <Expedient doc={d} /> },
          { label: 'Oficina productora', value: (d) => codeName(d.office), optional: true },
          { label: 'N.° de orden', value: (d) => String(d.position) },
          { label: 'Folios', value: (d) => folios(d) },
          { label: 'Fecha del documento', value: (d) => day(d.document_date) },
          { label: 'Origen', value: (d) => <Source doc={d} /> },
          {
            label: 'Archivado por',
            value: (d) => `${personName(d.archived_by_user)}, ${formatDayTime(d.created_at)}`,
          },
          { label: 'Observaciones', value: (d) => d.notes, wide: true, optional: true },
        ],
      },
    ],
    main: [],
    history: {
      labels: {
        expedient_id: 'Expediente',
        position: 'N.° de orden',
        folio_from: 'Folio inicial',
        folio_to: 'Folio final',
        title: 'Título',
        document_date: 'Fecha',
        notes: 'Observaciones',
        source_kind: 'Origen',
        source_id: 'Documento de origen',
        archived_by: 'Archivado por',
        office_id: 'Oficina',
      },
      actions: {},
      formats: (doc) => ({
        expedient_id: () => doc.expedient?.code ?? '',
        archived_by: () => personName(doc.archived_by_user),
        document_date: (v) => day(String(v)),
        office_id: (v) => (v === doc.office_id ? codeName(doc.office) : `oficina N.° ${String(v)}`),
        source_kind: (v) => ARCHIVE_SOURCE_KINDS[v as keyof typeof ARCHIVE_SOURCE_KINDS] ?? 'Documento suelto',
      }),
    },
  },
});
