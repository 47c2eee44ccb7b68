/**
 * Starts and stops the realtime connection. Echo and pusher-js live in `connect.ts`, imported
 * only when a logged-in shell asks for a connection; there is at most one connection per page.
 */
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

let active: (() => void) | null = null;

/** Closes the current connection, if any (logout; a new token replaces it). */
export function disconnectRealtime(): void {
  const stop = active;
  active = null;
  stop?.();
}

/** Connects (replacing any previous connection); the returned function disconnects, even before the chunk loaded. */
export function startRealtime(params: RealtimeParams): () => void {
  disconnectRealtime();
  let cancelled = false;
  let stop: (() => void) | null = null;
  const disconnect = () => {
    cancelled = true;
    stop?.();
    stop = null;
    if (active === disconnect) active = null;
  };
  active = disconnect;
  import('./connect').then(
    ({ connect }) => {
      if (!cancelled) stop = connect(params);
    },
    (error: unknown) => console.error('[tiempo real] no se pudo cargar el cliente', error),
  );
  return disconnect;
}
