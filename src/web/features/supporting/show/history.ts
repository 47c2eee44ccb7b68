/** How a supporting document's Historial names its fields, actions and values with what the page knows. */
import { PARTY_KINDS, SUPPORTING_STATES } from '@shared/schemas/supporting';
import { codeName } from '../../../lib/crud/columns';
import { fileNames, fromMap, type HistoryFormat, historyDate, namedIn, sameId } from '../../../lib/crud/historyFormats';
import { personName } from '../../../lib/records/names';
import type { Supporting } from '../supporting.record';

export const SUPPORTING_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  document_at: 'Fecha',
  type_id: 'Tipo de documento',
  office_id: 'Oficina',
  reference: 'Referencia',
  reference_date: 'Fecha de la referencia',
  party_kind: 'Remitente o destinatario',
  party_office_id: 'Oficina remitente o destinataria',
  party_user_id: 'Persona',
  party_citizen_id: 'Ciudadano o entidad',
  subject: 'Asunto',
  summary: 'Resumen',
  folios: 'Folios',
  annexes: 'Anexos',
  classification_id: 'Clasificación',
  series_id: 'Serie',
  subseries_id: 'Subserie',
  entry_id: 'Ingreso relacionado',
  output_id: 'Salida relacionada',
  registered_by: 'Registrado por',
  state: 'Estado',
  annulled_reason: 'Motivo de anulación',
  attachments: 'Archivos',
  year: 'Año',
  sequence: 'Correlativo',
};

export const SUPPORTING_HISTORY_ACTIONS: Record<string, string> = {
  attend: 'Atención',
  archive: 'Archivo',
  annul: 'Anulación',
  attach: 'Archivos adjuntados',
  detach: 'Archivo quitado',
};

export function supportingHistoryFormats(doc: Supporting): Record<string, HistoryFormat> {
  const people = new Map<number, string>();
  if (doc.registered_by_user) people.set(doc.registered_by, personName(doc.registered_by_user));
  if (doc.party_user_id && doc.party_user) people.set(doc.party_user_id, personName(doc.party_user));
  return {
    state: fromMap(SUPPORTING_STATES),
    party_kind: fromMap(PARTY_KINDS),
    document_at: historyDate,
    reference_date: historyDate,
    type_id: sameId(doc.type_id, doc.type?.name),
    office_id: sameId(doc.office_id, codeName(doc.office)),
    party_office_id: sameId(doc.party_office_id, codeName(doc.party_office)),
    party_user_id: namedIn(people),
    party_citizen_id: sameId(doc.party_citizen_id, doc.party_citizen?.name),
    registered_by: namedIn(people),
    entry_id: sameId(doc.entry_id, doc.entry?.number),
    output_id: sameId(doc.output_id, doc.output?.number),
    classification_id: sameId(doc.classification_id, doc.classification?.name),
    attachments: fileNames,
  };
}
