/** Mesa de partes virtual's public API (no session needed). */
import type { DeskCaptcha, DeskCorrectionView, DeskOptions, DeskReceived } from '@shared/schemas/virtual-desk';
import { api } from '../../lib/api';

const BASE = '/api/v1/public/virtual-desk';

export const deskOptions = (signal?: AbortSignal) => api<DeskOptions>(BASE, { signal });
export const deskCaptcha = () => api<DeskCaptcha>(`${BASE}/captcha`);
export const submitDesk = (body: FormData) => api<{ message: string }>(`${BASE}/submissions`, { method: 'POST', body });
export const confirmDesk = (token: string) =>
  api<DeskReceived>(`${BASE}/verifications`, { method: 'POST', body: { token } });
export const deskCorrection = (token: string, signal?: AbortSignal) =>
  api<DeskCorrectionView>(`${BASE}/corrections/${encodeURIComponent(token)}`, { signal });
export const correctDesk = (token: string, body: FormData) =>
  api<{ request_number: string }>(`${BASE}/corrections/${encodeURIComponent(token)}`, { method: 'POST', body });

/** `2026-11-30` → `30/11/2026`. */
export const dayOf = (date: string) => date.split('-').reverse().join('/');
