/**
 * Disposal of the central archive ("Eliminación documental", docs/domain.md §5.6): an elimination inventory
 * of expedients whose retention is over (disposition E or S), approved by a resolution, executed
 * by a method before witnesses and recorded in minutes ("acta"). States, methods and inputs.
 */
import { id, isoDate, optionalText, text, versioned, z } from '../zod';

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
