/**
 * Starts and stops the realtime connection. Echo and pusher-js live in `connect.ts`, imported
 * only when a logged-in shell asks for a connection; there is at most one connection per page.
 */
import type { RealtimeParams } from './params';

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
