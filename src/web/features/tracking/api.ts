/** The citizens' public lookup (no session needed). */
import type { TrackingAnswer } from '@shared/schemas/tracking';
import { api } from '../../lib/api';

export function trackEntry(number: string, code: string, signal?: AbortSignal): Promise<TrackingAnswer> {
  return api<TrackingAnswer>(
    `/api/v1/public/tracking/${encodeURIComponent(number)}?codigo=${encodeURIComponent(code)}`,
    { signal },
  );
}

/** The result page's address, the one a sticker's QR holds. */
export const resultPath = (number: string, code: string) =>
  `/verificar/${encodeURIComponent(number)}?codigo=${encodeURIComponent(code)}`;
