/** A list's page, sort, search and filters live in the URL, so lists can be bookmarked and the back button works. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  per_page: number;
  sort: string | undefined;
  q: string;
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'per_page', 'sort', 'q']);
export const PER_PAGE_OPTIONS = [10, 25, 50, 100];

export function parseListParams(search: URLSearchParams, defaultSort?: string): ListParams {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const perPage = Number.parseInt(search.get('per_page') ?? '25', 10);
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  return {
    page,
    per_page: PER_PAGE_OPTIONS.includes(perPage) ? perPage : 25,
    sort: search.get('sort') ?? defaultSort,
    q: search.get('q') ?? '',
    filters,
  };
}

/** The API query string for a list: only what is set. */
export function listQueryString(params: ListParams): string {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
  if (params.sort) query.set('sort', params.sort);
  if (params.q.trim()) query.set('q', params.q.trim());
  for (const [key, value] of Object.entries(params.filters)) query.set(key, value);
  return query.toString();
}

export function useListParams(defaultSort?: string) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search, defaultSort), [search, defaultSort]);
  /** Changes some parameters; anything but the page itself sends the list back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<'page' | 'per_page' | 'sort' | 'q' | string, string | number | undefined>>) => {
      // From the address bar, not this render's copy: a change made a moment ago (another filter)
      // may not have re-rendered yet, since the router navigates in a transition.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      setSearch(next, { replace: 'q' in changes });
    },
    [setSearch],
  );
  return [params, update] as const;
}
