import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef } from 'react';

/** The bell of the top bar; its red badge shows only when there are unread notifications (SPEC §4). */
export function NotificationBell({ count }: { count: number }) {
  const panel = useRef<OverlayPanel>(null);
  const unread = count > 0;
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
        title={unread ? `${count} notificaciones sin leer` : 'Notificaciones'}
        data-testid="notification-bell"
        badge={unread ? (count > 99 ? '99+' : String(count)) : undefined}
        badgeClassName="p-badge-danger"
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} className="notification-panel" aria-label="Notificaciones">
        <p className="notification-summary">
          {unread ? `Tiene ${count} notificaciones sin leer.` : 'No tiene notificaciones nuevas'}
        </p>
      </OverlayPanel>
    </>
  );
}
