/**
 * What may happen to a disposal (docs/domain.md §5.6), written once: a draft inventory (`borrador`) is
 * approved with its resolution (number, date and the signed file, uploaded as an attachment
 * first) → `aprobada`, then executed by a method before witnesses → `ejecutada`, which turns each
 * unit `eliminado` (or `conservacion_permanente` when selection keeps it) through the expedients'
 * service in the same transaction; a draft may be annulled instead.
 */
import { approveInput, DISPOSAL_STATES, executeInput } from '@shared/schemas/archive-disposals';
import { EXPEDIENT_STATES, type ExpedientState } from '@shared/schemas/archive-expedients';
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveDisposals, archiveExpedients, attachments } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import { childCounts } from '../../lib/records/children';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import { disposeExpedient, metresOfUnits } from '../archive-expedients/archive-expedients.service';
import { DISPOSABLE_STATES, onLoan } from './archive-disposals.candidates';
import { type DisposalRow, disposalScope, ENTITY, UPDATE } from './archive-disposals.scope';

export const BASE = '/api/v1/archive-disposals';

export const { findVisible, isVisible } = scopedRecords(archiveDisposals, disposalScope);

export const stateConflict = stateConflicts('una eliminación', DISPOSAL_STATES);

/** Whether its resolution has been uploaded (its files). */
export interface DisposalContext {
  files: number;
}

async function fileCounts(db: Executor, rows: readonly DisposalRow[]) {
  const files = await childCounts(
    db,
    attachments.owner_id,
    rows.map((r) => r.id),
    and(eq(attachments.owner_type, ENTITY), isNull(attachments.deleted_at)),
  );
  return (row: DisposalRow): DisposalContext => ({ files: files.get(row.id) ?? 0 });
}

const dated = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Destroys (or keeps) every unit of the inventory; 409 when one is no longer disposable. Returns
 * their volume as destroyed, for the minutes.
 */
async function executeUnits(tx: Executor, caller: Caller, disposal: DisposalRow): Promise<number> {
  const items = await tx
    .select({
      id: archiveDisposalItems.id,
      expedient_id: archiveDisposalItems.expedient_id,
      keep: archiveDisposalItems.keep,
    })
    .from(archiveDisposalItems)
    .where(eq(archiveDisposalItems.disposal_id, disposal.id))
    .orderBy(asc(archiveDisposalItems.position));
  const units = await tx
    .select({ unit: archiveExpedients, lent: sql<boolean>`${onLoan}` })
    .from(archiveExpedients)
    .where(
      inArray(
        archiveExpedients.id,
        items.map((i) => i.expedient_id),
      ),
    )
    .orderBy(asc(archiveExpedients.id))
    .for('update', { of: archiveExpedients });
  const byId = new Map(units.map((u) => [u.unit.id, u]));
  const metres = await metresOfUnits(
    tx,
    items.map((i) => i.expedient_id),
  );
  for (const item of items) {
    const { unit, lent } = byId.get(item.expedient_id)!;
    if (!(DISPOSABLE_STATES as readonly string[]).includes(unit.state))
      throw conflict(
        `La unidad ${unit.code} está «${EXPEDIENT_STATES[unit.state as ExpedientState] ?? unit.state}»: ya no puede eliminarse.`,
      );
    if (lent) throw conflict(`La unidad ${unit.code} está prestada: registre su devolución antes de ejecutar.`);
    const at = await disposeExpedient(tx, caller, unit, item.keep);
    if (!item.keep && at)
      await tx.update(archiveDisposalItems).set({ location_code: at }).where(eq(archiveDisposalItems.id, item.id));
  }
  return metres;
}

export const disposalTransitions = transitions<DisposalRow, DisposalContext>({
  base: BASE,
  entity: ENTITY,
  table: archiveDisposals,
  findVisible,
  stateConflict,
  context: fileCounts,
  edit: { permissions: UPDATE, from: ['borrador'], verb: 'editar' },
  // The resolution's signed file, before and after approval.
  attach: { permissions: UPDATE, from: ['borrador', 'aprobada'] },
  actions: {
    approve: {
      permissions: UPDATE,
      from: ['borrador'],
      to: 'aprobada',
      verb: 'aprobar',
      body: approveInput,
      refuse: (_caller, _row, context) =>
        context.files === 0
          ? invalid(
              { files: ['Adjunte la resolución firmada antes de aprobar.'] },
              'Adjunte la resolución firmada antes de aprobar.',
            )
          : null,
      run: async (_tx, { caller, body }) => {
        const input = approveInput.parse(body);
        if (input.resolution_date > calendarDate(new Date()))
          throw invalid({ resolution_date: ['La fecha de la resolución no puede ser futura.'] });
        return {
          set: { ...input, approved_by: caller.user.id, approved_at: new Date() },
        };
      },
    },
    execute: {
      permissions: UPDATE,
      from: ['aprobada'],
      to: 'ejecutada',
      verb: 'ejecutar',
      body: executeInput,
      run: async (tx, { caller, existing, body }) => {
        const input = executeInput.parse(body);
        if (input.executed_on > calendarDate(new Date()))
          throw invalid({ executed_on: ['La fecha de la eliminación no puede ser futura.'] });
        if (existing.resolution_date && input.executed_on < existing.resolution_date)
          throw invalid({
            executed_on: [`No puede ser anterior a la resolución (${dated(existing.resolution_date)}).`],
          });
        const metres = await executeUnits(tx, caller, existing);
        return { set: { ...input, executed_by: caller.user.id, linear_metres: metres } };
      },
    },
    annul: {
      permissions: UPDATE,
      from: ['borrador'],
      to: 'anulada',
      verb: 'anular',
      reason: 'annulled_reason',
    },
  },
  offers: {
    // Approval also needs the resolution's file: the page says so while it is missing.
    approve_pending_file: (_caller, row, context) => row.state === 'borrador' && context.files === 0,
    minutes: (_caller, row) => row.state === 'ejecutada',
  },
});
