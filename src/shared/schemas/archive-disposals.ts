/**
 * Disposal of the central archive ("Eliminación documental", docs/domain.md §5.6): an elimination inventory
 * of expedients whose retention is over (disposition E or S), approved by a resolution, executed
 * by a method before witnesses and recorded in minutes ("acta"). States, methods and inputs.
 */
import { id, isoDate, optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { EXPEDIENT_KINDS, EXPEDIENT_MEDIA, EXPEDIENT_STATES } from './archive-expedients';
import { codeNameRef, DISPOSITIONS } from './catalogs';

export const DISPOSAL_STATES = {
  borrador: 'Borrador',
  aprobada: 'Aprobada',
  ejecutada: 'Ejecutada',
  anulada: 'Anulada',
} as const;
export type DisposalState = keyof typeof DISPOSAL_STATES;

export const DISPOSAL_METHODS = {
  trituracion: 'Trituración',
  incineracion: 'Incineración',
  reciclaje: 'Picado y reciclaje',
  borrado_seguro: 'Borrado seguro (soporte electrónico)',
} as const;
export type DisposalMethod = keyof typeof DISPOSAL_METHODS;

/** The dispositions whose units become candidates when their central-archive retention is over. */
export const DISPOSABLE_DISPOSITIONS = ['E', 'S'] as const;

/** The most units one inventory lists. */
export const MAX_DISPOSAL_ITEMS = 500;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const item = z.object({
  expedient_id: id(),
  /** Selección (S): the archivist keeps this unit (conservación permanente) instead of destroying it. */
  keep: z.boolean().default(false),
});

export const disposalInput = z.object({
  items: z
    .array(item)
    .min(1, 'Elija al menos un expediente del inventario.')
    .max(MAX_DISPOSAL_ITEMS, `Un inventario lista como máximo ${MAX_DISPOSAL_ITEMS} unidades.`)
    .refine((list) => new Set(list.map((i) => i.expedient_id)).size === list.length, 'Hay expedientes repetidos.'),
  notes: optionalText(1000),
});
export type DisposalInput = z.infer<typeof disposalInput>;

export const disposalUpdateInput = disposalInput.extend(versioned);

export const approveInput = z.object({
  resolution_number: text(80, 1),
  resolution_date: isoDate('Ingrese la fecha de la resolución.'),
});

export const executeInput = z.object({
  method: z.enum(keys(DISPOSAL_METHODS), { message: 'Elija el método de eliminación.' }),
  executed_on: isoDate('Ingrese la fecha de la eliminación.'),
  witnesses: z
    .array(text(150, 1))
    .min(2, 'Indique al menos dos testigos.')
    .max(6, 'Indique como máximo seis testigos.'),
});
export type ExecuteInput = z.infer<typeof executeInput>;

/** A unit as an elimination inventory shows it (a candidate, an item of a disposal): names as `CODE - Name`. */
const inventoryUnit = {
  expedient_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(keysOf(EXPEDIENT_KINDS)),
  box_number: z.number().int().nullable(),
  office: z.string().nullable(),
  series: z.string().nullable(),
  subseries: z.string().nullable(),
  medium: z.enum(keysOf(EXPEDIENT_MEDIA)),
  state: z.enum(keysOf(EXPEDIENT_STATES)),
  date_from: calendarDay().nullable(),
  date_to: calendarDay().nullable(),
  folios: z.number().int(),
  disposition: z.enum(keysOf(DISPOSITIONS)).nullable(),
  central_retention_until: calendarDay().nullable(),
  /** Its topographic code and position; for a destroyed unit, where it sat. */
  location: z.string().nullable(),
};

export const disposalCandidate = named(
  'DisposalCandidate',
  z.object(inventoryUnit),
  'Una unidad que puede listarse en un inventario de eliminación: retención cumplida, disposición E o S, sin préstamo.',
);

export const disposalItem = named(
  'DisposalItem',
  z.object({
    ...inventoryUnit,
    item_id: z.number().int(),
    /** Selección: kept (conservación permanente) instead of destroyed. */
    keep: z.boolean(),
    item_position: z.number().int(),
  }),
  'Una unidad del inventario de eliminación y si la selección la conserva.',
);

export const disposalRecord = named(
  'ArchiveDisposal',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    office_id: z.number().int().nullable(),
    state: z.enum(keys(DISPOSAL_STATES)),
    linear_metres: z.number().nullable(),
    notes: z.string().nullable(),
    created_by: z.number().int(),
    resolution_number: z.string().nullable(),
    resolution_date: calendarDay().nullable(),
    approved_by: z.number().int().nullable(),
    approved_at: timestamp().nullable(),
    method: z.enum(keys(DISPOSAL_METHODS)).nullable(),
    executed_on: calendarDay().nullable(),
    witnesses: z.array(z.string()).nullable(),
    executed_by: z.number().int().nullable(),
    annulled_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: codeNameRef.nullable(),
    created_by_user: personRef.nullable(),
    approved_by_user: personRef.nullable(),
    executed_by_user: personRef.nullable(),
    totals: z.object({ units: z.number().int(), kept: z.number().int(), folios: z.number().int() }),
    /** Its notes, or «Inventario de eliminación»: what the records' screens show as a subject. */
    subject: z.string(),
    /** How many files its resolution has. */
    resolution_files: z.number().int(),
    /** On show: the inventory, in its order. */
    items: z.array(disposalItem).optional(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Una eliminación documental: su inventario, la resolución que la aprueba y el acta de su ejecución.',
);
