/** How the output's Historial names its fields, actions and values (ids, codes, recipients) with what the page knows. */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { DELIVERY_STATES, OUTPUT_STATES } from '@shared/schemas/outputs';
import { codeName } from '../../../lib/crud/columns';
import {
  asObjects,
  fileNames,
  fromMap,
  type HistoryFormat,
  historyDate,
  namedIn,
  sameId,
} from '../../../lib/crud/historyFormats';
import { personName } from '../../../lib/records/names';
import type { Output } from '../outputs.record';

export const OUTPUT_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  issued_at: 'Fecha de emisión',
  type_output_id: 'Tipo de salida',
  reference: 'Referencia del documento',
  document_date: 'Fecha del documento',
  subject: 'Asunto',
  summary: 'Resumen',
  folios: 'Folios',
  annexes: 'Anexos',
  origin_office_id: 'Oficina de origen',
  registered_office_id: 'Oficina que registra',
  registered_by: 'Registrado por',
  signer_id: 'Firmante',
  entry_id: 'En respuesta a',
  priority: 'Prioridad',
  classification_id: 'Clasificación',
  series_id: 'Serie',
  subseries_id: 'Subserie',
  state: 'Estado',
  annulled_reason: 'Motivo de anulación',
  recipients: 'Destinatarios',
  recipient: 'Entrega',
  office_recipients: 'Oficinas destinatarias',
  office_copies: 'Oficinas con copia',
  office_recipient: 'Recepción en la oficina',
  internal_dispatch: 'Despacho interno',
  return: 'Devolución',
  attachments: 'Archivos',
  year: 'Año',
  sequence: 'Correlativo',
};

export const OUTPUT_HISTORY_ACTIONS: Record<string, string> = {
  dispatch: 'Despacho',
  deliver: 'Registro de entrega',
  acknowledge_return: 'Devolución recibida en mesa de partes',
  redispatch: 'Nuevo despacho con dirección corregida',
  archive: 'Archivo',
  annul: 'Anulación',
  attach: 'Archivos adjuntados',
  detach: 'Archivo quitado',
  'peer-send': 'Envío a otra institución',
  'peer-receipt': 'Recibido por la otra institución',
  'peer-registered': 'Registrado por la otra institución',
  'peer-refused': 'Rechazado por la otra institución',
  'peer-send-failed': 'Envío a otra institución fallido',
};

export function outputHistoryFormats(output: Output): Record<string, HistoryFormat> {
  const citizens = new Map(output.recipients.map((r) => [r.citizen_id, r.citizen?.name ?? '']));
  const people = new Map<number, string>();
  if (output.signer_id && output.signer) people.set(output.signer_id, personName(output.signer));
  if (output.registered_by_user) people.set(output.registered_by, personName(output.registered_by_user));
  const citizen = namedIn(citizens);
  const office = namedIn(new Map(output.office_recipients.map((r) => [r.office_id, r.office])));
  return {
    state: fromMap(OUTPUT_STATES),
    priority: fromMap(ENTRY_PRIORITIES),
    issued_at: historyDate,
    document_date: historyDate,
    type_output_id: sameId(output.type_output_id, output.type_output?.name),
    origin_office_id: sameId(output.origin_office_id, codeName(output.origin_office)),
    // Usually the origin office itself; another one is only known by its number here.
    registered_office_id: sameId(output.origin_office_id, codeName(output.origin_office)),
    signer_id: namedIn(people),
    registered_by: namedIn(people),
    entry_id: sameId(output.entry_id, output.entry?.number),
    classification_id: sameId(output.classification_id, output.classification?.name),
    recipients: (value) =>
      asObjects(value)
        .map((r) => `${citizen(r.citizen_id)}${r.address ? ` (${String(r.address)})` : ''}`)
        .join('; '),
    recipient: (value) =>
      asObjects(value)
        .map((r) => {
          const state = fromMap(DELIVERY_STATES)(r.delivery_state);
          const where = [r.address, r.district].filter(Boolean).join(' — ');
          const detail =
            r.delivery_state === 'devuelto' && r.note
              ? r.note
              : r.delivery_state === 'entregado'
                ? r.received_by_name
                : where;
          return `${citizen(r.citizen_id)}: ${state}${detail ? ` (${String(detail)})` : ''}`;
        })
        .join('; '),
    return: (value) =>
      asObjects(value)
        .map((r) => `${citizen(r.citizen_id)}: recibida${r.note ? ` (${String(r.note)})` : ''}`)
        .join('; '),
    office_recipients: (value) => (Array.isArray(value) ? value.map(office).join('; ') : ''),
    office_copies: (value) => (Array.isArray(value) ? value.map(office).join('; ') : ''),
    office_recipient: (value) =>
      asObjects(value)
        .map(
          (r) =>
            `${office(r.office_id)}: ${r.delivery_state === 'entregado' ? 'Recibido' : fromMap(DELIVERY_STATES)(r.delivery_state)}`,
        )
        .join('; '),
    internal_dispatch: (value) =>
      asObjects(value)
        .map((d) => {
          const entry = asObjects(d.entry)[0];
          const offices = Array.isArray(d.offices) ? d.offices.map(office).join(', ') : '';
          return `Ingreso ${String(entry?.number ?? '')} derivado a ${offices}`;
        })
        .join('; '),
    attachments: fileNames,
  };
}
