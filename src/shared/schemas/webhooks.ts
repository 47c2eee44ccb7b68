/**
 * Webhooks (modules/webhooks, docs/integrations.md): the events an integrator may subscribe to,
 * and a subscription as the admin screen edits and reads it.
 */
import { id, text, z } from '../zod';

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

export interface Webhook extends WebhookInput {
  id: number;
  version: number;
  /** Why it was switched off automatically (deliveries kept failing), or null. */
  disabled_reason: string | null;
}

export const WEBHOOK_DELIVERY_STATES = { pendiente: 'Pendiente', entregado: 'Entregado', fallido: 'Fallido' } as const;

/** The answer to a creation: the only time the signing secret is shown. */
export const webhookSecretSchema = z.object({ data: z.object({ id: z.number(), secret: z.string() }).passthrough() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  created_at: z.string(),
  state: z.enum(['pendiente', 'entregado', 'fallido']),
  attempts: z.number(),
  last_attempt_at: z.string().nullable(),
  last_status: z.number().nullable(),
  last_latency_ms: z.number().nullable(),
  last_response: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ data: z.array(webhookDeliverySchema) });
