/**
 * The units a transfer carries: which of an office's units may go (closed, not inside a box, in no
 * other transfer), the units of a transfer with what a box holds, and their state changes, each
 * written as the expedient's own versioned change so it shows in its history.
 */
import { EXPEDIENT_STATES, type ExpedientState } from '@shared/schemas/archive-expedients';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, archiveTransferItems } from '../../db/schema';
import type { Changes } from '../../lib/audit/audit';
import { searchCondition } from '../../lib/crud/list';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { conflict, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import type { ExpedientRow } from '../archive-expedients/archive-expedients.scope';
import { unitMetres } from '../archive-expedients/archive-expedients.service';

export type ItemRow = typeof archiveTransferItems.$inferSelect;

const stateLabel = (state: string) => EXPEDIENT_STATES[state as ExpedientState] ?? state;

/** Not in a transfer that has not rejected it. */
const free = sql`not exists (select 1 from ${archiveTransferItems} i where i.expedient_id = ${archiveExpedients.id} and i.decision is distinct from 'rechazado')`;

/** Closed units of the office, on their own (a unit inside a box goes with the box), in no other transfer. */
export function candidateCondition(officeId: number, q?: string): SQL | undefined {
  return and(
    eq(archiveExpedients.office_id, officeId),
    eq(archiveExpedients.state, 'cerrado'),
    isNull(archiveExpedients.container_id),
    free,
    searchCondition(q, [archiveExpedients.code, archiveExpedients.title]),
  );
}

/** Twenty candidates for the form, by code. */
export function candidates(db: Executor, officeId: number, q?: string) {
  return db
    .select({
      id: archiveExpedients.id,
      code: archiveExpedients.code,
      title: archiveExpedients.title,
      kind: archiveExpedients.kind,
      folios: archiveExpedients.folios,
      date_from: archiveExpedients.date_from,
      date_to: archiveExpedients.date_to,
    })
    .from(archiveExpedients)
    .where(candidateCondition(officeId, q))
    .orderBy(asc(archiveExpedients.code))
    .limit(20);
}

/** 422 on `expedient_ids` naming every unit that may not go in this office's transfer. */
export async function checkCandidates(tx: Executor, officeId: number, ids: readonly number[]): Promise<ExpedientRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select().from(archiveExpedients).where(inArray(archiveExpedients.id, ids));
  const taken = new Set(
    (
      await tx
        .select({ id: archiveTransferItems.expedient_id })
        .from(archiveTransferItems)
        .where(
          and(
            inArray(archiveTransferItems.expedient_id, ids),
            or(isNull(archiveTransferItems.decision), eq(archiveTransferItems.decision, 'aceptado')),
          ),
        )
    ).map((r) => r.id),
  );
  const open = await tx
    .select({ container_id: archiveExpedients.container_id, code: archiveExpedients.code })
    .from(archiveExpedients)
    .where(and(inArray(archiveExpedients.container_id, ids), sql`${archiveExpedients.state} <> 'cerrado'`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  for (const id of ids) {
    const unit = byId.get(id);
    if (!unit || unit.office_id !== officeId) problems.push(`La unidad ${unit?.code ?? id} no es de la oficina.`);
    else if (unit.state !== 'cerrado')
      problems.push(`${unit.code} está «${stateLabel(unit.state)}»: solo se transfieren unidades cerradas.`);
    else if (unit.container_id !== null) problems.push(`${unit.code} está dentro de una caja: se transfiere con ella.`);
    else if (taken.has(id)) problems.push(`${unit.code} ya está en otra transferencia.`);
    else {
      const inside = open.filter((o) => o.container_id === id).map((o) => o.code);
      if (inside.length > 0) problems.push(`La caja ${unit.code} contiene unidades sin cerrar: ${inside.join(', ')}.`);
    }
  }
  if (problems.length > 0) throw invalid({ expedient_ids: problems }, problems[0]);
  return ids.map((id) => byId.get(id)!);
}

/** The transfer's items in order, each with its unit and the shelf space it fills. */
export async function itemsOf(db: Executor, transferIds: readonly number[]) {
  if (transferIds.length === 0) return [];
  return db
    .select({ item: archiveTransferItems, unit: archiveExpedients, metres: unitMetres() })
    .from(archiveTransferItems)
    .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveTransferItems.expedient_id))
    .where(inArray(archiveTransferItems.transfer_id, transferIds))
    .orderBy(asc(archiveTransferItems.position), asc(archiveTransferItems.id));
}

/** What some boxes hold, by code. */
export async function contentsOf(db: Executor, boxIds: readonly number[]) {
  if (boxIds.length === 0) return [];
  return db
    .select()
    .from(archiveExpedients)
    .where(inArray(archiveExpedients.container_id, [...boxIds]))
    .orderBy(asc(archiveExpedients.code));
}

/**
 * Moves units (and what their boxes hold) from `from` to `to`, locked, each a versioned change of
 * the expedient with the transfer's number (and the observation) in its history; 409 naming the
 * first unit no longer in `from`.
 */
export async function moveUnits(
  tx: Executor,
  caller: Caller,
  move: { ids: readonly number[]; from: ExpedientState; to: ExpedientState; action: string; changes: Changes },
): Promise<void> {
  if (move.ids.length === 0) return;
  const ids = [...move.ids];
  const locked = await tx
    .select()
    .from(archiveExpedients)
    .where(or(inArray(archiveExpedients.id, ids), inArray(archiveExpedients.container_id, ids)))
    .orderBy(asc(archiveExpedients.id))
    .for('update');
  for (const unit of locked) {
    if (unit.state !== move.from)
      throw conflict(
        `${unit.code} está «${stateLabel(unit.state)}»: ya no puede pasar a «${stateLabel(move.to)}». Quítela de la transferencia o recargue los datos.`,
      );
    await versionedWrite(tx, {
      table: archiveExpedients,
      entity: 'archive-expedients',
      actor: actorOf(caller),
      action: move.action,
      existing: unit,
      set: { state: move.to },
      extra: move.changes,
    });
  }
}
