/** The citizens' public lookup (no session needed). */
import type { TrackingAnswer } from '@shared/schemas/tracking';
import { api } from '../../lib/api';

export function trackEntry(number: string, code: string, signal?: AbortSignal): Promise<TrackingAnswer> {
  return api<TrackingAnswer>(
    `/api/v1/public/tracking/${encodeURIComponent(number)}?codigo=${encodeURIComponent(code)}`,
    { signal },
  );
}
