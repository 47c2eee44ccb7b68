/**
 * Browser (system) notifications (docs/architecture.md §8.4): permission is asked for on load after login;
 * each live notification shows one while it is granted. A browser without the API gets one
 * alert, once per browser (remembered in localStorage), never again on every page load.
 */

export const UNSUPPORTED_MESSAGE = 'Tu navegador no soporta notificaciones';
const ALERTED_KEY = 'notifications-unsupported-alerted';
export const NOTIFICATION_ICON = '/logo.svg';

const supported = () => typeof window !== 'undefined' && typeof window.Notification === 'function';

let asked = false;

/** Asks once per page load; the browser itself remembers an answer (and may ignore a request without a gesture). */
export function requestNotificationPermission(): void {
  if (asked) return;
  asked = true;
  if (!supported()) {
    try {
      if (localStorage.getItem(ALERTED_KEY)) return;
      localStorage.setItem(ALERTED_KEY, '1');
    } catch {
      // Storage refused (private mode): still say it, once per page load.
    }
    window.alert(UNSUPPORTED_MESSAGE);
    return;
  }
  if (Notification.permission !== 'default') return;
  Notification.requestPermission().catch((error: unknown) => console.error('[notificaciones] permiso', error));
}

/**
 * Asks again from a user gesture (opening the bell) while still undecided: browsers may ignore or
 * quietly block a request made on load without one (docs/architecture.md §8.4).
 */
export function requestNotificationPermissionFromGesture(): void {
  if (!supported() || Notification.permission !== 'default') return;
  Notification.requestPermission().catch((error: unknown) => console.error('[notificaciones] permiso', error));
}

/** Shows a system notification when allowed; a click brings the tab forward and runs `onClick`. */
export function showBrowserNotification(text: string, onClick?: () => void): void {
  if (!supported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(text, { icon: NOTIFICATION_ICON, lang: 'es' });
    notification.onclick = () => {
      window.focus();
      notification.close();
      onClick?.();
    };
  } catch (error) {
    // Android Chrome only allows them from a service worker.
    console.error('[notificaciones] no se pudo mostrar', error);
  }
}
