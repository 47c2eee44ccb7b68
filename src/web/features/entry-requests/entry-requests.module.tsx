/**
 * "Solicitudes de ingreso" as a document module: the list (the operators' queue oldest first with
 * its waiting time, "my requests" for the offices) and the request's page (what it proposes, its
 * state, the entry it became, the actions its `can` allows), drawn by lib/records.
 */
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { REQUEST_STATES, REQUEST_URGENCIES } from '@shared/schemas/requests';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { codeName, formatDateTime } from '../../lib/crud/columns';
import { formatDate } from '../../lib/dates';
import { officeColumn, recordPath, stateColumn, subjectColumn } from '../../lib/records/columns';
import { defineModule } from '../../lib/records/module';
import { personName } from '../../lib/records/names';
import { PriorityTag } from '../../lib/records/tags';
import { type EntryRequest, isQueued, STATE_OPTIONS, URGENCY_OPTIONS, waitingTime } from './request';
import { AssignNotice } from './show/AssignNotice';
import { printConstancia } from './show/constancia';
import { REQUEST_FIELD_LABELS, REQUEST_HISTORY_ACTIONS, requestHistoryFormats } from './show/history';
import { ObserveAction, RejectAction } from './show/ReasonActions';
import './entry-requests.css';

function Waiting({ request }: { request: EntryRequest }) {
  if (!isQueued(request.state)) return null;
  return <Tag severity="secondary" icon="pi pi-hourglass" value={`Espera ${waitingTime(request.submitted_at)}`} />;
}

function ResultingEntry({ request }: { request: EntryRequest }) {
  if (!request.entry_id || !request.entry) return null;
  return (
    <Link to={recordPath('entries', request.entry_id)} className="cell-link nowrap">
      {request.entry.number}
    </Link>
  );
}

export const entryRequestsModule = defineModule<EntryRequest>({
  resource: 'entry-requests',
  title: 'Solicitudes de ingreso',
  noun: 'Solicitud',
  states: REQUEST_STATES,
  tags: (request) => (
    <>
      <PriorityTag priority={request.urgency} />
      {request.paper_to_come && <Tag severity="info" icon="pi pi-file" value="Original por llegar" />}
    </>
  ),

  list: {
    subtitle: 'Documentos que las oficinas piden registrar a mesa de partes.',
    defaultSort: '-submitted_at',
    createPermissions: ['entry-requests-create'],
    createLabel: 'Nueva solicitud',
    searchPlaceholder: 'Buscar por número, asunto o documento del remitente',
    filters: [
      { kind: 'toggle', name: 'queue', label: 'Por atender', icon: 'pi pi-inbox' },
      { kind: 'toggle', name: 'mine', label: 'Mis solicitudes', icon: 'pi pi-user' },
      { name: 'state', label: 'Estado', options: STATE_OPTIONS },
      { name: 'urgency', label: 'Urgencia', options: URGENCY_OPTIONS },
      { kind: 'lookup', name: 'office_id', label: 'Oficina solicitante', resource: 'offices' },
      { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha de envío' },
    ],
    exportName: 'solicitudes-ingreso',
    date: { field: 'submitted_at', header: 'Enviada' },
    columns: [
      subjectColumn(),
      officeColumn('requesting_office', 'Oficina'),
      {
        field: 'waiting',
        header: 'Espera',
        hideOnMobile: true,
        body: (row) => (isQueued(row.state) ? waitingTime(row.submitted_at) : <span className="text-muted">—</span>),
      },
      stateColumn(REQUEST_STATES),
      {
        field: 'entry',
        header: 'Ingreso',
        hideOnMobile: true,
        body: (row) => <ResultingEntry request={row} />,
      },
    ],
  },

  record: {
    tags: (request) => <Waiting request={request} />,
    annulled: 'Solicitud anulada',
    actions: [
      {
        kind: 'confirm',
        can: 'take',
        path: 'take',
        label: 'Tomar',
        icon: 'pi pi-inbox',
        header: 'Tomar solicitud',
        message: (r) => `¿Tomar la solicitud ${r.number} para revisarla? Los demás operadores la verán en revisión.`,
        done: 'Solicitud en revisión.',
      },
      {
        kind: 'dialog',
        can: 'observe',
        label: 'Observar',
        icon: 'pi pi-comment',
        outlined: true,
        dialog: ObserveAction,
      },
      {
        kind: 'confirm',
        can: 'resubmit',
        path: 'resubmit',
        label: 'Reenviar',
        icon: 'pi pi-replay',
        header: 'Reenviar solicitud',
        message: (r) => `¿Reenviar la solicitud ${r.number} a mesa de partes con las correcciones?`,
        done: 'Solicitud reenviada.',
      },
      { kind: 'edit' },
      { kind: 'run', label: 'Constancia', icon: 'pi pi-print', outlined: true, run: printConstancia },
      {
        kind: 'dialog',
        can: 'reject',
        label: 'Rechazar',
        icon: 'pi pi-times',
        severity: 'danger',
        outlined: true,
        dialog: RejectAction,
      },
      {
        kind: 'confirm',
        can: 'cancel',
        path: 'cancel',
        label: 'Cancelar solicitud',
        icon: 'pi pi-ban',
        severity: 'danger',
        outlined: true,
        header: 'Cancelar solicitud',
        message: (r) => `¿Cancelar la solicitud ${r.number}? Mesa de partes ya no la atenderá.`,
        done: 'Solicitud cancelada.',
      },
    ],
    notices: [AssignNotice],
    data: [
      {
        title: 'Solicitud',
        items: [
          { label: 'Oficina solicitante', value: (r) => codeName(r.requesting_office) },
          { label: 'Solicitada por', value: (r) => personName(r.requested_by_user) },
          { label: 'Enviada', value: (r) => formatDateTime(r.submitted_at) },
          { label: 'Urgencia', value: (r) => REQUEST_URGENCIES[r.urgency] },
          {
            label: 'Original en papel',
            value: (r) => (r.paper_to_come ? 'Por llegar a mesa de partes' : 'No corresponde'),
          },
          { label: 'En revisión por', value: (r) => personName(r.taken_by_user), optional: true },
          {
            label: 'Ingreso registrado',
            value: (r) => (r.entry ? <ResultingEntry request={r} /> : null),
            optional: true,
          },
          { label: 'Motivo', value: (r) => r.reason_code, optional: true },
          { label: 'Observación', value: (r) => r.observation, wide: true, optional: true },
          { label: 'Motivo del rechazo', value: (r) => r.rejection, wide: true, optional: true },
          { label: 'Nota para mesa de partes', value: (r) => r.note, wide: true, optional: true },
        ],
      },
      {
        title: 'Documento propuesto',
        items: [
          { label: 'Tipo de ingreso', value: (r) => r.proposal_names?.type_entry?.name },
          { label: 'Remitente', value: (r) => r.proposal_names?.sender?.name },
          { label: 'Documento del remitente', value: (r) => r.proposal.sender_reference },
          { label: 'Fecha del documento', value: (r) => r.proposal.sender_date && formatDate(r.proposal.sender_date) },
          { label: 'Folios', value: (r) => r.proposal.folios },
          { label: 'Anexos', value: (r) => r.proposal.annexes, optional: true },
          { label: 'Canal', value: (r) => ENTRY_CHANNELS[r.proposal.channel] },
          { label: 'Prioridad', value: (r) => ENTRY_PRIORITIES[r.proposal.priority] },
          { label: 'Oficina de destino', value: (r) => codeName(r.proposal_names?.destination_office) },
          { label: 'Responsable', value: (r) => personName(r.proposal_names?.assignee), optional: true },
          { label: 'Asunto', value: (r) => r.subject, wide: true },
          {
            label: 'Resumen',
            value: (r) => r.proposal.summary && <span className="preserve-lines">{r.proposal.summary}</span>,
            wide: true,
            optional: true,
          },
        ],
      },
    ],
    main: [],
    side: ['attachments'],
    history: { labels: REQUEST_FIELD_LABELS, actions: REQUEST_HISTORY_ACTIONS, formats: requestHistoryFormats },
  },
});
