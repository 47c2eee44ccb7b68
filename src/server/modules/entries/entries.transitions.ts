/**
 * What may happen to an entry, written once: each action's states, permission keys, reason and
 * side effects. `entryTransitions.apply` is the service (entries.service.ts names each action),
 * `abilities` the `can` of every answer, `register` the `POST /entries/:id/{action}` routes.
 */
import { assignInput, deriveInput, OPEN_ENTRY_STATES, returnMovementInput } from '@shared/schemas/entries';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries, entryMovements, offices, users } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { editorsOrRegistrar } from '../../lib/records/attach';
import type { Caller } from '../../lib/records/caller';
import { childOf, forIds } from '../../lib/records/children';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import {
  ARCHIVE,
  assignableOffices,
  CREATE,
  canHandleMovement,
  type EntryRow,
  HANDLE,
  holdingOffices,
  isAdmin,
  notifyEntry,
  scopeCondition,
  UPDATE,
} from './entries.scope';
import { isPrintable } from './entries.sticker';

export const BASE = '/api/v1/entries';

/** Entries within the caller's scope: `findVisible` (404 outside it) and `isVisible`. */
export const { findVisible, isVisible } = scopedRecords(entries, scopeCondition);

export const stateConflict = stateConflicts('un ingreso');

/** The route sheet as the rules need it. */
export type MovementSummary = { id: number; to_office_id: number; to_user_id: number | null; state: string };

async function routeSheets(db: Executor, rows: readonly EntryRow[]) {
  const ids = rows.map((r) => r.id);
  const movements = await forIds(ids, () =>
    db
      .select({
        id: entryMovements.id,
        entry_id: entryMovements.entry_id,
        to_office_id: entryMovements.to_office_id,
        to_user_id: entryMovements.to_user_id,
        state: entryMovements.state,
      })
      .from(entryMovements)
      .where(inArray(entryMovements.entry_id, ids)),
  );
  return (row: EntryRow): MovementSummary[] => movements.filter((m) => m.entry_id === row.id);
}

const NOT_ANNULLED = ['registrado', 'derivado', 'recibido', 'atendido', 'archivado'] as const;

/**
 * Derive: the destinations must exist (and the person belong to the office); each gets a pending
 * movement. When the derivation names one person, that person becomes the entry's assignee.
 */
async function derive(tx: Executor, caller: Caller, existing: EntryRow, destinations: DeriveDestination[]) {
  const errors: Record<string, string[]> = {};
  for (const [i, d] of destinations.entries()) {
    const [office] = await tx.select().from(offices).where(eq(offices.id, d.office_id));
    if (!office?.active) errors[`destinations.${i}.office_id`] = ['La oficina no existe o está inactiva.'];
    if (d.user_id !== null) {
      const [user] = await tx.select().from(users).where(eq(users.id, d.user_id));
      if (!user?.active) errors[`destinations.${i}.user_id`] = ['El usuario no existe o está inactivo.'];
      else if (user.office_id !== d.office_id)
        errors[`destinations.${i}.user_id`] = ['El usuario no pertenece a la oficina elegida.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const inserted = await tx
    .insert(entryMovements)
    .values(
      destinations.map((d) => ({
        entry_id: existing.id,
        from_office_id: caller.user.office_id ?? null,
        to_office_id: d.office_id,
        to_user_id: d.user_id,
        action: d.action,
        instructions: d.instructions,
        sent_by: caller.user.id,
      })),
    )
    .returning();
  await notifyEntry(
    tx,
    existing,
    inserted.map((m) => m.to_user_id ?? { office: m.to_office_id }),
    `Se derivó el ingreso ${existing.number}: ${existing.subject}`,
  );
  // Derived to one person: that person answers for it («Responsable») until someone else is named.
  const people = [...new Set(destinations.flatMap((d) => (d.user_id === null ? [] : [d.user_id])))];
  return {
    set: people.length === 1 ? { assignee_id: people[0]! } : undefined,
    changes: {
      movements: [
        null,
        inserted.map((m) => ({ id: m.id, to_office_id: m.to_office_id, to_user_id: m.to_user_id, action: m.action })),
      ] as [unknown, unknown],
    },
  };
}

type DeriveDestination = ReturnType<typeof deriveInput.parse>['destinations'][number];

type Movement = typeof entryMovements.$inferSelect;

/** The movement `:movementId` of the entry (404 when it has none). */
const movementOf = childOf(entryMovements, entryMovements.entry_id, 'movementId');

/** The movement, if the caller may receive or return it now. */
function pendingMovement(caller: Caller, movement: Movement): Movement {
  if (!canHandleMovement(caller, movement))
    throw forbidden('Solo un usuario de la oficina de destino puede recibir o devolver este documento.');
  if (movement.state !== 'pendiente') throw conflict('Este movimiento ya fue recibido o devuelto.');
  return movement;
}

/** Whether the caller has a pending movement of the entry to receive or return. */
const hasReceivable = (caller: Caller, movements: MovementSummary[]) =>
  movements.some((m) => m.state === 'pendiente' && canHandleMovement(caller, m));

export const entryTransitions = transitions<EntryRow, MovementSummary[]>({
  base: BASE,
  entity: 'entries',
  table: entries,
  findVisible,
  stateConflict,
  context: routeSheets,
  edit: { permissions: UPDATE, from: ['registrado'], verb: 'editar' },
  // `entries-update` holders and the clerk who registered it, while it is open; administrators
  // always (e.g. a scan added to an archived entry).
  attach: {
    ...editorsOrRegistrar(
      { update: UPDATE, create: CREATE },
      OPEN_ENTRY_STATES,
      'No puede modificar los adjuntos de este ingreso.',
    ),
    anyState: isAdmin,
    closed: (state) => conflict(`No se pueden modificar los adjuntos de un ingreso en estado «${state}».`),
  },
  actions: {
    derive: {
      permissions: UPDATE,
      from: OPEN_ENTRY_STATES,
      to: 'derivado',
      verb: 'derivar',
      body: deriveInput.omit({ version: true }),
      run: (tx, { caller, existing, body }) => derive(tx, caller, existing, body.destinations as DeriveDestination[]),
    },
    receive: {
      path: 'movements/:movementId/receive',
      permissions: HANDLE,
      from: NOT_ANNULLED,
      verb: 'recibir',
      unversioned: true,
      able: (caller, _row, movements) => hasReceivable(caller, movements),
      child: movementOf,
      run: async (tx, { caller, existing, child }) => {
        const movement = pendingMovement(caller, child);
        const [saved] = await tx
          .update(entryMovements)
          .set({ state: 'recibido', received_by: caller.user.id, received_at: sql`now()` })
          .where(eq(entryMovements.id, movement.id))
          .returning();
        const state = existing.state === 'derivado' || existing.state === 'registrado' ? 'recibido' : existing.state;
        return { set: { state }, changes: { movement: [movement, saved] } };
      },
    },
    return: {
      path: 'movements/:movementId/return',
      permissions: HANDLE,
      from: NOT_ANNULLED,
      verb: 'devolver',
      unversioned: true,
      body: returnMovementInput,
      able: (caller, _row, movements) => hasReceivable(caller, movements),
      child: movementOf,
      run: async (tx, { caller, existing, child, body }) => {
        const movement = pendingMovement(caller, child);
        const reason = body.reason as string;
        const [saved] = await tx
          .update(entryMovements)
          .set({ state: 'devuelto', received_by: caller.user.id, received_at: sql`now()`, returned_reason: reason })
          .where(eq(entryMovements.id, movement.id))
          .returning();
        // The entry goes back to `registrado` when nothing else is pending or received.
        const [other] = await tx
          .select({ id: entryMovements.id })
          .from(entryMovements)
          .where(
            and(eq(entryMovements.entry_id, existing.id), inArray(entryMovements.state, ['pendiente', 'recibido'])),
          )
          .limit(1);
        await notifyEntry(tx, existing, [movement.sent_by], `Se devolvió el ingreso ${existing.number}: ${reason}`);
        return { set: { state: other ? existing.state : 'registrado' }, changes: { movement: [movement, saved] } };
      },
    },
    assign: {
      permissions: UPDATE,
      from: OPEN_ENTRY_STATES,
      verb: 'asignar',
      body: assignInput.omit({ version: true }),
      refuse: (caller, row, movements) =>
        assignableOffices(caller, holdingOffices(row, movements)) === null
          ? forbidden('Solo una oficina que tiene el ingreso puede asignarlo.')
          : null,
      run: async (tx, { caller, existing, body }) => {
        const movements = (await routeSheets(tx, [existing]))(existing);
        const holders = holdingOffices(existing, movements);
        const allowed = assignableOffices(caller, holders)!;
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(users.id, body.user_id as number));
        if (!user?.active) throw invalid({ user_id: ['El usuario no existe o está inactivo.'] });
        if (user.office_id === null || !holders.includes(user.office_id))
          throw invalid({ user_id: ['La persona debe pertenecer a una oficina que tiene el ingreso.'] });
        if (!allowed.includes(user.office_id))
          throw invalid({ user_id: ['Solo puede asignar el ingreso a personas de su oficina.'] });
        const text = `Se le asignó el ingreso ${existing.number}: ${existing.subject}`;
        // Told once assigned: being the assignee is what lets a worker open the entry.
        const after = async () => {
          if (user.id !== caller.user.id) await notifyEntry(tx, existing, [user.id], text);
        };
        return { set: { assignee_id: user.id }, after };
      },
    },
    attend: {
      permissions: HANDLE,
      from: ['recibido'],
      to: 'atendido',
      verb: 'atender',
      // The moment the attention-time report reads, kept from the first time it was attended.
      run: async (_tx, { existing }) => ({ set: { attended_at: existing.attended_at ?? new Date() } }),
    },
    archive: { permissions: ARCHIVE, from: ['atendido'], to: 'archivado', verb: 'archivar' },
    annul: {
      permissions: UPDATE,
      from: ['registrado', 'derivado', 'recibido', 'atendido'],
      to: 'anulado',
      verb: 'anular',
      reason: 'annulled_reason',
      // Pending movements die with the entry; the number is kept (never reused).
      run: async (tx, { existing }) => {
        await tx
          .update(entryMovements)
          .set({ state: 'devuelto', returned_reason: 'Ingreso anulado.' })
          .where(and(eq(entryMovements.entry_id, existing.id), eq(entryMovements.state, 'pendiente')));
        return undefined;
      },
    },
  },
  offers: { print: (_caller, row) => isPrintable(row) },
});
