import type { Page } from '@shared/pagination';

/** A stored notification as the API answers it (docs/realtime.md). */
export interface AppNotification {
  id: string;
  type: string;
  data: { text: string; type: string; data_id: number; personal?: boolean; automatic?: boolean };
  read_at: string | null;
  created_at: string;
}

/** GET /api/v1/unread-notifications: the newest unread (at most 50) and how many there are in all. */
export interface UnreadNotifications {
  count: number;
  notifications: AppNotification[];
}

/** GET /api/v1/notifications?page=&per_page= */
export type NotificationPage = Page<AppNotification>;

/** What a notification opens: its type (a route name prefix) and record id. */
export interface NotificationLink {
  type: string;
  data_id: number;
}
