import { WEBHOOK_EVENTS, type Webhook } from '@shared/schemas/webhooks';
import type { ResourceRecord } from '../../lib/crud/types';

export type WebhookRecord = Webhook & ResourceRecord & { active: boolean };

/** Every event with its Spanish label, in the catalogue's order. */
export const EVENT_OPTIONS = Object.entries(WEBHOOK_EVENTS).map(([value, label]) => ({ value, label }));

export const SECRET_WARNING =
  'Copie este secreto ahora y guárdelo en el sistema receptor: no se volverá a mostrar. Con él se verifica la firma de cada entrega.';
