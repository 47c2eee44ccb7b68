/** How the control's Historial names its fields, actions and values with what the page knows. */
import { ATTEMPT_RESULTS, DELIVERY_CONTROL_STATES, DELIVERY_KINDS } from '@shared/schemas/delivery';
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
import type { DeliveryControl } from '../delivery-controls.record';

export const CONTROL_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  year: 'Año',
  sequence: 'Correlativo',
  kind: 'Tipo',
  courier_id: 'Mensajero',
  provider: 'Proveedor',
  guide_number: 'Guía u orden de servicio',
  zone: 'Zona',
  scheduled_date: 'Fecha programada',
  notes: 'Observaciones',
  office_id: 'Oficina',
  registered_by: 'Preparado por',
  state: 'Estado',
  items: 'Documentos',
  attempt: 'Resultado',
  annulled_reason: 'Motivo de la anulación',
  dispatched_at: 'Salida a ruta',
  closed_at: 'Cierre',
  attachments: 'Archivos',
};

export const CONTROL_HISTORY_ACTIONS: Record<string, string> = {
  create: 'Creó el control',
  update: 'Editó el control',
  add_items: 'Agregó documentos',
  scan: 'Agregó por sticker',
  remove_item: 'Quitó un documento',
  dispatch: 'Despachó el control',
  record: 'Registró un resultado',
  annul: 'Anuló el control',
  close: 'Cerró el control',
  attach: 'Adjuntó un cargo',
  detach: 'Quitó un archivo',
};

export function controlHistoryFormats(control: DeliveryControl): Record<string, HistoryFormat> {
  const people = new Map<number, string>();
  if (control.courier_id && control.courier) people.set(control.courier_id, personName(control.courier));
  if (control.registered_by_user) people.set(control.registered_by as number, personName(control.registered_by_user));
  const copies = new Map((control.items ?? []).map((i) => [i.copy_id, i.copy?.document.number ?? `#${i.copy_id}`]));
  const items = new Map((control.items ?? []).map((i) => [i.id, i.copy?.document.number ?? `#${i.id}`]));
  const copy = (id: unknown) => copies.get(Number(id)) ?? 'un documento ya quitado';
  return {
    state: fromMap(DELIVERY_CONTROL_STATES),
    kind: fromMap(DELIVERY_KINDS),
    courier_id: namedIn(people),
    registered_by: namedIn(people),
    office_id: sameId((control.office_id as number | null) ?? null, codeName(control.office)),
    scheduled_date: historyDate,
    dispatched_at: historyDate,
    closed_at: historyDate,
    attachments: fileNames,
    items: (value) => (Array.isArray(value) ? value.map(copy).join(', ') : ''),
    attempt: (value) =>
      asObjects([value])
        .map(
          (a) =>
            `${items.get(Number(a.item_id)) ?? ''}: ${fromMap(ATTEMPT_RESULTS)(a.result)} (visita ${String(a.visit)})`,
        )
        .join(''),
  };
}
