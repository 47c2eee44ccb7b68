/** What a realtime connection needs: the session's token and user, the server's settings, and what to do on each event. */
import type { RealtimeSettings } from '@shared/schemas/user';

export interface RealtimeHandlers {
  /** A live notification: Laravel's broadcast shape, `{ id, text, type, data_id }`. */
  notification(payload: Record<string, unknown>): void;
  notificationsRead(): void;
  permissionsUpdated(): void;
  /**
   * The user's channel is subscribed, first or again after a drop: events sent before this moment
   * (while the page loaded, while the socket was down) were missed, so reload what they change.
   */
  listening(): void;
}

export interface RealtimeParams {
  token: string;
  userId: number;
  settings: RealtimeSettings;
  handlers: RealtimeHandlers;
}
