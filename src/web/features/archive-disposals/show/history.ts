/** How the disposal's Historial names its fields, actions and values. */
import { DISPOSAL_METHODS, DISPOSAL_STATES } from '@shared/schemas/archive-disposals';
import { fileNames, fromMap, type HistoryFormat, historyDate } from '../../../lib/crud/historyFormats';
import type { Disposal } from '../disposal';

export const DISPOSAL_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  year: 'Año',
  sequence: 'Correlativo',
  state: 'Estado',
  linear_metres: 'Metros lineales',
  notes: 'Observaciones',
  inventario: 'Inventario (unidades)',
  resolution_number: 'N.° de resolución',
  resolution_date: 'Fecha de la resolución',
  approved_at: 'Aprobada el',
  approved_by: 'Aprobada por',
  method: 'Método',
  executed_on: 'Ejecutada el',
  executed_by: 'Ejecutada por',
  witnesses: 'Testigos',
  annulled_reason: 'Motivo de la anulación',
  office_id: 'Oficina',
  created_by: 'Registrada por',
  attachments: 'Archivos',
};

export const DISPOSAL_HISTORY_ACTIONS: Record<string, string> = {
  approve: 'Aprobada',
  execute: 'Ejecutada',
  annul: 'Anulada',
  attach: 'Archivos adjuntados',
  detach: 'Archivo quitado',
};

export const disposalHistoryFormats = (_d: Disposal): Record<string, HistoryFormat> => ({
  state: fromMap(DISPOSAL_STATES),
  method: fromMap(DISPOSAL_METHODS),
  resolution_date: historyDate,
  executed_on: historyDate,
  approved_at: historyDate,
  attachments: fileNames,
});
