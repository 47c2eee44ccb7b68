/** How the permission's Historial names its fields, actions and values. */
import {
  PERMISSION_ITEM_KINDS,
  PERMISSION_STATES,
  PERMISSION_TYPES,
} from '@shared/schemas/archive-temporary-permissions';
import { codeName } from '../../../lib/crud/columns';
import { fromMap, type HistoryFormat, historyDate, namedIn, sameId } from '../../../lib/crud/historyFormats';
import { personName } from '../../../lib/records/names';
import type { Permission } from '../archive-temporary-permissions.record';

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

type Named<T> = (T & { id?: number }) | null;

/** The people and offices the page knows, by id (the answer's names carry their ids). */
function namesOf(p: Permission) {
  const people = new Map<number, string>();
  for (const u of [p.holder, p.requested_by_user, p.granted_by_user, p.authorized_by_user, p.received_by_user] as Named<
    Permission['holder']
  >[])
    if (u?.id) people.set(u.id, personName(u));
  const offices = new Map<number, string>();
  for (const o of [p.holder_office, p.item_office] as Named<Permission['item_office']>[])
    if (o?.id) offices.set(o.id, codeName(o));
  return { people: namedIn(people), offices: namedIn(offices) };
}

export const permissionHistoryFormats = (p: Permission): Record<string, HistoryFormat> => {
  const { people, offices } = namesOf(p);
  return {
    state: fromMap(PERMISSION_STATES),
    type: fromMap(PERMISSION_TYPES),
    item_kind: fromMap(PERMISSION_ITEM_KINDS),
    item_id: sameId(p.item_id, p.item_label),
    holder_id: people,
    requested_by: people,
    granted_by: people,
    authorized_by: people,
    received_by: people,
    holder_office_id: offices,
    item_office_id: offices,
    starts_on: historyDate,
    until_on: historyDate,
    original_until_on: historyDate,
    authorized_at: historyDate,
    granted_at: historyDate,
    returned_at: historyDate,
  };
};
