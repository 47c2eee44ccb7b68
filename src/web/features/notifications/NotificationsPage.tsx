/**
 * Notificaciones: the user's whole history, newest first, paged and filtered (kind, addressed to
 * them, automatic notices or people's actions); a click marks one read and opens it.
 */
import { NOTIFICATION_KINDS } from '@shared/notifications';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import type { FilterDef } from '../../lib/crud/filters';
import { ListFilter } from '../../lib/crud/ListFilter';
import { listQueryString, PER_PAGE_OPTIONS, useListParams } from '../../lib/crud/listParams';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useMarkAllRead, useNotificationHistory, useOpenNotification, useUnreadNotifications } from './api';
import { NotificationItem } from './NotificationItem';
import { useNow } from './useNow';
import './notifications.css';

const FILTERS: FilterDef[] = [
  {
    name: 'kind',
    label: 'Tipo',
    options: Object.entries(NOTIFICATION_KINDS).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'automatic',
    label: 'Origen',
    options: [
      { value: 'false', label: 'Acciones de personas' },
      { value: 'true', label: 'Avisos automáticos (plazos)' },
    ],
  },
  { kind: 'toggle', name: 'mine', label: 'Dirigidas a mí', icon: 'pi pi-user' },
];

export default function NotificationsPage() {
  const [params, update] = useListParams();
  const { page, per_page: perPage } = params;
  const history = useNotificationHistory(listQueryString(params));
  const unread = useUnreadNotifications();
  const openNotification = useOpenNotification();
  const markAll = useMarkAllRead();
  const now = useNow();
  const unreadCount = unread.data?.count ?? 0;
  const total = history.data?.meta.total ?? 0;

  return (
    <div className="page">
      <PageHeader title="Notificaciones" subtitle="Todo lo que se le notificó, de lo más reciente a lo más antiguo." />
      <div className="notifications-toolbar">
        <span className="notifications-status" aria-live="polite">
          {unreadCount > 0
            ? `${unreadCount} ${unreadCount === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}`
            : 'No tiene notificaciones sin leer'}
        </span>
        <div className="notifications-filters">
          {FILTERS.map((filter) => (
            <ListFilter key={filter.name} filter={filter} params={params} update={update} />
          ))}
        </div>
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
              onPageChange={(event) => update({ page: event.page + 1, per_page: event.rows })}
              template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
              currentPageReportTemplate="{first}–{last} de {totalRecords}"
            />
          )}
        </section>
      )}
    </div>
  );
}
