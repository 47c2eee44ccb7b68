/** Editable fields of the central archive, shared by forms and API. */
import { id, int, optionalText, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

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

/** A node of the location tree with its topographic code and occupancy (`tree`, `contents`). */
export const locationNode = named(
  'PhysicalLocationNode',
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    kind: z.enum(LOCATION_KINDS),
    code: z.string(),
    name: z.string().nullable(),
    capacity: z.number().int().nullable(),
    topographic_code: z.string(),
    /** Ids from the building down to the node. */
    path: z.array(z.number().int()),
    capacity_total: z.number().int(),
    occupied: z.number().int(),
  }),
  'Una ubicación del árbol con su código topográfico y su ocupación.',
);

/** A physical location as the CRUD routes answer it: the node, its parent and `can`. */
export const physicalLocationRecord = named(
  'PhysicalLocation',
  locationNode.extend({
    notes: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    children_count: z.number().int(),
    parent: z
      .object({
        id: z.number().int(),
        kind: z.enum(LOCATION_KINDS),
        code: z.string(),
        topographic_code: z.string(),
      })
      .nullable(),
    can: catalogueAbilities,
  }),
  'Una ubicación física del archivo (edificio, depósito, estante, cuerpo o nivel).',
);

/** A position of a level: free (`unit` null) or holding an archive unit. */
export const locationPosition = named(
  'LocationPosition',
  z.object({
    location_id: z.number().int(),
    position: z.number().int(),
    code: z.string(),
    topographic_code: z.string(),
    unit: z
      .object({
        id: z.number().int(),
        code: z.string(),
        title: z.string(),
        kind: z.string(),
        box_number: z.number().int().nullable(),
      })
      .nullable(),
  }),
  'Una posición de un nivel, libre u ocupada por una unidad.',
);

/** What a location holds: its children, a level's positions and the next free position under it. */
export const locationContents = named(
  'PhysicalLocationContents',
  z.object({
    children: z.array(locationNode),
    positions: z.array(locationPosition),
    next_free: locationPosition.nullable(),
  }),
  'El contenido de una ubicación.',
);
