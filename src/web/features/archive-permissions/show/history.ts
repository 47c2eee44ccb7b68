/** How the permission's Historial names its fields, actions and values. */
import { PERMISSION_ITEM_KINDS, PERMISSION_STATES, PERMISSION_TYPES } from '@shared/schemas/archive-permissions';
import { fromMap, type HistoryFormat, historyDate } from '../../../lib/crud/historyFormats';

export const PERMISSION_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  year: 'Año',
  sequence: 'Correlativo',
  holder_id: 'Titular',
  holder_office_id: 'Oficina del titular',
  item_kind: 'Qué',
  item_id: 'Documento o expediente',
  item_label: 'Código o número',
  item_office_id: 'Oficina de origen',
  type: 'Tipo de acceso',
  reason: 'Motivo',
  starts_on: 'Desde',
  until_on: 'Hasta',
  original_until_on: 'Vencimiento inicial',
  renewals: 'Renovaciones',
  state: 'Estado',
  requested_by: 'Solicitado por',
  authorized_by: 'Autorizado por',
  authorized_at: 'Autorizado el',
  granted_by: 'Aprobado por',
  granted_at: 'Entregado el',
  returned_at: 'Devuelto el',
  received_by: 'Recibido por',
  return_notes: 'Observaciones de la devolución',
  closing_reason: 'Motivo',
};

export const PERMISSION_HISTORY_ACTIONS: Record<string, string> = {
  approve: 'Aprobado',
  authorize: 'Autorizado por la oficina',
  reject: 'Rechazado',
  cancel: 'Cancelado',
  return: 'Devolución registrada',
  renew: 'Renovado',
  revoke: 'Revocado',
  expire: 'Terminó al vencer',
};

export const permissionHistoryFormats = (): Record<string, HistoryFormat> => ({
  state: fromMap(PERMISSION_STATES),
  type: fromMap(PERMISSION_TYPES),
  item_kind: fromMap(PERMISSION_ITEM_KINDS),
  starts_on: historyDate,
  until_on: historyDate,
  original_until_on: historyDate,
});
