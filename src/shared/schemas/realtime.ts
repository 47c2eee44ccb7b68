/** The realtime channels' HTTP side (docs/realtime.md): `POST /api/broadcasting/auth`'s answer. */
import { z } from '../zod';
import { named } from './api';

/** Pusher's answer: the subscription's signature and, on a presence channel, the member's data it signs. */
export const subscriptionAuth = named(
  'SubscriptionAuth',
  z.object({ auth: z.string(), channel_data: z.string().optional() }),
  'La firma de la suscripción al canal y, en uno de presencia, los datos del miembro que firma.',
);
