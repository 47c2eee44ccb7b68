/**
 * Transfers from an office archive to the central archive (docs/domain.md §5.4): the annual schedule, the
 * transfer (`TR-2026-012`) with its units, each accepted or rejected on reception, the linear
 * metres it fills and the inventory formats it prints in.
 */
import { id, int, isoDate, optionalText, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { EXPEDIENT_KINDS, EXPEDIENT_MEDIA, EXPEDIENT_STATES } from './archive-expedients';
import { codeNameRef } from './catalogs';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const TRANSFER_STATES = {
  borrador: 'Borrador',
  enviada: 'Enviada',
  recibida: 'Recibida',
} as const;
export type TransferState = keyof typeof TRANSFER_STATES;

export const TRANSFER_DECISIONS = {
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
} as const;
export type TransferDecision = keyof typeof TRANSFER_DECISIONS;

/** The inventory a transfer prints: Peru's AGN "Inventario de transferencia" or Colombia's FUID. */
export const INVENTORY_FORMATS = {
  peru: 'Inventario de transferencia (Perú)',
  fuid: 'FUID (Colombia)',
} as const;
export type InventoryFormat = keyof typeof INVENTORY_FORMATS;

export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/** The number's format, one sequence per office and year (docs/domain.md §1). */
export const TRANSFER_NUMBER_FORMAT = 'TR-{AAAA}-{NNN}';

/** The most units one transfer carries. */
export const MAX_TRANSFER_ITEMS = 500;

const expedientIds = z
  .array(id())
  .max(MAX_TRANSFER_ITEMS, `Una transferencia lleva a lo sumo ${MAX_TRANSFER_ITEMS} unidades.`)
  .transform((ids) => [...new Set(ids)]);

export const transferInput = z.object({
  office_id: id(),
  /** The day the office plans to deliver it (it may be corrected until sent). */
  transfer_date: isoDate(),
  notes: optionalText(1000),
  /** The office's closed units it carries (more may be added while it is a draft). */
  expedient_ids: expedientIds.default([]),
});
export type TransferInput = z.infer<typeof transferInput>;

export const transferUpdateInput = transferInput.omit({ expedient_ids: true }).extend(versioned);
export type TransferUpdateInput = z.infer<typeof transferUpdateInput>;

/** `POST /:id/items`: more units into a draft. */
export const addItemsBody = z.object({
  expedient_ids: expedientIds.refine((ids) => ids.length > 0, 'Elija al menos una unidad.'),
});

/** `POST /:id/remove-item`: a unit out of a draft. */
export const removeItemBody = z.object({ item_id: id() });

/** One unit's decision on reception; a rejection says why. */
export const itemDecision = z
  .object({
    item_id: id(),
    decision: z.enum(keys(TRANSFER_DECISIONS)),
    observation: optionalText(500),
  })
  .refine((d) => d.decision === 'aceptado' || d.observation !== null, {
    message: 'Indique por qué se rechaza.',
    path: ['observation'],
  });
export type ItemDecision = z.infer<typeof itemDecision>;

/** Where an accepted unit goes on reception (optional: it may be placed later from its page). */
export const receptionPlacement = z.object({ expedient_id: id(), location_id: id(), position: int(1, 200) });

export const receiveBody = z.object({
  decisions: z.array(itemDecision).min(1).max(MAX_TRANSFER_ITEMS),
  placements: z.array(receptionPlacement).max(MAX_TRANSFER_ITEMS).default([]),
});
export type ReceiveBody = z.infer<typeof receiveBody>;

/** A line of the annual schedule: which office transfers which series in which month. */
export const scheduleInput = z.object({
  year: int(2000, 2100),
  office_id: id(),
  month: int(1, 12),
  series_id: id().nullable().default(null),
  notes: optionalText(500),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/**
 * The linear metres of some units together, rounded to centimetres: each unit's own is computed
 * by the server from its kind and folios (archive-expedients.metres.ts), the one definition.
 */
export const totalMetres = (units: readonly { metres: number }[]) =>
  Math.round(units.reduce((sum, u) => sum + u.metres, 0) * 100) / 100;

const unitKind = z.enum(keysOf(EXPEDIENT_KINDS));

/** A unit the office may list in a transfer (closed, its retention in the office over). */
export const transferCandidate = named(
  'TransferCandidate',
  z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    kind: unitKind,
    folios: z.number().int(),
    date_from: calendarDay().nullable(),
    date_to: calendarDay().nullable(),
  }),
  'Una unidad que la oficina puede listar en una transferencia.',
);

/** A transfer's unit as its page and inventories show it, with the units inside a box. */
export const transferUnit = named(
  'TransferUnit',
  z.object({
    item_id: z.number().int(),
    transfer_id: z.number().int(),
    position: z.number().int(),
    decision: z.enum(keys(TRANSFER_DECISIONS)).nullable(),
    observation: z.string().nullable(),
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    kind: unitKind,
    box_number: z.number().int().nullable(),
    state: z.enum(keysOf(EXPEDIENT_STATES)),
    medium: z.enum(keysOf(EXPEDIENT_MEDIA)),
    date_from: calendarDay().nullable(),
    date_to: calendarDay().nullable(),
    folios: z.number().int(),
    version: z.number().int(),
    series: codeNameRef.nullable(),
    subseries: codeNameRef.nullable(),
    /** Its topographic code and position; null when not placed. */
    location: z.string().nullable(),
    /** The linear metres it fills. */
    metres: z.number(),
    contents: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        title: z.string(),
        kind: unitKind,
        date_from: calendarDay().nullable(),
        date_to: calendarDay().nullable(),
        folios: z.number().int(),
      }),
    ),
  }),
  'Una unidad de la transferencia, con su decisión al recibirla y, si es una caja, lo que contiene.',
);

export const transferRecord = named(
  'ArchiveTransfer',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    office_id: z.number().int(),
    transfer_date: calendarDay(),
    notes: z.string().nullable(),
    state: z.enum(keys(TRANSFER_STATES)),
    created_by: z.number().int(),
    sent_at: timestamp().nullable(),
    sent_by: z.number().int().nullable(),
    received_at: timestamp().nullable(),
    received_by: z.number().int().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    office: codeNameRef.nullable(),
    created_by_user: personRef.nullable(),
    sent_by_user: personRef.nullable(),
    received_by_user: personRef.nullable(),
    /** «Transferencia de N unidades»: what the records' screens show as a subject. */
    subject: z.string(),
    unit_count: z.number().int(),
    linear_metres: z.number(),
    accepted_count: z.number().int(),
    rejected_count: z.number().int(),
    /** On show: its units in order. */
    units: z.array(transferUnit).optional(),
    /** On show: the inventory the institution prints by default. */
    inventory_format: z.enum(keys(INVENTORY_FORMATS)).optional(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Una transferencia de unidades de una oficina al archivo central.',
);

/** A line of the annual transfer schedule: which office delivers (which series) in which month. */
export const transferScheduleEntry = named(
  'TransferScheduleEntry',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    month: z.number().int(),
    office_id: z.number().int(),
    series_id: z.number().int().nullable(),
    notes: z.string().nullable(),
    version: z.number().int(),
    office: codeNameRef.optional(),
    series: codeNameRef.nullable().optional(),
    created_at: timestamp().optional(),
    updated_at: timestamp().optional(),
  }),
  'Una línea del cronograma anual de transferencias: la oficina, el mes y la serie que entrega.',
);
