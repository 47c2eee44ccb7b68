/** Data hooks every resource uses: its list, one record, saving, record actions and history. */
import type { LookupOption } from '@shared/crud';
import type { One, Page } from '@shared/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { type ListParams, listQueryString } from './listParams';
import type { ResourceRecord } from './types';

export const resourceUrl = (resource: string, suffix = '') => `/api/v1/${resource}${suffix}`;

export function useResourceList<T extends ResourceRecord>(resource: string, params: ListParams) {
  const query = listQueryString(params);
  return useQuery({
    queryKey: [resource, 'list', query],
    queryFn: ({ signal }) => api<Page<T>>(`${resourceUrl(resource)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResourceRecord<T extends ResourceRecord>(resource: string, id: number | undefined) {
  return useQuery({
    queryKey: [resource, 'record', id],
    queryFn: ({ signal }) => api<One<T>>(resourceUrl(resource, `/${id}`), { signal }).then((a) => a.data),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or updates (id + version in the values) a record; refreshes the resource's lists. */
export function useSaveRecord<T extends ResourceRecord>(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: object }) =>
      api<One<T> & Record<string, unknown>>(resourceUrl(resource, id ? `/${id}` : ''), {
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData([resource, 'record', answer.data.id], answer.data);
      return queryClient.invalidateQueries({ queryKey: [resource, 'list'] });
    },
  });
}

export type RecordAction = 'activate' | 'deactivate' | 'delete';

export function useRecordAction(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, action }: { record: ResourceRecord; action: RecordAction }) =>
      action === 'delete'
        ? api<null>(resourceUrl(resource, `/${record.id}`), { method: 'DELETE' })
        : api<One<ResourceRecord>>(resourceUrl(resource, `/${record.id}/${action}`), {
            method: 'POST',
            body: { version: record.version },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
}

export interface HistoryEntry {
  id: number;
  occurred_at: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  actor_name: string | null;
  ip: string | null;
}

export function useHistory(resource: string, id: number, page: number) {
  return useQuery({
    queryKey: [resource, 'history', id, page],
    queryFn: ({ signal }) =>
      api<Page<HistoryEntry>>(resourceUrl(resource, `/${id}/history?page=${page}&per_page=10`), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Narrowing parameters of a lookup (e.g. `office_id` for the people of an office); empty ones are left out. */
export type LookupParams = Record<string, string | number | null | undefined>;

export function lookup(resource: string, q: string, signal?: AbortSignal, params: LookupParams = {}) {
  const query = new URLSearchParams({ q });
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.set(key, String(value));
  return api<{ data: LookupOption[] }>(`${resourceUrl(resource, '/lookup')}?${query}`, { signal }).then((a) => a.data);
}

/** The option of an id held but never seen in a lookup (an edit form, a bookmarked filter). */
export function useLookupOption(resource: string, id: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: [resource, 'lookup-option', id],
    queryFn: ({ signal }) => lookup(resource, '', signal, { id }).then((options) => options[0] ?? null),
    enabled: enabled && typeof id === 'number',
    staleTime: 5 * 60_000,
  });
}
