/**
 * Where a notification leads (docs/architecture.md §8.4): the named route `{type}-show` with `id = data_id`; when
 * there is no such route, the route named `{type}` (e.g. `profile` → /perfil), then `{type}-index`.
 */
import { isMenuLinkActive, MENU } from '@shared/menu';
import { ROUTES_BY_NAME, routePath } from '@shared/routes';
import type { NotificationLink } from './types';

export function notificationPath({ type, data_id }: NotificationLink): string | null {
  for (const name of [`${type}-show`, type, `${type}-index`]) {
    const route = ROUTES_BY_NAME.get(name);
    if (!route) continue;
    try {
      return routePath(name, { id: data_id });
    } catch {
      // A route needing params other than `id`: try the next one.
    }
  }
  return null;
}

const RECORD_NOUNS: Record<string, string> = {
  entries: 'este ingreso',
  outputs: 'esta salida',
  'entry-requests': 'esta solicitud de ingreso',
  'output-requests': 'esta solicitud de salida',
  transfers: 'esta transferencia',
};

/**
 * What a notification about one record calls it («este ingreso»), or null when it leads to no
 * record of its own (a profile, a list): those open without asking the server first.
 */
export function recordNoun({ type }: NotificationLink): string | null {
  if (!ROUTES_BY_NAME.has(`${type}-show`)) return null;
  return RECORD_NOUNS[type] ?? 'este registro';
}

/** A live notification's payload (`{ id, text, type, data_id }`), checked, or null when it is not one. */
export function parseLiveNotification(payload: Record<string, unknown>): (NotificationLink & { text: string }) | null {
  const { text, type, data_id } = payload;
  if (typeof text !== 'string' || typeof type !== 'string' || typeof data_id !== 'number') return null;
  return { text, type, data_id };
}

/** Icons of notifications whose screen has no menu entry (transfers are reached from the Tablero). */
const OWN_ICONS: Record<string, string> = { profile: 'pi pi-user', transfers: 'pi pi-truck' };

/** The icon of the menu entry a notification leads into (entries → the inbox…), else a bell. */
export function notificationIcon(link: NotificationLink): string {
  const own = OWN_ICONS[link.type];
  if (own) return own;
  const path = notificationPath(link);
  if (path) {
    const entries = MENU.flatMap((entry) => entry.children ?? [entry]);
    const match = entries.find((entry) => entry.link && entry.link !== '/' && isMenuLinkActive(entry.link, path));
    if (match) return match.icon;
  }
  return 'pi pi-bell';
}
