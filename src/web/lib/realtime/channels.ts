/**
 * The realtime client's configuration as pure data (kept out of the lazy Echo chunk so it can be
 * tested without a socket): channel and event names, and the options laravel-echo is built with.
 */
import type { RealtimeSettings } from '@shared/schemas/user';

/** Echo adds `private-`/`presence-` itself: `Echo.private(name)` → `private-App.Models.User.{id}`. */
export const userChannelName = (userId: number) => `App.Models.User.${userId}`;

/** Events on the user's private channel besides Echo's `.notification(cb)`; the dot means "no namespace". */
export const PERMISSIONS_UPDATED_EVENT = '.permissions-updated';
export const NOTIFICATIONS_READ_EVENT = '.notifications-read';

/** Where the websocket goes: the server's settings, else the page's own host, port and scheme. */
export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

export const AUTH_ENDPOINT = '/api/broadcasting/auth';

export function echoOptions(settings: RealtimeSettings, token: string, page: PageLocation) {
  const tls = settings.tls ?? page.protocol === 'https:';
  const port = settings.port ?? (page.port ? Number(page.port) : tls ? 443 : 80);
  return {
    broadcaster: 'reverb' as const,
    // Empty counts as missing: pusher-js then throws "You must pass your app key…" (docs/architecture.md §8.4).
    key: settings.key || undefined,
    wsHost: settings.host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws' as const, 'wss' as const],
    authEndpoint: AUTH_ENDPOINT,
    bearerToken: token,
    // Echo merges its bearer token into these; our own object, so no two instances share one.
    auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  };
}
