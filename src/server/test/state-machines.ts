/**
 * The pinned state machines: for every document module, its states, the edit's states and keys,
 * and per action the states it leaves from, the state it goes to and the permission keys (any one
 * of them; `admin` passes everything), with the body fields it cannot go without.
 * `modules/documents-states.test.ts` fails when a module's transitions table
 * (`modules/<module>/<module>.transitions.ts`) differs from its entry here, and generates from
 * this table the API checks: every action in every state outside `from` answers 409, and every
 * required field left out answers 422 with its Spanish field error, changing nothing. Changing a
 * module's state machine means changing its entry here: the domain rules are in `docs/domain.md`.
 */

import type { PermissionKey } from '@shared/permissions';

/**
 * A field the action refuses to go without (422 on that field), optionally only when the body
 * carries other values (`with`: who received a delivery, only when it was delivered).
 */
export type RequiredField = string | { field: string; with: Record<string, unknown> };

export interface PinnedAction {
  from: readonly string[];
  /** Null when the action decides the state itself or leaves it as it is. */
  to: string | null;
  keys: readonly PermissionKey[];
  requires?: readonly RequiredField[];
  /** No route: another module applies it (its guards are proven by that module's tests). */
  serviceOnly?: true;
}

export interface PinnedStateMachine {
  states: readonly string[];
  edit: { from: readonly string[]; keys: readonly PermissionKey[] };
  actions: Readonly<Record<string, PinnedAction>>;
}

const ENTRIES_MOVE: readonly PermissionKey[] = ['entries-update', 'entries-index', 'entries-me', 'entries-all'];
const FOLDERS_ITEMS: readonly PermissionKey[] = ['folders-update', 'folders-create', 'folders-me'];
const PERMISSIONS_HOLDER: readonly PermissionKey[] = [
  'archive-temporary-permission-index',
  'archive-temporary-permission-show',
  'archive-temporary-permission-create',
  'archive-temporary-permission-update',
];
const TRANSFERS_PREPARE: readonly PermissionKey[] = ['archive-transfers-create', 'archive-transfers-create-office'];
const EXPEDIENT_STATES = [
  'abierto',
  'cerrado',
  'pendiente_transferencia',
  'transferido',
  'rechazado',
  'eliminado',
  'conservacion_permanente',
] as const;
const PLACEABLE = EXPEDIENT_STATES.filter((s) => s !== 'eliminado');
const ENTRY_STATES = ['registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado'] as const;
const ENTRY_OPEN = ['registrado', 'derivado', 'recibido'] as const;
const WITH_MOVEMENTS = ENTRY_STATES.filter((s) => s !== 'anulado');
const DELIVERED = { result: 'entregado', signed: true };

/** Entry and output requests: one machine, their own keys. */
function requestMachine(resource: 'entry-requests' | 'output-requests'): PinnedStateMachine {
  const create: readonly PermissionKey[] = [`${resource}-create`];
  const assign: readonly PermissionKey[] = [`${resource}-assign`];
  const queued = ['pendiente', 'en_revision'];
  return {
    states: ['pendiente', 'en_revision', 'asignada', 'observada', 'rechazada', 'cancelada', 'caducada'],
    edit: { from: ['pendiente', 'observada'], keys: create },
    actions: {
      take: { from: queued, to: 'en_revision', keys: assign },
      assign: { from: queued, to: 'asignada', keys: assign },
      observe: { from: queued, to: 'observada', keys: assign, requires: ['reason', 'reason_code'] },
      reject: { from: queued, to: 'rechazada', keys: assign, requires: ['reason', 'reason_code'] },
      cancel: { from: ['pendiente', 'observada'], to: 'cancelada', keys: create },
      // Only an observed request comes back: a rejected one is final.
      resubmit: { from: ['observada'], to: 'pendiente', keys: create },
    },
  };
}

/** Supporting entries and outputs: one machine, their own keys. */
function supportingMachine(resource: 'supporting-entries' | 'supporting-outputs'): PinnedStateMachine {
  const update: readonly PermissionKey[] = [`${resource}-update`];
  return {
    states: ['registrado', 'atendido', 'archivado', 'anulado'],
    edit: { from: ['registrado', 'atendido'], keys: update },
    actions: {
      attend: { from: ['registrado'], to: 'atendido', keys: update },
      archive: { from: ['atendido'], to: 'archivado', keys: [...update, 'archive-documents-create'] },
      annul: { from: ['registrado', 'atendido'], to: 'anulado', keys: update, requires: ['reason'] },
    },
  };
}

export const STATE_MACHINES: Readonly<Record<string, PinnedStateMachine>> = {
  entries: {
    states: ENTRY_STATES,
    edit: { from: ['registrado'], keys: ['entries-update'] },
    actions: {
      derive: { from: ENTRY_OPEN, to: 'derivado', keys: ['entries-update'], requires: ['destinations'] },
      receive: { from: WITH_MOVEMENTS, to: null, keys: ENTRIES_MOVE },
      return: { from: WITH_MOVEMENTS, to: null, keys: ENTRIES_MOVE, requires: ['reason'] },
      assign: { from: ENTRY_OPEN, to: null, keys: ['entries-update'], requires: ['user_id'] },
      attend: { from: ['recibido'], to: 'atendido', keys: ENTRIES_MOVE },
      archive: { from: ['atendido'], to: 'archivado', keys: ['entries-update', 'archive-documents-create'] },
      annul: {
        from: ['registrado', 'derivado', 'recibido', 'atendido'],
        to: 'anulado',
        keys: ['entries-update'],
        requires: ['reason'],
      },
    },
  },
  outputs: {
    states: ['registrado', 'en_despacho', 'entregado', 'devuelto', 'archivado', 'anulado'],
    edit: { from: ['registrado'], keys: ['outputs-update'] },
    actions: {
      dispatch: { from: ['registrado'], to: 'en_despacho', keys: ['outputs-update'] },
      deliver: {
        from: ['en_despacho'],
        to: null,
        keys: ['outputs-update'],
        requires: [
          'state',
          { field: 'received_by_name', with: { state: 'entregado' } },
          { field: 'received_by_document', with: { state: 'entregado' } },
        ],
      },
      // Deposited in the recipient's casilla electrónica (docs/electronic-delivery.md), from registration on.
      notify: { from: ['registrado', 'en_despacho'], to: null, keys: ['outputs-update'] },
      // A peer institution refused the copy its receipt delivered (peer-institutions.inbox.ts).
      peer_refused: {
        from: ['en_despacho', 'entregado', 'devuelto'],
        to: null,
        keys: ['outputs-update'],
        serviceOnly: true,
      },
      // A returned copy back at the front desk (docs/delivery.md): received, then sent again.
      acknowledge_return: {
        from: ['en_despacho', 'devuelto', 'entregado'],
        to: null,
        keys: ['delivery-controls-create'],
      },
      redispatch: {
        from: ['en_despacho', 'devuelto', 'entregado'],
        to: null,
        keys: ['delivery-controls-create'],
        requires: ['address', 'ubigeo'],
      },
      archive: {
        from: ['entregado', 'devuelto'],
        to: 'archivado',
        keys: ['outputs-update', 'archive-documents-create'],
      },
      annul: { from: ['registrado', 'en_despacho'], to: 'anulado', keys: ['outputs-update'], requires: ['reason'] },
    },
  },
  'entry-requests': requestMachine('entry-requests'),
  'output-requests': requestMachine('output-requests'),
  'supporting-entries': supportingMachine('supporting-entries'),
  'supporting-outputs': supportingMachine('supporting-outputs'),
  drafts: {
    states: ['borrador', 'en_visto_bueno', 'observado', 'por_firmar', 'firmado'],
    edit: { from: ['borrador', 'observado'], keys: ['outputs-draft'] },
    actions: {
      send: { from: ['borrador', 'observado'], to: null, keys: ['outputs-draft'] },
      approve: { from: ['en_visto_bueno'], to: null, keys: ['outputs-review'], requires: ['pin'] },
      sign: { from: ['por_firmar'], to: 'firmado', keys: ['outputs-sign'], requires: ['pin'] },
      observe: {
        from: ['en_visto_bueno', 'por_firmar'],
        to: 'observado',
        keys: ['outputs-review', 'outputs-sign'],
        requires: ['reason'],
      },
    },
  },
  folders: {
    states: ['abierta', 'cerrada'],
    edit: { from: ['abierta', 'cerrada'], keys: ['folders-update'] },
    actions: {
      close: { from: ['abierta'], to: 'cerrada', keys: ['folders-update'] },
      reopen: { from: ['cerrada'], to: 'abierta', keys: ['folders-update'] },
      file: { from: ['abierta'], to: null, keys: FOLDERS_ITEMS, requires: ['item_type', 'item_id'] },
      unfile: { from: ['abierta'], to: null, keys: FOLDERS_ITEMS, requires: ['item_id'] },
      reorder: { from: ['abierta'], to: null, keys: FOLDERS_ITEMS, requires: ['item_ids'] },
      expedient: { from: ['abierta', 'cerrada'], to: null, keys: FOLDERS_ITEMS, requires: ['code', 'series_id'] },
    },
  },
  'delivery-controls': {
    states: ['borrador', 'en_ruta', 'cerrada', 'anulada'],
    edit: { from: ['borrador'], keys: ['delivery-controls-update'] },
    actions: {
      add_items: { from: ['borrador'], to: null, keys: ['delivery-controls-update'] },
      scan: { from: ['borrador'], to: null, keys: ['delivery-controls-update'], requires: ['text'] },
      remove_item: { from: ['borrador'], to: null, keys: ['delivery-controls-update'] },
      dispatch: { from: ['borrador'], to: 'en_ruta', keys: ['delivery-controls-update'] },
      record: {
        from: ['en_ruta'],
        to: null,
        keys: ['delivery-controls-update', 'delivery-controls-show', 'delivery-controls-index'],
        requires: [
          'result',
          // The cargo: who received it, with their document, signed or sealed.
          { field: 'received_by_name', with: DELIVERED },
          { field: 'received_by_document', with: DELIVERED },
          { field: 'signed', with: { result: 'entregado', signed: false, sealed: false } },
          { field: 'reason_code', with: { result: 'devuelto' } },
        ],
      },
      annul: {
        from: ['borrador', 'en_ruta'],
        to: 'anulada',
        keys: ['delivery-controls-update'],
        requires: ['reason'],
      },
    },
  },
  'archive-expedients': {
    states: EXPEDIENT_STATES,
    edit: { from: ['abierto', 'cerrado', 'rechazado'], keys: ['archive-expedients-update'] },
    actions: {
      close: { from: ['abierto'], to: 'cerrado', keys: ['archive-expedients-update'] },
      reopen: { from: ['cerrado', 'rechazado'], to: 'abierto', keys: ['archive-expedients-update'] },
      place: { from: PLACEABLE, to: null, keys: ['archive-expedients-update'], requires: ['location_id', 'position'] },
      move: { from: PLACEABLE, to: null, keys: ['archive-expedients-update'], requires: ['location_id', 'position'] },
      remove: { from: EXPEDIENT_STATES, to: null, keys: ['archive-expedients-update'] },
    },
  },
  'archive-temporary-permissions': {
    states: ['solicitado', 'por_autorizar', 'vigente', 'devuelto', 'rechazado', 'revocado', 'cancelado'],
    edit: { from: ['solicitado', 'por_autorizar'], keys: ['archive-temporary-permission-update'] },
    actions: {
      approve: { from: ['solicitado'], to: null, keys: ['archive-temporary-permission-update'] },
      authorize: { from: ['por_autorizar'], to: null, keys: PERMISSIONS_HOLDER },
      reject: {
        from: ['solicitado', 'por_autorizar'],
        to: 'rechazado',
        keys: PERMISSIONS_HOLDER,
        requires: ['reason'],
      },
      cancel: {
        from: ['solicitado', 'por_autorizar'],
        to: 'cancelado',
        keys: PERMISSIONS_HOLDER,
        requires: ['reason'],
      },
      return: { from: ['vigente'], to: 'devuelto', keys: ['archive-temporary-permission-update'] },
      renew: { from: ['vigente'], to: null, keys: ['archive-temporary-permission-update'], requires: ['until_on'] },
      revoke: {
        from: ['vigente'],
        to: 'revocado',
        keys: ['archive-temporary-permission-update'],
        requires: ['reason'],
      },
    },
  },
  'archive-disposals': {
    states: ['borrador', 'aprobada', 'ejecutada', 'anulada'],
    edit: { from: ['borrador'], keys: ['archive-disposals-update'] },
    actions: {
      approve: {
        from: ['borrador'],
        to: 'aprobada',
        keys: ['archive-disposals-update'],
        requires: ['resolution_number', 'resolution_date'],
      },
      execute: {
        from: ['aprobada'],
        to: 'ejecutada',
        keys: ['archive-disposals-update'],
        requires: ['method', 'executed_on', 'witnesses'],
      },
      annul: { from: ['borrador'], to: 'anulada', keys: ['archive-disposals-update'], requires: ['reason'] },
    },
  },
  'archive-transfers': {
    states: ['borrador', 'enviada', 'recibida'],
    edit: { from: ['borrador'], keys: TRANSFERS_PREPARE },
    actions: {
      add_items: { from: ['borrador'], to: null, keys: TRANSFERS_PREPARE, requires: ['expedient_ids'] },
      remove_item: { from: ['borrador'], to: null, keys: TRANSFERS_PREPARE, requires: ['item_id'] },
      send: { from: ['borrador'], to: 'enviada', keys: TRANSFERS_PREPARE },
      receive: { from: ['enviada'], to: 'recibida', keys: ['archive-transfers-update'], requires: ['decisions'] },
    },
  },
};
