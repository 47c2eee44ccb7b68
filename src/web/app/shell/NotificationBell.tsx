import { routePath } from '@shared/routes';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMarkAllRead, useOpenNotification, useUnreadNotifications } from '../../features/notifications/api';
import { requestNotificationPermissionFromGesture } from '../../features/notifications/browserNotifications';
import { NotificationItem } from '../../features/notifications/NotificationItem';
import '../../features/notifications/notifications.css';

/**
 * The bell of the top bar: a red badge only when there are unread notifications (docs/architecture.md §8.2), and a
 * panel with the unread ones (a click marks one read and opens what it is about), "Marcar todas
 * como leídas" and "Ver todas" (the history).
 */
export function NotificationBell() {
  const panel = useRef<OverlayPanel>(null);
  const { data, error, refetch } = useUnreadNotifications();
  const openNotification = useOpenNotification();
  const markAll = useMarkAllRead();
  const [now, setNow] = useState(() => new Date());
  const count = data?.count ?? 0;
  const list = data?.notifications ?? [];
  const unread = count > 0;
  const hide = () => panel.current?.hide();

  return (
    <>
      <Button
        type="button"
        icon="pi pi-bell"
        rounded
        text
        className="topbar-button p-overlay-badge"
        aria-label="Notificaciones"
        aria-haspopup="dialog"
        title={
          unread ? `${count} ${count === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}` : 'Notificaciones'
        }
        data-testid="notification-bell"
        badge={unread ? (count > 99 ? '99+' : String(count)) : undefined}
        badgeClassName="p-badge-danger"
        onClick={(event) => {
          requestNotificationPermissionFromGesture();
          setNow(new Date());
          panel.current?.toggle(event);
        }}
      />
      <OverlayPanel
        ref={panel}
        className="notification-panel"
        aria-label="Notificaciones"
        pt={{ content: { className: 'notification-panel-content' } }}
      >
        <div className="notification-panel-header">
          <h2>Notificaciones</h2>
          {unread && (
            <Button
              type="button"
              label="Marcar todas como leídas"
              link
              size="small"
              className="notification-read-all"
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            />
          )}
        </div>
        {error ? (
          <div className="notification-summary" role="alert">
            <p>No se pudieron cargar las notificaciones.</p>
            <Button type="button" label="Reintentar" size="small" outlined onClick={() => void refetch()} />
          </div>
        ) : unread ? (
          <>
            <p className="sr-only">{`Tiene ${count} ${count === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}.`}</p>
            <ul className="notification-list">
              {list.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    now={now}
                    onOpen={() => {
                      hide();
                      openNotification(notification);
                    }}
                  />
                </li>
              ))}
            </ul>
            {count > list.length && (
              <p className="notification-more">{`Y ${count - list.length} más sin leer en el historial.`}</p>
            )}
          </>
        ) : (
          <p className="notification-summary">No tiene notificaciones nuevas</p>
        )}
        <div className="notification-panel-footer">
          <Link to={routePath('notifications')} onClick={hide} data-testid="notifications-all">
            Ver todas
          </Link>
        </div>
      </OverlayPanel>
    </>
  );
}
