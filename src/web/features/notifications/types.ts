import type { Page } from '@shared/pagination';
import type { AppNotification } from '@shared/schemas/notifications';

export type { AppNotification, UnreadNotifications } from '@shared/schemas/notifications';

/** GET /api/v1/notifications?page=&per_page= */
export type NotificationPage = Page<AppNotification>;

/** What a notification opens: its type (a route name prefix) and record id. */
export interface NotificationLink {
  type: string;
  data_id: number;
}
