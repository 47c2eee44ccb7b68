/**
 * The realtime connection itself (docs/architecture.md §8.4): laravel-echo over pusher-js, loaded lazily so the
 * login page never downloads them. Everything that goes wrong here is only logged (docs/architecture.md §8.4).
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { echoOptions, NOTIFICATIONS_READ_EVENT, PERMISSIONS_UPDATED_EVENT, userChannelName } from './channels';
import type { RealtimeParams } from './params';

const PREFIX = '[tiempo real]';

/** Opens the connection, joins the user's presence channel and listens on their private one; returns the disconnect. */
export function connect({ token, userId, settings, handlers }: RealtimeParams): () => void {
  let echo: Echo<'reverb'>;
  try {
    echo = new Echo({ ...echoOptions(settings, token, window.location), Pusher });
  } catch (error) {
    // pusher-js throws plain strings, e.g. "You must pass your app key when you instantiate Pusher."
    console.error(PREFIX, error instanceof Error ? error : new Error(String(error)));
    return () => undefined;
  }

  echo.connector.pusher.connection.bind('error', (error: unknown) => console.error(PREFIX, 'error de conexión', error));

  const name = userChannelName(userId);
  echo
    .join(name)
    .here((members: unknown[]) => console.log(PREFIX, 'presentes', members))
    .joining((member: unknown) => console.log(PREFIX, 'se unió', member))
    .leaving((member: unknown) => console.log(PREFIX, 'salió', member))
    .error((error: unknown) => console.error(PREFIX, 'canal de presencia', error));
  echo
    .private(name)
    .notification((payload: Record<string, unknown>) => handlers.notification(payload))
    .listen(PERMISSIONS_UPDATED_EVENT, () => handlers.permissionsUpdated())
    .listen(NOTIFICATIONS_READ_EVENT, () => handlers.notificationsRead())
    // On the first subscription and again after every reconnection.
    .subscribed(() => handlers.listening())
    .error((error: unknown) => console.error(PREFIX, 'canal de notificaciones', error));

  return () => echo.disconnect();
}
