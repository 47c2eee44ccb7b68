/**
 * "Salidas documentales" as a document module: the list (search by number, subject, reference or
 * recipient; filters in the URL; export) and the output's page (recipients and their delivery),
 * drawn by lib/records' DocumentListPage and RecordPage.
 */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { codeName } from '../../lib/crud/columns';
import { formatDate, formatDayTime } from '../../lib/dates';
import { officeColumn, recordPath, stateColumn, subjectColumn } from '../../lib/records/columns';
import { annulAction, dispatchAction, summaryItem } from '../../lib/records/items';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { originRequestItem } from '../../lib/records/originRequest';
import { type Output, recipientsSummary, STATE_OPTIONS } from './outputs.record';
import { OUTPUT_FIELD_LABELS, OUTPUT_HISTORY_ACTIONS, outputHistoryFormats } from './show/history';
import { PeerExchangesPanel } from './show/PeerExchangesPanel';
import { RecipientsPanel } from './show/RecipientsPanel';
import './outputs.css';

/** The entry an output answers, linked; nothing when it answers none. */
function repliedEntry(output: Output, subject = false) {
  if (output.entry_id === null || !output.entry) return null;
  const link = (
    <Link to={recordPath('entries', output.entry_id)} className={subject ? 'cell-link cell-code' : 'cell-link nowrap'}>
      {output.entry.number}
    </Link>
  );
  if (!subject || output.entry.subject === undefined) return link;
  return (
    <span className="cell-stack">
      {link}
      <small>{output.entry.subject}</small>
    </span>
  );
}

/** In dispatch: how many recipients still wait for their delivery. */
function PendingDeliveries({ output }: { output: Output }) {
  const pending = [...output.recipients, ...output.office_recipients].filter(
    (r) => r.delivery_state === 'pendiente',
  ).length;
  if (output.state !== 'en_despacho' || pending === 0) return null;
  return (
    <Tag
      severity="info"
      icon="pi pi-truck"
      value={pending === 1 ? '1 entrega pendiente' : `${pending} entregas pendientes`}
    />
  );
}

export const outputsModule = defineModule<Output>({
  resource: 'outputs',
  title: 'Salidas documentales',
  noun: 'Salida',
  states: OUTPUT_STATES,

  list: {
    subtitle: 'Documentos que la institución emite y su entrega a cada destinatario.',
    defaultSort: '-issued_at',
    createPermissions: ['outputs-create', 'outputs-create-office'],
    createLabel: 'Nueva salida',
    searchPlaceholder: 'Buscar por número, asunto, referencia o destinatario',
    filters: [
      { name: 'state', label: 'Estado', options: STATE_OPTIONS },
      { kind: 'lookup', name: 'office_id', label: 'Oficina de origen', resource: 'offices' },
      { kind: 'lookup', name: 'type_output_id', label: 'Tipo de salida', resource: 'type-outputs' },
      { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha de emisión' },
      { kind: 'toggle', name: 'mine', label: 'Mis salidas', icon: 'pi pi-user' },
    ],
    exportName: 'salidas',
    links: [{ label: 'Proyectar', icon: 'pi pi-pencil', to: '/drafts/create', permissions: ['outputs-draft'] }],
    date: { field: 'issued_at', header: 'Emisión' },
    columns: [
      {
        field: 'recipients',
        header: 'Destinatarios',
        hideOnMobile: true,
        body: (row) => recipientsSummary(row),
      },
      // On a phone the recipients column is hidden: they go below the subject.
      subjectColumn((row) => <small className="show-mobile">{recipientsSummary(row)}</small>),
      officeColumn('origin_office', 'Origen'),
      stateColumn(OUTPUT_STATES),
      {
        field: 'entry',
        header: 'Responde a',
        hideOnMobile: true,
        body: (row) => repliedEntry(row) ?? <span className="text-muted">—</span>,
      },
    ],
  },

  record: {
    tags: (output) => <PendingDeliveries output={output} />,
    annulled: 'Salida anulada',
    actions: [
      dispatchAction({
        header: 'Despachar salida',
        message: (output) =>
          output.office_recipients.length > 0
            ? `¿Despachar la salida ${output.number}? Las oficinas destinatarias la recibirán de inmediato, sin imprimirla. Ya no podrá editarse.`
            : `¿Enviar la salida ${output.number} a despacho? Ya no podrá editarse.`,
        done: 'Salida enviada a despacho.',
      }),
      {
        kind: 'confirm',
        can: 'archive',
        path: 'archive',
        label: 'Archivar',
        icon: 'pi pi-box',
        header: 'Archivar salida',
        message: (output) => `¿Archivar la salida ${output.number}?`,
        done: 'Salida archivada.',
      },
      { kind: 'edit' },
      annulAction({
        noun: 'salida',
        note: 'La salida conservará su número y no podrá volver a usarse.',
        done: 'Salida anulada.',
      }),
    ],
    data: [
      {
        title: 'Documento',
        items: [
          { label: 'Tipo de salida', value: (o) => o.type_output?.name },
          { label: 'Referencia del documento', value: (o) => o.reference },
          { label: 'Fecha del documento', value: (o) => o.document_date && formatDate(o.document_date) },
          { label: 'Fecha y hora de emisión', value: (o) => formatDayTime(o.issued_at) },
          { label: 'Folios', value: (o) => o.folios },
          { label: 'Anexos', value: (o) => o.annexes },
          { label: 'Asunto', value: (o) => o.subject, wide: true },
          summaryItem((o) => o.summary),
        ],
      },
      {
        title: 'Origen y respuesta',
        filing: true,
        items: [
          { label: 'Oficina de origen', value: (o) => codeName(o.origin_office) },
          { label: 'Firmante', value: (o) => personName(o.signer) },
          { label: 'Registrado por', value: (o) => personName(o.registered_by_user) },
          { label: 'En respuesta al ingreso', value: (o) => repliedEntry(o, true) },
          originRequestItem<Output>('output-requests'),
          { label: 'Prioridad', value: (o) => ENTRY_PRIORITIES[o.priority] },
        ],
      },
    ],
    main: [RecipientsPanel, PeerExchangesPanel],
    side: ['attachments'],
    history: { labels: OUTPUT_FIELD_LABELS, actions: OUTPUT_HISTORY_ACTIONS, formats: outputHistoryFormats },
  },
});
