/** Editable fields of the central archive, shared by forms and API. */
import { id, int, optionalText, text, z } from '../zod';

/** The levels of the location tree, outermost first; each node's parent is of the kind before it. */
export const LOCATION_KINDS = ['edificio', 'deposito', 'estante', 'cuerpo', 'nivel'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  edificio: 'Edificio',
  deposito: 'Depósito',
  estante: 'Estante',
  cuerpo: 'Cuerpo',
  nivel: 'Nivel (entrepaño)',
};

/** The kind a node of `kind` must hang from (null: a building is a root). */
export function parentKindOf(kind: LocationKind): LocationKind | null {
  const index = LOCATION_KINDS.indexOf(kind);
  return index > 0 ? LOCATION_KINDS[index - 1]! : null;
}

/** The kind of the nodes a `kind` holds (null: a level holds box positions, not nodes). */
export function childKindOf(kind: LocationKind): LocationKind | null {
  return LOCATION_KINDS[LOCATION_KINDS.indexOf(kind) + 1] ?? null;
}

/** The most positions (boxes) one level may have. */
export const MAX_LEVEL_CAPACITY = 200;

/** The code of a box position inside its level: `P01`, `P12`. */
export function positionCode(position: number): string {
  return `P${String(position).padStart(2, '0')}`;
}

export const physicalLocationInput = z.object({
  kind: z.enum(LOCATION_KINDS),
  parent_id: id().nullable(),
  code: text(20, 1)
    .regex(/^[\p{L}\d][\p{L}\d._]*$/u, 'Use letras, números, punto o guion bajo, sin espacios ni guiones.')
    .transform((v) => v.toUpperCase()),
  name: optionalText(120),
  /** Positions (boxes) of a level; only levels have it. */
  capacity: int(1, MAX_LEVEL_CAPACITY).nullable(),
  notes: optionalText(500),
});
export type PhysicalLocationInput = z.infer<typeof physicalLocationInput>;
