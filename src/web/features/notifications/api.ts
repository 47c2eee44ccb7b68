/** The bell's unread list, the history, and marking read (react-query; all under the `notifications` key). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { notificationPath, recordNoun } from './target';
import type { AppNotification, NotificationPage, UnreadNotifications } from './types';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** Off while a temporary password is pending: the server answers nothing else until it is changed. */
function useMayQuery(): boolean {
  const { user } = useSession();
  return user !== null && !user.reset_password;
}

export function useUnreadNotifications() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api<UnreadNotifications>('/api/v1/unread-notifications', { signal }),
    enabled: useMayQuery(),
  });
}

/** A page of the history; `query` is the list's query string (page, per_page and filters). */
export function useNotificationHistory(query: string) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'history', query],
    queryFn: ({ signal }) => api<NotificationPage>(`/api/v1/notifications?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: useMayQuery(),
  });
}

/** Refreshes the bell and the history (a notification arrived, another tab read some). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), [queryClient]);
}

export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  const toast = useToast();
  return useMutation({
    // An empty `{}`: the server refuses a JSON content-type with no body at all.
    mutationFn: () => api<{ count: number }>('/api/v1/notifications-read-all', { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
    onError: (error) => toast.failure(error),
  });
}

/** Marks a notification read (when unread) and opens what it is about. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const refresh = useRefreshNotifications();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (notification: Pick<AppNotification, 'id' | 'data' | 'read_at'>) => {
      if (!notification.read_at) {
        // The badge drops at once; the server's answer then confirms it.
        queryClient.setQueryData<UnreadNotifications>(UNREAD_KEY, (unread) =>
          unread?.notifications.some((n) => n.id === notification.id)
            ? {
                count: Math.max(0, unread.count - 1),
                notifications: unread.notifications.filter((n) => n.id !== notification.id),
              }
            : unread,
        );
        api(`/api/v1/notifications-read/${notification.id}`, { method: 'POST', body: {} }).then(
          () => refresh(),
          (error: unknown) => {
            void refresh();
            toast.failure(error);
          },
        );
      }
      const path = notificationPath(notification.data);
      if (!path) return;
      const noun = recordNoun(notification.data);
      if (!noun) {
        navigate(path);
        return;
      }
      // A record may have moved out of reach since (derived elsewhere, restricted): say so here
      // rather than open a "not found" page.
      const { type, data_id } = notification.data;
      api(`/api/v1/${type}/${data_id}`).then(
        () => navigate(path),
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403))
            toast.info(`Ya no tiene acceso a ${noun}.`);
          else toast.failure(error);
        },
      );
    },
    [navigate, refresh, toast, queryClient],
  );
}
