/**
 * The shell's realtime side (docs/architecture.md §8.4): connects while logged in (again with a new token after a
 * forced password change), refreshes the bell on every notification and on reads in other tabs,
 * refreshes the Tablero, announces a notification with a toast and a browser notification, and reloads permissions
 * (and so the side menu) when an administrator changed them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppSettings } from '../../lib/appSettings';
import { reloadUser } from '../../lib/auth';
import { DASHBOARD_KEY } from '../../lib/dashboard';
import { startRealtime } from '../../lib/realtime';
import type { RealtimeHandlers } from '../../lib/realtime/params';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useOpenNotification, useRefreshNotifications } from './api';
import { requestNotificationPermission, showBrowserNotification } from './browserNotifications';
import { parseLiveNotification } from './target';

export function RealtimeNotifications() {
  const { token, user } = useSession();
  const settings = useAppSettings();
  const queryClient = useQueryClient();
  const refresh = useRefreshNotifications();
  const openNotification = useOpenNotification();
  const toast = useToast();

  const handlers = useRef<RealtimeHandlers | null>(null);
  handlers.current = {
    notification(payload) {
      void refresh();
      // Something reached the user: what waits for them (the Tablero) has changed.
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      const live = parseLiveNotification(payload);
      if (!live) return;
      toast.info(live.text, 'Nueva notificación');
      const id = typeof payload.id === 'string' ? payload.id : null;
      showBrowserNotification(live.text, () => {
        if (id) openNotification({ id, data: live, read_at: null });
      });
    },
    notificationsRead: () => void refresh(),
    permissionsUpdated() {
      reloadUser().then(
        // What the user may do changed: lists and records reload with the new rights.
        () => queryClient.invalidateQueries(),
        (error: unknown) => console.error('[tiempo real] no se pudieron recargar los permisos', error),
      );
    },
    listening: () => void refresh(),
  };

  const userId = user?.id;
  const realtime = settings.status === 'ready' ? settings.data.realtime : undefined;
  // A string, so saving Configuración (new settings object, same values) does not reconnect.
  const where = realtime === undefined ? undefined : JSON.stringify(realtime ?? {});

  useEffect(() => {
    if (!token || userId === undefined || where === undefined) return;
    return startRealtime({
      token,
      userId,
      settings: JSON.parse(where),
      handlers: {
        notification: (payload) => handlers.current?.notification(payload),
        notificationsRead: () => handlers.current?.notificationsRead(),
        permissionsUpdated: () => handlers.current?.permissionsUpdated(),
        listening: () => handlers.current?.listening(),
      },
    });
  }, [token, userId, where]);

  useEffect(() => {
    if (settings.status === 'error') console.error('[tiempo real] sin configuración del servidor', settings.error);
  }, [settings]);

  useEffect(requestNotificationPermission, []);

  return null;
}
