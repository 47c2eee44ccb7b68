/** The shell's global search (`GET /api/v1/search`, docs/global-search.md). */
import type { GlobalSearchAnswer, GlobalSearchGroup } from '@shared/schemas/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Searched from this many characters on (the server refuses fewer). */
export const SEARCH_MIN_LENGTH = 2;

export function useGlobalSearch(q: string) {
  const query = q.trim();
  return useQuery<GlobalSearchGroup[]>({
    queryKey: ['global-search', query],
    queryFn: ({ signal }) =>
      api<GlobalSearchAnswer>(`/api/v1/search?q=${encodeURIComponent(query)}`, { signal }).then(
        (answer) => answer.data,
      ),
    enabled: query.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
