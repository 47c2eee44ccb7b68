import type { One } from '@shared/pagination';
import type { ProfileUpdateInput } from '@shared/schemas/auth';
import type { DigestPreferences, DigestPreferencesInput } from '@shared/schemas/digest';
import type { CertificateSummary, CertificateUpload } from '@shared/schemas/signatures';
import type { SessionUser } from '@shared/schemas/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { setUser } from '../../lib/session';
import {
  type HeldAt,
  useHeldCertificate,
  useRemoveHeldCertificate,
  useSaveHeldCertificate,
} from '../../lib/signatures/heldCertificate';

const PROFILE_KEY = ['profile'];

/** `enabled: false` while the server would refuse it (a temporary password is pending). */
export function useProfile({ enabled = true } = {}) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api<One<SessionUser>>('/api/v1/profile', { signal }),
    enabled,
  });
}

/** Saves the contact data; the stored session user and the cached profile take the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: ProfileUpdateInput): Promise<SessionUser> => {
      const answer = await api<One<SessionUser>>('/api/v1/profile', { method: 'PUT', body: input });
      setUser(answer.data);
      queryClient.setQueryData(PROFILE_KEY, answer);
      return answer.data;
    },
    [queryClient],
  );
}

const DIGEST_KEY = ['profile', 'digest'];

/** Which digest e-mails the user receives (Resumen por correo). */
export function useDigestPreferences() {
  return useQuery({
    queryKey: DIGEST_KEY,
    queryFn: ({ signal }) => api<One<DigestPreferences>>('/api/v1/profile/digest', { signal }),
  });
}

/** Saves the choice; the cached one takes the answer. */
export function useSaveDigestPreferences() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: DigestPreferencesInput): Promise<void> => {
      const answer = await api<One<DigestPreferences>>('/api/v1/profile/digest', { method: 'PUT', body: input });
      queryClient.setQueryData(DIGEST_KEY, answer);
    },
    [queryClient],
  );
}

const CERTIFICATE: HeldAt = { url: '/api/v1/profile/certificate', key: ['profile', 'certificate'] };

/** The signing certificate the user uploaded (Certificado digital), or null. */
export const useCertificate = () => useHeldCertificate<CertificateSummary>(CERTIFICATE);

/** Uploads (or replaces) it with its password and the new signing PIN. */
export const useSaveCertificate = () => useSaveHeldCertificate<CertificateSummary, CertificateUpload>(CERTIFICATE);

export const useRemoveCertificate = () => useRemoveHeldCertificate(CERTIFICATE);
