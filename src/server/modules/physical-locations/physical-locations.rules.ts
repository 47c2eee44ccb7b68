/** What a location must be beyond its fields: where it hangs, who has a capacity, what a change may not break. */
import {
  LOCATION_KIND_LABELS,
  type LocationKind,
  type PhysicalLocationInput,
  parentKindOf,
  positionCode,
} from '@shared/schemas/archive';
import { eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, physicalLocations } from '../../db/schema';
import type { Row } from '../../lib/crud/resource';
import { invalid } from '../../lib/errors';

const article: Record<LocationKind, string> = {
  edificio: 'un edificio',
  deposito: 'un depósito',
  estante: 'un estante',
  cuerpo: 'un cuerpo',
  nivel: 'un nivel',
};

async function parentError(tx: Executor, input: PhysicalLocationInput): Promise<string | null> {
  const expected = parentKindOf(input.kind);
  if (expected === null) return input.parent_id === null ? null : 'Un edificio no está dentro de otra ubicación.';
  if (input.parent_id === null) return `Elija ${article[expected]} que lo contenga.`;
  const [parent] = await tx
    .select({ kind: physicalLocations.kind })
    .from(physicalLocations)
    .where(eq(physicalLocations.id, input.parent_id));
  if (!parent) return 'La ubicación superior no existe.';
  if (parent.kind !== expected) {
    return `${LOCATION_KIND_LABELS[input.kind].split(' ')[0]} va dentro de ${article[expected]}, no de ${article[parent.kind as LocationKind]}.`;
  }
  return null;
}

function capacityError(input: PhysicalLocationInput): string | null {
  if (input.kind === 'nivel') return input.capacity === null ? 'Indique cuántas cajas caben en el nivel.' : null;
  return input.capacity === null
    ? null
    : 'Solo los niveles tienen capacidad; la de los demás es la suma de sus niveles.';
}

/** The highest taken position of a level (0 when empty). */
async function highestTaken(tx: Executor, id: number): Promise<number> {
  const [row] = await tx
    .select({ highest: max(archiveExpedients.position) })
    .from(archiveExpedients)
    .where(eq(archiveExpedients.location_id, id));
  return row?.highest ?? 0;
}

async function holdsAnything(tx: Executor, id: number): Promise<boolean> {
  const [child] = await tx
    .select({ id: physicalLocations.id })
    .from(physicalLocations)
    .where(eq(physicalLocations.parent_id, id))
    .limit(1);
  return Boolean(child) || (await highestTaken(tx, id)) > 0;
}

/** 422 with every broken rule on its field. */
export async function validateLocation(
  tx: Executor,
  input: PhysicalLocationInput,
  existing: Row | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (existing && existing.kind !== input.kind && (await holdsAnything(tx, existing.id))) {
    errors.kind = ['No se puede cambiar el tipo de una ubicación que contiene otras o tiene cajas.'];
  }
  const parent = await parentError(tx, input);
  if (parent) errors.parent_id = [parent];
  const capacity = capacityError(input);
  if (capacity) errors.capacity = [capacity];
  if (!capacity && existing && input.capacity !== null) {
    const highest = await highestTaken(tx, existing.id);
    if (highest > input.capacity) {
      errors.capacity = [
        `La posición ${positionCode(highest)} está ocupada: la capacidad no puede ser menor que ${highest}.`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
