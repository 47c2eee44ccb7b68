/** Supporting documents ("Doc. ingreso apoyo" / "Doc. salida apoyo"): states, parties and the API inputs. */
import { optionalText, text, versioned, z } from '../zod';
import { calendarDay, documentAbilities, keysOf, named, personRef, timestamp } from './api';
import { codeNameRef } from './catalogs';
import { pastDate, pastDateTime } from './pastDates';

export const SUPPORTING_STATES = {
  registrado: 'Registrado',
  atendido: 'Atendido',
  archivado: 'Archivado',
  anulado: 'Anulado',
} as const;
export type SupportingState = keyof typeof SUPPORTING_STATES;

/** Who sent it (ingreso) or whom it is for (salida). */
export const PARTY_KINDS = {
  oficina: 'Oficina',
  persona: 'Persona de la institución',
  ciudadano: 'Ciudadano o entidad',
} as const;
export type PartyKind = keyof typeof PARTY_KINDS;

export type SupportingDirection = 'entries' | 'outputs';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const id = z.number().int().positive().max(2_147_483_647);
const optionalId = id.nullish().transform((v) => v ?? null);

export const supportingInput = z
  .object({
    /** When it was received or issued; defaults to now. ISO date-time with offset. */
    document_at: pastDateTime('La fecha no puede ser futura.'),
    type_id: id,
    /** Null takes the caller's office; only `-create` may name another. */
    office_id: optionalId,
    /** The sender's reference (ingreso) or the document's own (salida). */
    reference: optionalText(120),
    reference_date: pastDate('La fecha del documento no puede ser futura.'),
    party_kind: z.enum(keys(PARTY_KINDS), { message: 'Elija el tipo de remitente o destinatario.' }),
    party_office_id: optionalId,
    party_user_id: optionalId,
    party_citizen_id: optionalId,
    subject: text(500, 1),
    summary: optionalText(4000),
    folios: z.number().int().min(1, 'Debe tener al menos 1 folio.').max(100_000, 'No puede pasar de 100 000 folios.'),
    annexes: optionalText(1000),
    classification_id: optionalId,
    series_id: optionalId,
    subseries_id: optionalId,
    entry_id: optionalId,
    output_id: optionalId,
  })
  .superRefine((doc, ctx) => {
    const field = { oficina: 'party_office_id', persona: 'party_user_id', ciudadano: 'party_citizen_id' } as const;
    const required = field[doc.party_kind];
    if (doc[required] === null) {
      const message = {
        oficina: 'Elija la oficina.',
        persona: 'Elija la persona.',
        ciudadano: 'Elija el ciudadano o entidad.',
      }[doc.party_kind];
      ctx.addIssue({ code: 'custom', path: [required], message });
    }
  });
export type SupportingInput = z.infer<typeof supportingInput>;

export const supportingUpdateInput = supportingInput.safeExtend(versioned);

const numbered = z.object({ id: z.number().int(), number: z.string() });

/** A supporting document (entry or output) as the API answers it. */
export const supportingRecord = named(
  'SupportingDocument',
  z.object({
    id: z.number().int(),
    year: z.number().int(),
    sequence: z.number().int(),
    number: z.string(),
    document_at: timestamp(),
    type_id: z.number().int(),
    office_id: z.number().int(),
    reference: z.string().nullable(),
    reference_date: calendarDay().nullable(),
    party_kind: z.enum(keysOf(PARTY_KINDS)),
    party_office_id: z.number().int().nullable(),
    party_user_id: z.number().int().nullable(),
    party_citizen_id: z.number().int().nullable(),
    subject: z.string(),
    summary: z.string().nullable(),
    folios: z.number().int(),
    annexes: z.string().nullable(),
    classification_id: z.number().int().nullable(),
    series_id: z.number().int().nullable(),
    subseries_id: z.number().int().nullable(),
    entry_id: z.number().int().nullable(),
    output_id: z.number().int().nullable(),
    registered_by: z.number().int(),
    state: z.enum(keysOf(SUPPORTING_STATES)),
    annulled_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    type: codeNameRef.nullable(),
    office: codeNameRef.nullable(),
    party_office: codeNameRef.nullable(),
    party_user: personRef.nullable(),
    party_citizen: z
      .object({ id: z.number().int(), name: z.string(), document_type: z.string(), document_number: z.string() })
      .nullable(),
    registered_by_user: personRef.nullable(),
    classification: z.object({ id: z.number().int(), name: z.string(), restricted: z.boolean() }).nullable(),
    entry: numbered.nullable(),
    output: numbered.nullable(),
    /** The request it was registered from. */
    request: numbered.nullable(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Un documento de apoyo (de ingreso o de salida).',
);
