/** How the transfer's Historial names its fields, actions and values. */
import { TRANSFER_STATES } from '@shared/schemas/archive-transfers';
import { codeName } from '../../../lib/crud/columns';
import { fromMap, type HistoryFormat, historyDate, sameId } from '../../../lib/crud/historyFormats';
import { namedPeople } from '../../../lib/records/names';
import type { Transfer } from '../archive-transfers.record';

export const TRANSFER_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  year: 'Año',
  sequence: 'Correlativo',
  office_id: 'Oficina',
  transfer_date: 'Fecha de transferencia',
  notes: 'Observaciones',
  state: 'Estado',
  created_by: 'Preparada por',
  sent_at: 'Enviada el',
  sent_by: 'Enviada por',
  received_at: 'Recibida el',
  received_by: 'Recibida por',
  unidades_agregadas: 'Unidades agregadas',
  unidad_quitada: 'Unidad quitada',
  aceptadas: 'Unidades aceptadas',
  rechazadas: 'Unidades rechazadas',
};

export const TRANSFER_HISTORY_ACTIONS: Record<string, string> = {
  add_items: 'Unidades agregadas',
  remove_item: 'Unidad quitada',
  send: 'Enviada al archivo central',
  receive: 'Recibida por el archivo central',
};

/** The people the page knows: who created, sent and received it. */
const people = (t: Transfer) => namedPeople([t.created_by_user, t.sent_by_user, t.received_by_user]);

export const transferHistoryFormats = (t: Transfer): Record<string, HistoryFormat> => ({
  state: fromMap(TRANSFER_STATES),
  created_by: people(t),
  sent_by: people(t),
  received_by: people(t),
  office_id: sameId(t.office_id, codeName(t.office)),
  transfer_date: historyDate,
  sent_at: historyDate,
  received_at: historyDate,
});
