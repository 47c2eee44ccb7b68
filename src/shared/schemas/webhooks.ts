/**
 * Webhooks (modules/webhooks, docs/integrations.md): the events an integrator may subscribe to,
 * and a subscription as the admin screen edits and reads it.
 */
import { id, text, z } from '../zod';
import { catalogueAbilities, named, timestamp } from './api';

/** Every event type, with the label the admin screen shows. */
export const WEBHOOK_EVENTS = {
  'entry.registered': 'Ingreso registrado',
  'entry.derived': 'Ingreso derivado',
  'entry.received': 'Ingreso recibido',
  'entry.attended': 'Ingreso atendido',
  'entry.annulled': 'Ingreso anulado',
  'output.registered': 'Salida registrada',
  'output.dispatched': 'Salida despachada',
  'output.delivered': 'Salida entregada',
  'output.returned': 'Salida devuelta',
  'entry_request.submitted': 'Solicitud de ingreso presentada',
  'entry_request.observed': 'Solicitud de ingreso observada',
  'entry_request.assigned': 'Solicitud de ingreso asignada',
  'transfer.sent': 'Transferencia enviada',
  'transfer.received': 'Transferencia recibida',
  'loan.authorised': 'Préstamo autorizado',
  'loan.due': 'Préstamo por vencer',
  'loan.returned': 'Préstamo devuelto',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
const EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

const url = z
  .string()
  .max(2000, 'La URL admite hasta 2000 caracteres.')
  .url('Indique una URL válida.')
  .refine((value) => /^https?:\/\//i.test(value), 'La URL debe empezar por http:// o https://.');

export const webhookInput = z.object({
  name: text(120, 1),
  url,
  events: z
    .array(z.enum(EVENT_TYPES, { message: 'Evento desconocido.' }))
    .min(1, 'Elija al menos un evento.')
    .max(EVENT_TYPES.length),
  office_id: id().nullable(),
  active: z.boolean(),
});
export type WebhookInput = z.infer<typeof webhookInput>;

/** A subscription as the API answers it; the signing secret never leaves the server but at its creation. */
export const webhookSchema = named(
  'Webhook',
  z.object({
    id: z.number().int(),
    version: z.number().int(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(EVENT_TYPES)),
    office_id: z.number().int().nullable(),
    active: z.boolean(),
    /** Why it was switched off automatically (deliveries kept failing), or null. */
    disabled_reason: z.string().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
    can: catalogueAbilities,
  }),
  'Una suscripción de webhooks: una URL, sus eventos y, si la tiene, su oficina.',
);
export type Webhook = z.infer<typeof webhookSchema>;

export const WEBHOOK_DELIVERY_STATES = { pendiente: 'Pendiente', entregado: 'Entregado', fallido: 'Fallido' } as const;

/** The answer to a creation: the only time the signing secret is shown. */
export const webhookSecretSchema = z.object({
  data: named(
    'WebhookWithSecret',
    webhookSchema.extend({ secret: z.string() }),
    'La suscripción con su secreto de firma, que solo se muestra esta vez.',
  ),
});

export const webhookDeliverySchema = named(
  'WebhookDelivery',
  z.object({
    id: z.string(),
    event_type: z.string(),
    created_at: timestamp(),
    state: z.enum(['pendiente', 'entregado', 'fallido']),
    attempts: z.number().int(),
    last_attempt_at: timestamp().nullable(),
    last_status: z.number().int().nullable(),
    last_latency_ms: z.number().int().nullable(),
    last_response: z.string().nullable(),
    delivered_at: timestamp().nullable(),
  }),
  'Una entrega de un evento a la suscripción: su estado, intentos y la última respuesta.',
);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ data: z.array(webhookDeliverySchema) });
