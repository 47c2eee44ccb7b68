/**
 * How the disposal's Historial names its fields, actions and values: people by name, the office by
 * its code and name, the inventory's units by code (older entries that kept ids, by the codes of
 * the units the page lists).
 */
import { DISPOSAL_METHODS, DISPOSAL_STATES } from '@shared/schemas/archive-disposals';
import { codeName } from '../../../lib/crud/columns';
import { fileNames, fromMap, type HistoryFormat, historyDate, sameId } from '../../../lib/crud/historyFormats';
import { namedPeople } from '../../../lib/records/names';
import type { Disposal } from '../archive-disposals.record';

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

/** The people the page knows: who created, approved and executed it. */
const people = (d: Disposal) => namedPeople([d.created_by_user, d.approved_by_user, d.executed_by_user]);

/** The inventory's units by code: an id (older entries) through the units the page lists. */
function inventory(d: Disposal): HistoryFormat {
  const codes = new Map((d.items ?? []).map((i) => [i.expedient_id, i.code]));
  const one = (value: unknown) => {
    if (typeof value === 'number') return codes.get(value) ?? `n.º ${value}`;
    const kept = /^(\d+) \(se conserva\)$/.exec(String(value));
    return kept ? `${codes.get(Number(kept[1])) ?? `n.º ${kept[1]}`} (se conserva)` : String(value);
  };
  return (value) => (Array.isArray(value) ? (value.length > 0 ? value.map(one).join(', ') : '—') : one(value));
}

export const disposalHistoryFormats = (d: Disposal): Record<string, HistoryFormat> => ({
  state: fromMap(DISPOSAL_STATES),
  created_by: people(d),
  approved_by: people(d),
  executed_by: people(d),
  office_id: sameId(d.office_id, d.office ? codeName(d.office) : undefined),
  inventario: inventory(d),
  method: fromMap(DISPOSAL_METHODS),
  resolution_date: historyDate,
  executed_on: historyDate,
  approved_at: historyDate,
  attachments: fileNames,
});
