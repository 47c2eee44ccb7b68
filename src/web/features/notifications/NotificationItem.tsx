import { classNames } from 'primereact/utils';
import { formatDayTime } from '../../lib/dates';
import { relativeTime } from './relativeTime';
import { notificationIcon } from './target';
import type { AppNotification } from './types';

/** One notification: icon, text, when (relative; the exact date on hover or beside it), unread dot. Opens on click. */
export function NotificationItem({
  notification,
  now,
  onOpen,
  showDate = false,
}: {
  notification: AppNotification;
  now: Date;
  onOpen: () => void;
  /** The exact date beside the relative time (the history page). */
  showDate?: boolean;
}) {
  const unread = notification.read_at === null;
  const exact = formatDayTime(notification.created_at);
  return (
    <button
      type="button"
      className={classNames('notification-item', { 'notification-unread': unread })}
      onClick={onOpen}
      data-testid="notification-item"
    >
      <span className="notification-icon" aria-hidden="true">
        <i className={notificationIcon(notification.data)} />
      </span>
      <span className="notification-body">
        <span className="notification-text">{notification.data.text}</span>
        <span className="notification-meta">
          <time dateTime={notification.created_at} title={exact}>
            {relativeTime(notification.created_at, now)}
          </time>
          {showDate && <span className="notification-date"> · {exact}</span>}
          {notification.data.automatic && <span className="notification-automatic"> · Aviso automático</span>}
          {showDate && !unread && <span className="notification-read"> · Leída</span>}
        </span>
      </span>
      {unread && <span className="notification-dot" title="Sin leer" />}
      {unread && <span className="sr-only">(sin leer)</span>}
    </button>
  );
}
