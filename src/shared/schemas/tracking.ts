/**
 * Citizens' tracking ("Consulta de trámite"): the verification code printed on an entry's sticker,
 * the public lookup's input and its answer. A citizen reads the code off paper or hears it on the
 * phone, so it uses Crockford's base 32 (no I, L, O, U) and forgives the letters people confuse.
 */
import { z } from '../zod';
import { calendarDay, named, timestamp } from './api';

/** Crockford's base 32: digits and letters without I, L, O and U. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

/** What a person typed, as the code it means: upper case, no spaces or dashes, I/L read as 1, O as 0. */
export function normalizeCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** The tracking result's address (the one a sticker's QR and the citizens' e-mails hold). */
export const trackingPath = (number: string, code: string) =>
  `/verificar/${encodeURIComponent(number)}?codigo=${encodeURIComponent(code)}`;

/** The code as printed and read aloud: two groups of four (`7K3M-9QXD`). */
export const formatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export const trackingCode = z
  .string()
  .max(20, 'El código tiene 8 caracteres.')
  .transform(normalizeCode)
  .refine((code) => code.length > 0, 'Ingrese el código de verificación.')
  .refine((code) => code.length === 0 || CODE_PATTERN.test(code), 'El código tiene 8 caracteres (letras y números).');

export const trackingNumber = z
  .string()
  .max(60, 'Debe tener como máximo 60 caracteres.')
  .transform((number) => number.trim().toUpperCase())
  .refine((number) => number.length > 0, 'Ingrese el número de registro.');

/** `GET /api/v1/public/tracking/:number?codigo=…`. */
export const trackingQuery = z.object({ codigo: trackingCode });

/** The form at `/consulta`. */
export const trackingLookupInput = z.object({ number: trackingNumber, codigo: trackingCode });
export type TrackingLookupInput = z.input<typeof trackingLookupInput>;

/** The entry's state as a citizen reads it: a short word and a plain sentence. */
export const TRACKING_STATES = {
  registrado: {
    label: 'Recibido',
    description: 'Su documento fue recibido en mesa de partes y será enviado a la oficina que lo atenderá.',
  },
  derivado: { label: 'En trámite', description: 'Su documento fue enviado a la oficina que lo atenderá.' },
  recibido: { label: 'En atención', description: 'La oficina a cargo recibió su documento y lo está atendiendo.' },
  atendido: { label: 'Atendido', description: 'Su trámite fue atendido.' },
  archivado: { label: 'Concluido', description: 'Su trámite fue atendido y el expediente fue archivado.' },
  anulado: { label: 'Anulado', description: 'Este registro fue anulado.' },
} as const;
export type TrackingState = keyof typeof TRACKING_STATES;

/** One step of the route: an office the document went to (office names only, never people). */
export const trackingStep = named(
  'TrackingStep',
  z.object({
    office: z.string(),
    /** When it was sent there (for the first step, when the front desk received it). */
    sent_at: timestamp(),
    /** When that office received it; null while on its way (or returned). */
    received_at: timestamp().nullable(),
    returned: z.boolean(),
  }),
  'Un paso del recorrido: la oficina a la que fue el documento (solo su nombre, nunca personas).',
);
export type TrackingStep = z.infer<typeof trackingStep>;

/** The public answer; a restricted entry carries only `number` and `state`. */
export const trackingAnswer = named(
  'Tracking',
  z.object({
    number: z.string(),
    state: z.object({
      key: z.enum(Object.keys(TRACKING_STATES) as [TrackingState, ...TrackingState[]]),
      label: z.string(),
      description: z.string(),
    }),
    restricted: z.boolean(),
    received_at: timestamp().optional(),
    /** The day the submission legally counts from (dates and terms run from it). */
    presented_on: calendarDay().optional(),
    /** Received outside working hours, so presented on the next working day. */
    received_outside_hours: z.boolean().optional(),
    subject: z.string().optional(),
    due_date: calendarDay().optional(),
    steps: z.array(trackingStep).optional(),
    reply: z.object({ number: z.string(), issued_at: timestamp() }).nullable().optional(),
  }),
  'El estado público de un ingreso; uno reservado solo lleva `number`, `state` y `restricted`.',
);
export type TrackingAnswer = z.infer<typeof trackingAnswer>;

/** The answer for a wrong number and a wrong code alike. */
export const TRACKING_NOT_FOUND =
  'No encontrado: revise el número de registro y el código de verificación impresos en su cargo.';

/** The 429 of the public lookup. */
export const TRACKING_TOO_MANY = 'Demasiadas consultas desde su conexión. Espere unos minutos e inténtelo nuevamente.';
