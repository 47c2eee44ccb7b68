/**
 * A request module's declaration: what both kinds share (tags, filters, the waiting column, the
 * actions its `can` allows, the "Solicitud" data section, the history) built by
 * `defineRequestModule`; each kind's module (`features/<kind>-requests`) adds what it proposes and
 * the record it became.
 */
import { REQUEST_STATES, REQUEST_URGENCIES } from '@shared/schemas/requests';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '../crud/columns';
import { codeName } from '../crud/columns';
import type { FilterDef } from '../crud/filters';
import type { HistoryFormat } from '../crud/historyFormats';
import { formatDayTime } from '../dates';
import { officeColumn, recordPath, stateColumn, subjectColumn } from '../records/columns';
import { type ActionDef, type DataItemDef, defineModule } from '../records/module';
import { personName } from '../records/names';
import { PriorityTag } from '../records/tags';
import { assignNotice, type RequestKindLook } from './AssignNotice';
import { bulkAssign } from './BulkAssignDialog';
import { printConstancia } from './constancia';
import { REQUEST_FIELD_LABELS, REQUEST_HISTORY_ACTIONS, requestHistoryFormats } from './history';
import { ObserveAction, rejectAction } from './ReasonActions';
import {
  isQueued,
  type RequestRecord,
  type RequestResource,
  STATE_OPTIONS,
  URGENCY_OPTIONS,
  waitingTime,
} from './request';

/** The urgency and whether the paper original is still to come: in the list and on the page. */
const requestTags = (request: RequestRecord) => (
  <>
    <PriorityTag priority={request.urgency} />
    {request.paper_to_come && <Tag severity="info" icon="pi pi-file" value="Original por llegar" />}
  </>
);

/** "Espera 2 h 15 min" on the page of a request still in the queue. */
function Waiting({ request }: { request: RequestRecord }) {
  if (!isQueued(request.state)) return null;
  return <Tag severity="secondary" icon="pi pi-hourglass" value={`Espera ${waitingTime(request.submitted_at)}`} />;
}

/** The number of the record a request became, linked. */
function ResultLink({ resource, record }: { resource: string; record: { id: number; number: string } | null }) {
  if (!record) return null;
  return (
    <Link to={recordPath(resource, record.id)} className="cell-link nowrap">
      {record.number}
    </Link>
  );
}

/** An operator (who may assign) opening the list lands on the queue, oldest first. */
const requestLanding = (resource: RequestResource) => ({
  permissions: [`${resource}-assign` as const],
  search: '?queue=true&sort=submitted_at',
});

const REQUEST_FILTERS: FilterDef[] = [
  { kind: 'toggle', name: 'queue', label: 'Por atender', icon: 'pi pi-inbox' },
  { kind: 'toggle', name: 'mine', label: 'Mis solicitudes', icon: 'pi pi-user' },
  { name: 'state', label: 'Estado', options: STATE_OPTIONS },
  { name: 'urgency', label: 'Urgencia', options: URGENCY_OPTIONS },
  { kind: 'lookup', name: 'office_id', label: 'Oficina solicitante', resource: 'offices' },
  { kind: 'date-range', name: 'from', to: 'to', label: 'Fecha de envío' },
];

function waitingColumn<T extends RequestRecord>(): ColumnDef<T> {
  return {
    field: 'waiting',
    header: 'Espera',
    hideOnMobile: true,
    body: (row) => (isQueued(row.state) ? waitingTime(row.submitted_at) : <span className="text-muted">—</span>),
  };
}

/** Tomar, Observar, Reenviar, Editar, Constancia, Rechazar, Cancelar solicitud: each while `can` allows it. */
function requestActions<T extends RequestRecord>(look: RequestKindLook): ActionDef<T>[] {
  return [
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
    { kind: 'dialog', can: 'observe', label: 'Observar', icon: 'pi pi-comment', outlined: true, dialog: ObserveAction },
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
    {
      kind: 'run',
      label: 'Constancia',
      icon: 'pi pi-print',
      outlined: true,
      run: (r) => printConstancia(look.resource, r),
    },
    {
      kind: 'dialog',
      can: 'reject',
      label: 'Rechazar',
      icon: 'pi pi-times',
      severity: 'danger',
      outlined: true,
      dialog: rejectAction(look.recordNoun),
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
  ];
}

/** The supporting document the request was promoted from, linked to its page. */
function promotedFrom(r: RequestRecord) {
  const [resource, document] = r.supporting_entry
    ? ['supporting-entries', r.supporting_entry]
    : ['supporting-outputs', r.supporting_output];
  return (
    document && (
      <Link to={recordPath(resource, document.id)} className="cell-link nowrap">
        {document.number}
      </Link>
    )
  );
}

/** The "Solicitud" section: who asked, when, how urgent, its state's details and the record it became. */
function requestItems<T extends RequestRecord>(result: {
  label: string;
  value: (request: T) => ReactNode;
}): DataItemDef<T>[] {
  return [
    { label: 'Oficina solicitante', value: (r) => codeName(r.requesting_office) },
    { label: 'Solicitada por', value: (r) => personName(r.requested_by_user) },
    { label: 'Enviada', value: (r) => formatDayTime(r.submitted_at) },
    { label: 'Urgencia', value: (r) => REQUEST_URGENCIES[r.urgency] },
    {
      label: 'Original en papel',
      value: (r) => (r.paper_to_come ? 'Por llegar a mesa de partes' : 'No corresponde'),
    },
    { label: 'Documento de apoyo', value: promotedFrom, optional: true },
    { label: 'En revisión por', value: (r) => personName(r.taken_by_user), optional: true },
    { label: result.label, value: result.value, optional: true },
    { label: 'Motivo', value: (r) => r.reason_code, optional: true },
    { label: 'Observación', value: (r) => r.observation, wide: true, optional: true },
    { label: 'Motivo del rechazo', value: (r) => r.rejection, wide: true, optional: true },
    { label: 'Nota para mesa de partes', value: (r) => r.note, wide: true, optional: true },
  ];
}

/**
 * The list both kinds share: newest first (the queue for operators), the same filters and
 * columns, "Nueva solicitud", assigning several at once; `result` is the record each became.
 */
function requestList<T extends RequestRecord>(resource: RequestResource, result: ColumnDef<T>) {
  return {
    defaultSort: '-submitted_at',
    createPermissions: [`${resource}-create` as const],
    createLabel: 'Nueva solicitud',
    filters: REQUEST_FILTERS,
    landing: requestLanding(resource),
    date: { field: 'submitted_at', header: 'Enviada' },
    columns: [
      subjectColumn<T>(),
      officeColumn<T>('requesting_office', 'Oficina'),
      waitingColumn<T>(),
      stateColumn<T>(REQUEST_STATES),
      result,
    ],
    bulk: bulkAssign<T>(resource),
  };
}

/** The head of a request's page: its waiting time, the annulled label, its actions and the assign notice. */
function requestRecordHead<T extends RequestRecord>(look: RequestKindLook) {
  return {
    tags: (request: T) => <Waiting request={request} />,
    annulled: 'Solicitud anulada',
    actions: requestActions<T>(look),
    notices: [assignNotice(look)],
  };
}

/** One request kind: its look, its list's words, the record it becomes and what it proposes. */
interface RequestKind<T extends RequestRecord> {
  look: RequestKindLook;
  title: string;
  subtitle: string;
  searchPlaceholder: string;
  exportName: string;
  /** The record the request became: its resource, its column and its label in the "Solicitud" section. */
  result: {
    resource: string;
    field: string;
    header: string;
    label: string;
    record: (request: T) => { id: number; number: string } | null;
  };
  /** The "Documento propuesto" section. */
  proposed: DataItemDef<T>[];
  history: {
    /** The kind's own field labels over REQUEST_FIELD_LABELS. */
    labels?: Record<string, string>;
    /** The kind's own formats over `requestHistoryFormats`. */
    formats: (request: T) => Record<string, HistoryFormat>;
  };
}

/** A request kind's document module: the list, the page and the history both kinds share. */
export function defineRequestModule<T extends RequestRecord>(kind: RequestKind<T>) {
  const result = (request: T) => {
    const record = kind.result.record(request);
    return record ? <ResultLink resource={kind.result.resource} record={record} /> : null;
  };
  return defineModule<T>({
    resource: kind.look.resource,
    title: kind.title,
    noun: 'Solicitud',
    states: REQUEST_STATES,
    tags: requestTags,
    list: {
      subtitle: kind.subtitle,
      searchPlaceholder: kind.searchPlaceholder,
      exportName: kind.exportName,
      ...requestList<T>(kind.look.resource, {
        field: kind.result.field,
        header: kind.result.header,
        hideOnMobile: true,
        body: (request) => <ResultLink resource={kind.result.resource} record={kind.result.record(request)} />,
      }),
    },
    record: {
      ...requestRecordHead<T>(kind.look),
      data: [
        { title: 'Solicitud', items: requestItems<T>({ label: kind.result.label, value: result }) },
        { title: 'Documento propuesto', items: kind.proposed },
      ],
      main: [],
      side: ['attachments'],
      history: {
        labels: { ...REQUEST_FIELD_LABELS, ...kind.history.labels },
        actions: REQUEST_HISTORY_ACTIONS,
        formats: (request) => ({ ...requestHistoryFormats(request), ...kind.history.formats(request) }),
      },
    },
  });
}
