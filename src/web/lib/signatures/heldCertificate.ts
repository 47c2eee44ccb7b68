/**
 * A certificate held at one address of the API (a person's signing certificate, the institution's
 * seal): read it (or null), upload or replace it (PUT), remove it (DELETE); the cache takes each answer.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';

export interface HeldAt {
  url: string;
  key: readonly string[];
}

export function useHeldCertificate<S>(at: HeldAt) {
  return useQuery({ queryKey: at.key, queryFn: ({ signal }) => api<{ data: S | null }>(at.url, { signal }) });
}

export function useSaveHeldCertificate<S, U>(at: HeldAt) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: U): Promise<void> => {
      const answer = await api<{ data: S | null }>(at.url, { method: 'PUT', body: input });
      queryClient.setQueryData(at.key, answer);
    },
    [queryClient, at],
  );
}

export function useRemoveHeldCertificate(at: HeldAt) {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<void> => {
    await api<null>(at.url, { method: 'DELETE' });
    queryClient.setQueryData(at.key, { data: null });
  }, [queryClient, at]);
}
