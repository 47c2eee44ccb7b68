/** How the request's Historial names its fields, actions and values. */
import { REQUEST_STATES, REQUEST_URGENCIES } from '@shared/schemas/requests';
import { codeName } from '../crud/columns';
import { fileNames, fromMap, type HistoryFormat, historyDate, namedIn, sameId } from '../crud/historyFormats';
import { personName } from '../records/names';
import type { RequestRecord } from './request';

export const REQUEST_FIELD_LABELS: Record<string, string> = {
  kind: 'Clase',
  year: 'Año',
  sequence: 'Correlativo',
  requested_by: 'Solicitada por',
  requesting_office_id: 'Oficina solicitante',
  number: 'Número',
  state: 'Estado',
  subject: 'Asunto',
  proposal: 'Documento propuesto',
  sender_reference: 'Documento del remitente',
  sender_date: 'Fecha del documento',
  sender_id: 'Remitente',
  paper_to_come: 'Original en papel por llegar',
  urgency: 'Urgencia',
  note: 'Nota',
  submitted_at: 'Enviada',
  taken_by: 'En revisión por',
  taken_at: 'Tomada',
  reason_code: 'Motivo',
  observation: 'Observación',
  rejection: 'Motivo del rechazo',
  entry_id: 'Ingreso',
  entry: 'Ingreso registrado',
  output_id: 'Salida',
  output: 'Salida registrada',
  assigned_by: 'Asignada por',
  assigned_at: 'Asignada',
  attachments: 'Archivos',
};

export const REQUEST_HISTORY_ACTIONS: Record<string, string> = {
  take: 'Tomada para revisión',
  assign: 'Asignación',
  observe: 'Observación',
  reject: 'Rechazo',
  cancel: 'Cancelación',
  resubmit: 'Reenvío',
  expire: 'Caducidad',
  attach: 'Archivos adjuntados',
  detach: 'Archivo quitado',
};

const yesNo: HistoryFormat = (value) => (value === true ? 'Sí' : value === false ? 'No' : '');
const proposal: HistoryFormat = (value) =>
  value && typeof value === 'object' && 'subject' in value ? String((value as { subject: unknown }).subject) : '';
const record: HistoryFormat = (value) =>
  value && typeof value === 'object' && 'number' in value ? String((value as { number: unknown }).number) : '';

/** The formats both kinds share; each adds what its proposal names. */
export function requestHistoryFormats(request: RequestRecord): Record<string, HistoryFormat> {
  const people = new Map<number, string>();
  if (request.taken_by && request.taken_by_user) people.set(request.taken_by, personName(request.taken_by_user));
  if (request.requested_by_user) people.set(request.requested_by, personName(request.requested_by_user));
  return {
    kind: fromMap({ entry: 'Solicitud de ingreso', output: 'Solicitud de salida' }),
    requested_by: namedIn(people),
    requesting_office_id: sameId(request.requesting_office_id, codeName(request.requesting_office)),
    state: fromMap(REQUEST_STATES),
    urgency: fromMap(REQUEST_URGENCIES),
    submitted_at: historyDate,
    taken_at: historyDate,
    assigned_at: historyDate,
    sender_date: historyDate,
    taken_by: namedIn(people),
    assigned_by: namedIn(people),
    paper_to_come: yesNo,
    proposal,
    entry: record,
    output: record,
    attachments: fileNames,
  };
}
