/**
 * What may happen to an expedient or box, written once: close it (its retention dates computed
 * from the subseries, or else the series), reopen it, and place it on a level of the location
 * tree, move it or take it off the shelf. `expedientTransitions.apply` is the service.
 */

import { positionCode } from '@shared/schemas/archive';
import { EXPEDIENT_STATES, PLACEABLE_STATES, placementInput, retentionDates } from '@shared/schemas/archive-expedients';
import { calendarDate } from '@shared/working-days';
import { isoDate } from '@shared/zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveDocuments, archiveExpedients, series, subseries } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { forIds } from '../../lib/records/children';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import { placementErrors, topographicCodes } from '../physical-locations/physical-locations.service';
import { type ExpedientRow, expedientScope, UPDATE } from './archive-expedients.scope';

export const BASE = '/api/v1/archive-expedients';

export const { findVisible, isVisible } = scopedRecords(archiveExpedients, expedientScope);

export const stateConflict = stateConflicts('una unidad', EXPEDIENT_STATES);

/** The box an expedient sits in, when it sits in one. */
export interface ExpedientContext {
  container: { code: string; state: string } | null;
}

async function containers(db: Executor, rows: readonly ExpedientRow[]) {
  const ids = [...new Set(rows.map((r) => r.container_id).filter((id): id is number => id !== null))];
  const found = await forIds(ids, () =>
    db
      .select({ id: archiveExpedients.id, code: archiveExpedients.code, state: archiveExpedients.state })
      .from(archiveExpedients)
      .where(inArray(archiveExpedients.id, ids)),
  );
  const byId = new Map(found.map((c) => [c.id, c]));
  return (row: ExpedientRow): ExpedientContext => ({ container: byId.get(row.container_id ?? 0) ?? null });
}

export const closeBody = z.object({
  /** The day it closed (default today): an archivist records closings done on paper. */
  closed_on: isoDate().optional(),
});

/** Years and disposition of the subseries, or else of the series; 422 when the unit has neither. */
async function retentionOf(tx: Executor, row: ExpedientRow) {
  if (row.subseries_id !== null) {
    const [sub] = await tx.select().from(subseries).where(eq(subseries.id, row.subseries_id));
    if (sub) return sub;
  }
  if (row.series_id !== null) {
    const [serie] = await tx.select().from(series).where(eq(series.id, row.series_id));
    if (serie) return serie;
  }
  throw invalid(
    { series_id: ['Asigne la serie documental antes de cerrar: de ella salen los plazos de retención.'] },
    'Asigne la serie documental antes de cerrar: de ella salen los plazos de retención.',
  );
}

/** A box with no unit and no archived document inside. */
async function isEmptyBox(tx: Executor, boxId: number): Promise<boolean> {
  const [unit] = await tx
    .select({ id: archiveExpedients.id })
    .from(archiveExpedients)
    .where(eq(archiveExpedients.container_id, boxId))
    .limit(1);
  if (unit) return false;
  const [document] = await tx
    .select({ id: archiveDocuments.id })
    .from(archiveDocuments)
    .where(eq(archiveDocuments.expedient_id, boxId))
    .limit(1);
  return !document;
}

async function closing(tx: Executor, row: ExpedientRow, closedOn: string | undefined) {
  const today = calendarDate(new Date());
  const closed = closedOn ?? today;
  if (closed > today) throw invalid({ closed_on: ['La fecha de cierre no puede ser futura.'] });
  if (row.date_to !== null && closed < row.date_to) {
    const [y, m, d] = row.date_to.split('-');
    throw invalid({ closed_on: [`La fecha de cierre no puede ser anterior a su último documento (${d}/${m}/${y}).`] });
  }
  if (row.kind === 'caja' && (await isEmptyBox(tx, row.id)))
    throw invalid(
      { closed_on: ['Una caja vacía no se cierra: guarde en ella sus expedientes o documentos primero.'] },
      'Una caja vacía no se cierra: guarde en ella sus expedientes o documentos primero.',
    );
  const retention = await retentionOf(tx, row);
  return {
    closed_on: closed,
    years_office: retention.years_office,
    years_central: retention.years_central,
    disposition: retention.disposition,
    ...retentionDates(closed, retention.years_office, retention.years_central),
  };
}

/** The position's topographic code, for the history (`A-D1-E01-C1-N2-P03`). */
export async function placeCode(tx: Executor, locationId: number | null, position: number | null) {
  if (locationId === null || position === null) return null;
  const code = (await topographicCodes(tx, [locationId])).get(locationId);
  return `${code ?? locationId}-${positionCode(position)}`;
}

function placement(verb: 'place' | 'move') {
  return async (
    tx: Executor,
    {
      caller,
      existing,
      body,
    }: { caller: { user: { id: number } }; existing: ExpedientRow; body: Record<string, unknown> },
  ) => {
    const target = placementInput.parse(body);
    if (verb === 'move' && existing.location_id === target.location_id && existing.position === target.position)
      throw invalid({ position: ['La unidad ya está en esa posición.'] });
    const { errors } = await placementErrors(tx, existing.id, target);
    if (errors) throw invalid(errors);
    return {
      set: { ...target, placed_at: new Date(), placed_by: caller.user.id },
      changes: {
        ubicacion: [
          await placeCode(tx, existing.location_id, existing.position),
          await placeCode(tx, target.location_id, target.position),
        ] as [unknown, unknown],
      },
    };
  };
}

const insideBox = (context: ExpedientContext) =>
  context.container ? conflict(`Está dentro de la caja ${context.container.code}: se ubica con ella.`) : null;

export const expedientTransitions = transitions<ExpedientRow, ExpedientContext>({
  base: BASE,
  entity: 'archive-expedients',
  table: archiveExpedients,
  findVisible,
  stateConflict,
  context: containers,
  edit: { permissions: UPDATE, from: ['abierto', 'cerrado', 'rechazado'], verb: 'editar' },
  actions: {
    close: {
      permissions: UPDATE,
      from: ['abierto'],
      to: 'cerrado',
      verb: 'cerrar',
      body: closeBody,
      run: async (tx, { caller, existing, body }) => {
        const { closed_on } = closeBody.parse(body);
        const set = await closing(tx, existing, closed_on);
        // A box is sealed with what it holds: its open expedients close with it, the same day.
        const open = await tx
          .select({ id: archiveExpedients.id, version: archiveExpedients.version })
          .from(archiveExpedients)
          .where(and(eq(archiveExpedients.container_id, existing.id), eq(archiveExpedients.state, 'abierto')));
        for (const unit of open)
          await expedientTransitions.apply(tx, caller, 'close', unit.id, {
            version: unit.version,
            closed_on: set.closed_on,
          });
        return { set };
      },
    },
    reopen: {
      permissions: UPDATE,
      // A unit the central archive rejected on a transfer comes back to the office to be corrected.
      from: ['cerrado', 'rechazado'],
      to: 'abierto',
      verb: 'reabrir',
      // A unit inside a closed box stays closed: the box's contents were sealed with it.
      refuse: (_caller, _row, context) =>
        context.container && context.container.state !== 'abierto'
          ? conflict(
              `Está dentro de la caja ${context.container.code}, que ya no está abierta: reabra la caja primero.`,
            )
          : null,
      run: async () => ({
        set: {
          closed_on: null,
          years_office: null,
          years_central: null,
          disposition: null,
          office_retention_until: null,
          central_retention_until: null,
        },
      }),
    },
    place: {
      permissions: UPDATE,
      from: PLACEABLE_STATES,
      verb: 'ubicar',
      body: placementInput,
      refuse: (_caller, row, context) =>
        insideBox(context) ??
        (row.location_id !== null ? conflict('La unidad ya está ubicada: use «Mover» para cambiarla de lugar.') : null),
      run: placement('place'),
    },
    move: {
      permissions: UPDATE,
      from: PLACEABLE_STATES,
      verb: 'mover',
      body: placementInput,
      refuse: (_caller, row, context) =>
        insideBox(context) ?? (row.location_id === null ? conflict('La unidad no está ubicada: use «Ubicar».') : null),
      run: placement('move'),
    },
    remove: {
      permissions: UPDATE,
      from: Object.keys(EXPEDIENT_STATES),
      verb: 'retirar del estante',
      refuse: (_caller, row) =>
        row.location_id === null ? conflict('La unidad no está ubicada en ningún estante.') : null,
      run: async (tx, { existing }) => ({
        set: { location_id: null, position: null, placed_at: null, placed_by: null },
        changes: { ubicacion: [await placeCode(tx, existing.location_id, existing.position), null] },
      }),
    },
  },
});
