/** Supporting documents ("Doc. ingreso apoyo" / "Doc. salida apoyo"): states, parties and the API inputs. */
import { optionalText, text, versioned, z } from '../zod';
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
