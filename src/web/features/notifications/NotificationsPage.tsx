/** Notificaciones: the user's whole history, newest first, paged; a click marks one read and opens it. */
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useMarkAllRead, useNotificationHistory, useOpenNotification, useUnreadNotifications } from './api';
import { NotificationItem } from './NotificationItem';
import { useNow } from './useNow';
import './notifications.css';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];
const DEFAULT_PER_PAGE = 25;

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1, 100_000);
  const perPage = PER_PAGE_OPTIONS.includes(Number(params.get('per_page')))
    ? Number(params.get('per_page'))
    : DEFAULT_PER_PAGE;
  const history = useNotificationHistory(page, perPage);
  const unread = useUnreadNotifications();
  const openNotification = useOpenNotification();
  const markAll = useMarkAllRead();
  const now = useNow();
  const unreadCount = unread.data?.count ?? 0;
  const total = history.data?.meta.total ?? 0;

  const go = (nextPage: number, nextPerPage: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    if (nextPerPage !== DEFAULT_PER_PAGE) next.set('per_page', String(nextPerPage));
    else next.delete('per_page');
    setParams(next);
  };

  return (
    <div className="page">
      <PageHeader title="Notificaciones" subtitle="Todo lo que se le notificó, de lo más reciente a lo más antiguo." />
      <div className="notifications-toolbar">
        <span className="notifications-status" aria-live="polite">
          {unreadCount > 0
            ? `${unreadCount} ${unreadCount === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}`
            : 'No tiene notificaciones sin leer'}
        </span>
        {unreadCount > 0 && (
          <Button
            type="button"
            label="Marcar todas como leídas"
            icon="pi pi-check-square"
            outlined
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          />
        )}
      </div>
      {history.error ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Spinner />
      ) : (
        <section className="panel notifications-history" aria-label="Historial de notificaciones">
          {history.data.data.length === 0 ? (
            <p className="notifications-empty">No se encontraron registros</p>
          ) : (
            <ul className="notification-list">
              {history.data.data.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    now={now}
                    showDate
                    onOpen={() => openNotification(notification)}
                  />
                </li>
              ))}
            </ul>
          )}
          {total > perPage && (
            <Paginator
              first={(page - 1) * perPage}
              rows={perPage}
              totalRecords={total}
              rowsPerPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(event) => go(event.page + 1, event.rows)}
              template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
              currentPageReportTemplate="{first}–{last} de {totalRecords}"
            />
          )}
        </section>
      )}
    </div>
  );
}
