/** The user endpoints beyond the generic CRUD: access, activity and password reset. */
import type { LookupOption } from '@shared/crud';
import type { One, Page } from '@shared/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { lookup } from '../../lib/crud/hooks';
import type { PasswordDelivery } from './types';

export interface ActivityEntry {
  id: number;
  occurred_at: string;
  entity: string;
  entity_id: string;
  action: string;
  ip: string | null;
}

export function useUserAccess(id: number) {
  return useQuery({
    queryKey: ['users', 'access', id],
    queryFn: ({ signal }) =>
      api<One<{ permissions: string[] }>>(`/api/v1/users/${id}/access`, { signal }).then((a) => a.data.permissions),
  });
}

export function useUserActivity(id: number, page: number) {
  return useQuery({
    queryKey: ['users', 'activity', id, page],
    queryFn: ({ signal }) =>
      api<Page<ActivityEntry>>(`/api/v1/users/${id}/activity?page=${page}&per_page=10`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A new temporary password: `temporary_password` is null when it went by e-mail. */
export function useResetPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: PasswordDelivery) =>
      api<{ temporary_password: string | null }>(`/api/v1/users/${id}/reset-password`, {
        method: 'POST',
        body: { password_delivery: delivery },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The roles for the list filter (roles are few; the lookup needs no extra permission). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'lookup', ''],
    queryFn: ({ signal }) => lookup('roles', '', signal),
    select: (options: LookupOption[]) => options.map((o) => ({ label: o.label, value: String(o.id) })),
    staleTime: 60_000,
  });
}
