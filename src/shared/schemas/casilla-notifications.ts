/**
 * Outputs notified in a citizen's casilla electrónica: what the citizen sees of each notification
 * (its state, the signed document, anexos and constancia, its replies), the reply's fields, and
 * the deposit and reading evidence staff see on the output.
 */
import { text, z } from '../zod';
import { timestamp } from './api';

export const CASILLA_NOTIFICATION_STATES = {
  depositada: 'Por leer',
  leida: 'Leída',
  respondida: 'Respondida',
} as const;
export type CasillaNotificationState = keyof typeof CASILLA_NOTIFICATION_STATES;

const file = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** documento: the signed PDF; anexo; constancia: the constancia de notificación. */
  role: z.enum(['documento', 'anexo', 'constancia']),
});

/** One notification in the citizen's list. */
export const casillaNotification = z.object({
  id: z.number(),
  output_number: z.string(),
  type: z.string(),
  subject: z.string(),
  office: z.string(),
  state: z.enum(['depositada', 'leida', 'respondida']),
  deposited_at: timestamp(),
  read_at: timestamp().nullable(),
  /** The legal notification date; null until the first reading under that rule. */
  notified_at: timestamp().nullable(),
});
export type CasillaNotification = z.infer<typeof casillaNotification>;

/** One notification opened: its files (the constancia once made) and the replies sent. */
export const casillaNotificationDetail = casillaNotification.extend({
  rule: z.enum(['deposito', 'lectura']),
  files: z.array(file),
  replies: z.array(z.object({ request_number: z.string(), received_at: timestamp().nullable() })),
});
export type CasillaNotificationDetail = z.infer<typeof casillaNotificationDetail>;

/** A reply from the casilla (multipart, with `principal` in PDF and `anexos`): a virtual-desk submission. */
export const casillaReplyInput = z.object({
  type_entry_id: z.coerce.number().int().positive('Elija el tipo de documento.').max(2_147_483_647),
  subject: text(500, 5),
  folios: z.coerce
    .number()
    .int('Escriba un número entero.')
    .min(1, 'Debe tener al menos 1 folio.')
    .max(10_000, 'No puede pasar de 10 000 folios.'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, 'Escriba un teléfono de 6 a 20 dígitos.'),
});
export type CasillaReplyInput = z.input<typeof casillaReplyInput>;

export const casillaReplyAnswer = z.object({ request_number: z.string(), message: z.string() });

/** Staff's view of an electronic notification on the output: the evidence, never the citizen's secrets. */
export const electronicNoticeView = z.object({
  email: z.string(),
  rule: z.enum(['deposito', 'lectura']),
  deposited_at: timestamp(),
  deposited_by: z.string().nullable(),
  alerted_at: timestamp().nullable(),
  read_at: timestamp().nullable(),
  read_ip: z.string().nullable(),
  read_user_agent: z.string().nullable(),
  notified_at: timestamp().nullable(),
  files: z.array(z.object({ name: z.string(), sha256: z.string(), role: z.enum(['documento', 'anexo']) })),
  /** The constancia de notificación, an attachment of the output. */
  constancia: z.object({ id: z.number(), name: z.string() }).nullable(),
  replies: z.array(z.string()),
});
export type ElectronicNoticeView = z.infer<typeof electronicNoticeView>;
