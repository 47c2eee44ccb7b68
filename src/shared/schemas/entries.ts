/** Entries ("Ingresos documentales"): channels, priorities, states, derivation actions and the API inputs. */
import { optionalText, queryId, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, named, timestamp } from './api';
import { pastDate, pastDateTime } from './pastDates';
import { textMatchSchema } from './text-match';

export const ENTRY_CHANNELS = {
  presencial: 'Presencial',
  correo: 'Correo',
  mesa_virtual: 'Mesa de partes virtual',
  courier: 'Courier',
  interoperabilidad: 'Interoperabilidad',
  interno: 'Despacho interno',
  otro: 'Otro',
} as const;
export type EntryChannel = keyof typeof ENTRY_CHANNELS;

export const ENTRY_PRIORITIES = {
  normal: 'Normal',
  urgente: 'Urgente',
  muy_urgente: 'Muy urgente',
} as const;
export type EntryPriority = keyof typeof ENTRY_PRIORITIES;

export const ENTRY_STATES = {
  registrado: 'Registrado',
  derivado: 'Derivado',
  recibido: 'Recibido',
  atendido: 'Atendido',
  archivado: 'Archivado',
  anulado: 'Anulado',
} as const;
export type EntryState = keyof typeof ENTRY_STATES;

/** States in which an entry is still waiting for someone (for "vencidos" and the tablero). */
export const OPEN_ENTRY_STATES = ['registrado', 'derivado', 'recibido'] as const;

export const MOVEMENT_ACTIONS = {
  atencion: 'Para atención',
  conocimiento: 'Para conocimiento',
  opinion: 'Para opinión',
  archivo: 'Para archivo',
  otro: 'Otro',
} as const;
export type MovementAction = keyof typeof MOVEMENT_ACTIONS;

export const MOVEMENT_STATES = {
  pendiente: 'Pendiente',
  recibido: 'Recibido',
  devuelto: 'Devuelto',
} as const;
export type MovementState = keyof typeof MOVEMENT_STATES;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const id = z.number().int().positive().max(2_147_483_647);
const optionalId = id.nullish().transform((v) => v ?? null);

export const entryInput = z.object({
  /** When the document arrived; defaults to now. ISO date-time with offset. */
  received_at: pastDateTime('La fecha de recepción no puede ser futura.'),
  channel: z.enum(keys(ENTRY_CHANNELS)),
  type_entry_id: id,
  sender_id: id,
  sender_reference: optionalText(120),
  sender_date: pastDate('La fecha del documento no puede ser futura.'),
  subject: text(500, 1),
  summary: optionalText(4000),
  folios: z.number().int().min(1, 'Debe tener al menos 1 folio.').max(100_000, 'No puede pasar de 100 000 folios.'),
  annexes: optionalText(1000),
  /** The registering office; only `entries-create` may name another than the caller's. */
  registered_office_id: optionalId,
  destination_office_id: z
    .number({
      error: (issue) => (issue.input == null ? 'Elija la oficina de destino.' : undefined),
    })
    .int()
    .positive()
    .max(2_147_483_647),
  assignee_id: optionalId,
  priority: z.enum(keys(ENTRY_PRIORITIES)).default('normal'),
  /** Working days to answer; null takes the entry type's default. */
  response_days: z
    .number()
    .int()
    .min(0, 'El plazo no puede ser negativo.')
    .max(365, 'El plazo no puede pasar de 365 días hábiles.')
    .nullish()
    .transform((v) => v ?? null),
  classification_id: optionalId,
  series_id: optionalId,
  subseries_id: optionalId,
});
export type EntryInput = z.infer<typeof entryInput>;

export const INTERNAL_CHANNEL_SET_BY_FOLIO =
  'El canal «Despacho interno» lo asigna Folio cuando otra oficina despacha un documento firmado.';

/**
 * An entry a person proposes (a request, the virtual desk): never «Despacho interno», which only
 * the internal dispatch of an office's signed document sets.
 */
export const proposedEntryInput = entryInput.extend({
  channel: entryInput.shape.channel.refine((channel) => channel !== 'interno', INTERNAL_CHANNEL_SET_BY_FOLIO),
});

export const entryUpdateInput = entryInput.extend(versioned);

export const deriveInput = z.object({
  ...versioned,
  destinations: z
    .array(
      z.object({
        office_id: id,
        user_id: optionalId,
        action: z.enum(keys(MOVEMENT_ACTIONS)),
        instructions: optionalText(1000),
      }),
    )
    .min(1)
    .max(20),
});
export type DeriveInput = z.infer<typeof deriveInput>;

export const reasonInput = z.object({
  ...versioned,
  reason: text(500, 1),
});

export const returnMovementInput = z.object({ reason: text(500, 1) });

/** Assigns an open entry to a person of an office that holds it. */
export const assignInput = z.object({ ...versioned, user_id: id });
export type AssignInput = z.infer<typeof assignInput>;

/** How far back registration looks for a likely duplicate of what is being registered. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** What the registration form asks while the clerk types: the same sender with the same reference or subject. */
export const entryDuplicatesQuery = z.object({
  sender_id: queryId(),
  sender_reference: z.string().trim().max(120, 'La referencia tiene como máximo 120 caracteres.').optional(),
  subject: z.string().trim().max(500, 'El asunto tiene como máximo 500 caracteres.').optional(),
  /** The entry being edited, never its own duplicate. */
  except_id: queryId().optional(),
});
export type EntryDuplicatesQuery = z.infer<typeof entryDuplicatesQuery>;

/** A likely duplicate, as the warning lists it. */
export const entryDuplicate = named(
  'EntryDuplicate',
  z.object({
    id: z.number().int(),
    number: z.string(),
    subject: z.string(),
    sender_reference: z.string().nullable(),
    received_at: timestamp(),
    state: z.string(),
    /** Why it looks like the same document: «misma referencia» and/or «asunto parecido». */
    reasons: z.array(z.enum(['reference', 'subject'])),
  }),
  'Un ingreso que parece el mismo documento.',
);
export type EntryDuplicate = z.infer<typeof entryDuplicate>;

const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const ref = () => z.number().int();
const codeName = z.object({ id: ref(), code: z.string(), name: z.string() });
const person = z.object({ id: ref(), names: z.string(), surnames: z.string() });

/** A person made responsible for the entry (at registration or by «Asignar»), as the route sheet shows it. */
export const entryAssignment = named(
  'EntryAssignment',
  z.object({
    user_id: ref(),
    user_name: z.string().nullable(),
    by_name: z.string().nullable(),
    at: timestamp(),
    registration: z.boolean(),
  }),
  'Una asignación del ingreso a una persona.',
);
export type EntryAssignment = z.infer<typeof entryAssignment>;

/** One step of an entry's route sheet (`movements`). */
export const entryMovement = named(
  'EntryMovement',
  z.object({
    id: ref(),
    entry_id: ref(),
    from_office_id: ref().nullable(),
    from_office: z.string().nullable(),
    to_office_id: ref(),
    to_office: z.string().nullable(),
    to_user_id: ref().nullable(),
    to_user: z.string().nullable(),
    action: z.enum(keysOf(MOVEMENT_ACTIONS)),
    instructions: z.string().nullable(),
    sent_by: ref(),
    sent_by_name: z.string(),
    sent_at: timestamp(),
    state: z.enum(keysOf(MOVEMENT_STATES)),
    received_by: ref().nullable(),
    received_by_name: z.string().nullable(),
    received_at: timestamp().nullable(),
    returned_reason: z.string().nullable(),
  }),
  'Un paso de la hoja de ruta de un ingreso.',
);
export type EntryMovement = z.infer<typeof entryMovement>;

/** An entry as the API answers it: its columns, the names it references, `overdue`, `can` and, in detail, its route sheet. */
export const entryRecord = named(
  'Entry',
  z.object({
    id: ref(),
    version: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    received_at: timestamp(),
    channel: z.enum(keysOf(ENTRY_CHANNELS)),
    type_entry_id: ref(),
    type_entry: codeName.nullable(),
    sender_id: ref(),
    sender: z
      .object({
        id: ref(),
        name: z.string(),
        document_type: z.string().nullable(),
        document_number: z.string().nullable(),
      })
      .nullable(),
    sender_reference: z.string().nullable(),
    sender_date: calendarDay().nullable(),
    subject: z.string(),
    summary: z.string().nullable(),
    folios: z.number().int(),
    annexes: z.string().nullable(),
    registered_office_id: ref(),
    registered_office: codeName.nullable(),
    registered_by: ref(),
    registered_by_user: person.nullable(),
    destination_office_id: ref(),
    destination_office: codeName.nullable(),
    assignee_id: ref().nullable(),
    assignee: person.nullable(),
    priority: z.enum(keysOf(ENTRY_PRIORITIES)),
    response_days: z.number().int(),
    due_date: calendarDay(),
    classification_id: ref().nullable(),
    classification: z.object({ id: ref(), name: z.string(), restricted: z.boolean() }).nullable(),
    series_id: ref().nullable(),
    subseries_id: ref().nullable(),
    state: z.enum(keysOf(ENTRY_STATES)),
    annulled_reason: z.string().nullable(),
    attended_at: timestamp().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
    /** The request it was registered from. */
    request: z.object({ id: ref(), number: z.string() }).nullable(),
    overdue: z.boolean(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
    /** The route sheet, in detail answers (show and writes). */
    movements: z.array(entryMovement).optional(),
    /** The route sheet's assignments to a person, in detail answers. */
    assignments: z.array(entryAssignment).optional(),
    /** In a list searched with `q`: where its attachments say the words (null: its own fields matched). */
    text_match: textMatchSchema.nullable().optional(),
  }),
  'Un ingreso documental.',
);
export type EntryRecord = z.infer<typeof entryRecord>;

/** What staff tell a citizen: the code printed on the sticker and the verification address. */
export const entryTracking = z.object({ code: z.string(), url: z.string() });

/** Most entries printed at once from the list's selection (one PDF, a page each). */
export const MAX_PRINTED_AT_ONCE = 100;

/** `GET /entries/printouts?kind=sticker&ids=3,5,8`: the stickers or the cargos of several entries. */
export const entryPrintoutsQuery = z.object({
  kind: z.enum(['sticker', 'receipt']),
  ids: z
    .string()
    .max(1200)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Indique los ingresos separados por comas.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive().max(2_147_483_647))
        .max(MAX_PRINTED_AT_ONCE, `Puede imprimir como máximo ${MAX_PRINTED_AT_ONCE} ingresos a la vez.`),
    ),
});
