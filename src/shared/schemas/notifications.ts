/** The caller's notifications as the API answers them: the bell's unread list, the history, marking read. */
import { z } from '../zod';
import { named, timestamp } from './api';

/** A stored notification as the API answers it (docs/realtime.md). */
export const appNotification = named(
  'Notification',
  z.object({
    id: z.uuid(),
    type: z.string(),
    data: z.object({
      text: z.string(),
      type: z.string(),
      data_id: z.number().int(),
      personal: z.boolean().optional(),
      automatic: z.boolean().optional(),
    }),
    read_at: timestamp().nullable(),
    created_at: timestamp(),
  }),
  'Una notificación del usuario: de qué registro trata (`data.type`, `data.data_id`) y cuándo la leyó.',
);
export type AppNotification = z.output<typeof appNotification>;

/** `GET /api/v1/unread-notifications`: the newest unread (at most 50) and how many there are in all. */
export const unreadNotifications = named(
  'UnreadNotifications',
  z.object({ count: z.number().int(), notifications: z.array(appNotification) }),
  'Las notificaciones sin leer más recientes (hasta 50) y cuántas hay en total.',
);

/** How many notifications a «mark all read» marked. */
export const notificationsMarked = named(
  'NotificationsMarked',
  z.object({ count: z.number().int() }),
  'Cuántas notificaciones se marcaron como leídas.',
);
export type UnreadNotifications = z.output<typeof unreadNotifications>;
