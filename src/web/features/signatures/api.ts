/** Firma digital (`config`): the institution's seal and the trusted roots (docs/signatures.md). */
import type { SealSummary, SealUpload, TrustedRoot } from '@shared/schemas/signatures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import {
  type HeldAt,
  useHeldCertificate,
  useRemoveHeldCertificate,
  useSaveHeldCertificate,
} from '../../lib/signatures/heldCertificate';

const SEAL: HeldAt = { url: '/api/v1/institution-seal', key: ['institution-seal'] };
const ROOTS_KEY = ['trusted-roots'];

export const useSeal = () => useHeldCertificate<SealSummary>(SEAL);
export const useSaveSeal = () => useSaveHeldCertificate<SealSummary, SealUpload>(SEAL);
export const useRemoveSeal = () => useRemoveHeldCertificate(SEAL);

export function useTrustedRoots() {
  return useQuery({
    queryKey: ROOTS_KEY,
    queryFn: ({ signal }) => api<{ data: TrustedRoot[] }>('/api/v1/trusted-roots', { signal }).then((a) => a.data),
  });
}

export function useAddTrustedRoot() {
  const queryClient = useQueryClient();
  return useCallback(
    async (certificate: string): Promise<TrustedRoot> => {
      const answer = await api<{ data: TrustedRoot }>('/api/v1/trusted-roots', {
        method: 'POST',
        body: { certificate },
      });
      await queryClient.invalidateQueries({ queryKey: ROOTS_KEY });
      return answer.data;
    },
    [queryClient],
  );
}

export function useRemoveTrustedRoot() {
  const queryClient = useQueryClient();
  return useCallback(
    async (root: TrustedRoot): Promise<void> => {
      await api<null>(`/api/v1/trusted-roots/${root.id}`, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: ROOTS_KEY });
    },
    [queryClient],
  );
}
