/**
 * Entry and output requests ("Solicitudes de ingreso / de salida", docs/domain.md §3): an office asks the
 * central registry to register a document it holds (the proposed entry) or to number and
 * dispatch one (the proposed output, with its recipients). States, urgencies and the API inputs.
 */
import { id, optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { codeNameRef } from './catalogs';
import { ENTRY_PRIORITIES, proposedEntryInput } from './entries';
import { outputInput } from './outputs';

export const REQUEST_STATES = {
  pendiente: 'Pendiente',
  en_revision: 'En revisión',
  observada: 'Observada',
  asignada: 'Asignada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
  caducada: 'Caducada',
} as const;
export type RequestState = keyof typeof REQUEST_STATES;

/** Waiting for the registry (the operators' queue). */
export const QUEUED_REQUEST_STATES = ['pendiente', 'en_revision'] as const;
/** Waiting for someone: they expire after the configured days. */
export const EXPIRING_REQUEST_STATES = ['pendiente', 'observada'] as const;

export const REQUEST_URGENCIES = ENTRY_PRIORITIES;

export type RequestKind = 'entry' | 'output';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** What a request carries besides the proposed record (`REQUEST_OWN_FIELDS`). */
const requestFields = {
  /** The paper original is still to come to the registry. */
  paper_to_come: z.boolean().default(false),
  urgency: z.enum(keys(REQUEST_URGENCIES)).default('normal'),
  note: optionalText(1000),
};

/** Flat: the proposed entry's fields plus the request's own (so field errors name the form's fields). */
export const REQUEST_OWN_FIELDS = ['paper_to_come', 'urgency', 'note', 'supporting_id'] as const;

/** Creating only: the supporting document of the same direction promoted into the request (docs/domain.md §2). */
const promoted = { supporting_id: z.number().int().positive().max(2_147_483_647).optional() };

export const entryRequestInput = proposedEntryInput.extend(requestFields).extend(promoted);
export type EntryRequestInput = z.infer<typeof entryRequestInput>;
export const entryRequestUpdateInput = proposedEntryInput.extend(requestFields).extend(versioned);

export const outputRequestInput = outputInput.omit({ entry_id: true }).extend(requestFields).extend(promoted);
export type OutputRequestInput = z.infer<typeof outputRequestInput>;
export const outputRequestUpdateInput = outputInput.omit({ entry_id: true }).extend(requestFields).extend(versioned);

/**
 * The entry a citizen proposes through the virtual desk: no destination office (a citizen does
 * not know the organisation's offices); mesa de partes chooses it when assigning.
 */
export const deskEntryProposal = proposedEntryInput.extend({
  destination_office_id: proposedEntryInput.shape.destination_office_id.nullable(),
});

/** Observation and rejection: one reason of the configured list (Configuración) plus the text (`reason`). */
export const reasonCodeInput = z.object({ reason_code: text(120, 1) });

/** Assignment: the record as the operator corrected it; null registers the proposal as it is. */
export const entryAssignInput = z.object({ record: proposedEntryInput.nullish().transform((v) => v ?? null) });
export const outputAssignInput = z.object({
  record: outputInput
    .omit({ entry_id: true })
    .nullish()
    .transform((v) => v ?? null),
});

/** Assigning several at once: each at the version the operator saw. */
export const bulkAssignInput = z.object({
  items: z
    .array(z.object({ id: id(), ...versioned }))
    .min(1, 'Seleccione al menos una solicitud.')
    .max(50, 'Puede asignar como máximo 50 solicitudes a la vez.'),
});
export type BulkAssignInput = z.infer<typeof bulkAssignInput>;

/** The requests settings (Configuración → Solicitudes). */
export const DEFAULT_REQUEST_REASONS = [
  'Documento ilegible o incompleto',
  'Faltan anexos',
  'Datos del remitente incorrectos',
  'No corresponde a la mesa de partes',
  'Documento duplicado',
  'Otro',
];

const numbered = z.object({ id: z.number().int(), number: z.string() });
const ref = () => z.number().int();

/** An entry or output request as the API answers it; `duplicates`, `proposal_names` and `reasons` in detail answers. */
export const requestRecord = named(
  'Request',
  z.object({
    id: ref(),
    kind: z.enum(['entry', 'output']),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    requesting_office_id: ref(),
    requested_by: ref(),
    /** The proposed entry or output: the fields of its registration, as submitted. */
    proposal: z.record(z.string(), z.unknown()),
    subject: z.string(),
    sender_id: ref().nullable(),
    sender_reference: z.string().nullable(),
    sender_date: calendarDay().nullable(),
    paper_to_come: z.boolean(),
    urgency: z.enum(keysOf(REQUEST_URGENCIES)),
    note: z.string().nullable(),
    state: z.enum(keysOf(REQUEST_STATES)),
    submitted_at: timestamp(),
    taken_by: ref().nullable(),
    taken_at: timestamp().nullable(),
    reason_code: z.string().nullable(),
    observation: z.string().nullable(),
    rejection: z.string().nullable(),
    entry_id: ref().nullable(),
    output_id: ref().nullable(),
    supporting_entry_id: ref().nullable(),
    supporting_output_id: ref().nullable(),
    assigned_by: ref().nullable(),
    assigned_at: timestamp().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    requesting_office: codeNameRef.nullable(),
    requested_by_user: personRef.nullable(),
    taken_by_user: personRef.nullable(),
    assigned_by_user: personRef.nullable(),
    entry: numbered.nullable(),
    output: numbered.nullable(),
    supporting_entry: numbered.nullable(),
    supporting_output: numbered.nullable(),
    /** Someone else is reviewing it. */
    held_by_other: z.boolean(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
    /** Records that look like the same document, in detail answers. */
    duplicates: z.array(z.object({ resource: z.string(), id: ref(), number: z.string() })).optional(),
    /** The names of what the proposal references (type, sender, offices, people), in detail answers. */
    proposal_names: z.record(z.string(), z.unknown()).optional(),
    /** The reasons the office offers for observing or rejecting, in detail answers. */
    reasons: z.array(z.string()).optional(),
  }),
  'Una solicitud de ingreso o de salida.',
);

/** One request of a bulk assignment: assigned (with the record's number) or refused (with why). */
export const bulkAssignResult = named(
  'BulkAssignResult',
  z.object({
    id: z.number().int(),
    ok: z.boolean(),
    /** The number of the entry or output it became. */
    number: z.string().optional(),
    /** Why it was not assigned. */
    message: z.string().optional(),
  }),
  'El resultado de asignar una solicitud de un lote.',
);
