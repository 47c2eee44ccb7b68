/**
 * What other modules use of the location tree: the tree with occupancy, a level's positions, the
 * next free one, and whether a unit may take a position (the expedients place and move boxes with
 * it, so occupancy and "next free" read the same rows they write).
 */
import { positionCode } from '@shared/schemas/archive';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, physicalLocations } from '../../db/schema';
import type { FieldErrors } from '../../lib/records/references';
import { type LocationNode, loadLocationTree } from './physical-locations.tree';

export type { LocationNode, LocationTree, Position } from './physical-locations.tree';
export { levelPositions, loadLocationTree, nextFreePosition, topographicCodes } from './physical-locations.tree';

/**
 * Why `unitId` may not take `position` of the level `locationId` (field errors for a 422), or
 * null with the level's node. The level row is locked so two placements on it queue; the unique
 * index (location, position) is the last word.
 */
export async function placementErrors(
  tx: Executor,
  unitId: number,
  placement: { location_id: number; position: number },
): Promise<{ errors: FieldErrors | null; level: LocationNode | null }> {
  const [row] = await tx
    .select({ id: physicalLocations.id, kind: physicalLocations.kind, capacity: physicalLocations.capacity })
    .from(physicalLocations)
    .where(eq(physicalLocations.id, placement.location_id))
    .for('update');
  if (!row) return { errors: { location_id: ['La ubicación no existe.'] }, level: null };
  if (row.kind !== 'nivel')
    return {
      errors: { location_id: ['Elija un nivel (entrepaño): las cajas se ubican en sus posiciones.'] },
      level: null,
    };
  const level = (await loadLocationTree(tx)).get(row.id)!;
  const capacity = row.capacity ?? 0;
  // A full level is no choice, unless the unit already sits on it (a move along the level).
  const [own] = await tx
    .select({ id: archiveExpedients.id })
    .from(archiveExpedients)
    .where(and(eq(archiveExpedients.id, unitId), eq(archiveExpedients.location_id, row.id)));
  if (!own && level.occupied >= capacity)
    return {
      errors: {
        location_id: [
          `El nivel ${level.topographic_code} está lleno: sus ${capacity} posiciones están ocupadas. Elija otro nivel.`,
        ],
      },
      level,
    };
  if (placement.position > capacity)
    return {
      errors: {
        position: [
          `El nivel ${level.topographic_code} tiene ${capacity} posiciones (P01 a ${positionCode(capacity)}).`,
        ],
      },
      level,
    };
  const [taken] = await tx
    .select({ code: archiveExpedients.code })
    .from(archiveExpedients)
    .where(
      and(
        eq(archiveExpedients.location_id, row.id),
        eq(archiveExpedients.position, placement.position),
        ne(archiveExpedients.id, unitId),
      ),
    );
  if (taken)
    return {
      errors: {
        position: [
          `La posición ${level.topographic_code}-${positionCode(placement.position)} está ocupada por ${taken.code}.`,
        ],
      },
      level,
    };
  return { errors: null, level };
}
