/**
 * The casilla electrónica's public API. Its session is the citizen's own token, kept for the tab
 * (sessionStorage) and sent instead of any staff session's.
 */
import type { CasillaAccount, CasillaSubmission } from '@shared/schemas/casilla';
import type { CasillaNotification, CasillaNotificationDetail } from '@shared/schemas/casilla-notifications';
import type { DeskOptions } from '@shared/schemas/virtual-desk';
import { api } from '../../lib/api';

const BASE = '/api/v1/public/casilla';
const KEY = 'folio.casilla';

export const casillaToken = () => sessionStorage.getItem(KEY);
export const keepCasillaToken = (token: string) => sessionStorage.setItem(KEY, token);
export const forgetCasillaToken = () => sessionStorage.removeItem(KEY);

type Message = { message: string };

export const casillaTerms = (signal?: AbortSignal) =>
  api<{ institution: string; version: string; text: string }>(`${BASE}/terms`, { signal, bearer: null });
export const openCasilla = (body: unknown) => api<Message>(`${BASE}/accounts`, { method: 'POST', body, bearer: null });
export const verifyCasilla = (token: string) =>
  api<{ data: CasillaAccount }>(`${BASE}/verifications`, { method: 'POST', body: { token }, bearer: null });
export const startSignIn = (body: unknown) =>
  api<{ challenge: string; email_hint: string }>(`${BASE}/sessions`, { method: 'POST', body, bearer: null });
export const finishSignIn = (body: { challenge: string; code: string }) =>
  api<{ token: string; account: CasillaAccount }>(`${BASE}/sessions/code`, { method: 'POST', body, bearer: null });
export const signOut = () => api<void>(`${BASE}/sessions`, { method: 'DELETE', bearer: casillaToken() });
export const myCasilla = (signal?: AbortSignal) =>
  api<{ data: CasillaAccount }>(`${BASE}/me`, { signal, bearer: casillaToken() });
export const mySubmissions = (signal?: AbortSignal) =>
  api<{ data: CasillaSubmission[] }>(`${BASE}/submissions`, { signal, bearer: casillaToken() });
export const forgotPassword = (body: unknown) =>
  api<Message>(`${BASE}/password/forgot`, { method: 'POST', body, bearer: null });
export const resetPassword = (body: unknown) =>
  api<Message>(`${BASE}/password/reset`, { method: 'POST', body, bearer: null });
export const myNotifications = (signal?: AbortSignal) =>
  api<{ data: CasillaNotification[] }>(`${BASE}/notifications`, { signal, bearer: casillaToken() });
/** Opens a notification: the first time, the server records the acuse de lectura. */
export const openNotification = (id: string, signal?: AbortSignal) =>
  api<{ data: CasillaNotificationDetail }>(`${BASE}/notifications/${id}`, { signal, bearer: casillaToken() });
export const notificationFile = (id: number, fileId: number) =>
  api<Blob>(`${BASE}/notifications/${id}/files/${fileId}`, { responseType: 'blob', bearer: casillaToken() });
export const replyToNotification = (id: number, body: FormData) =>
  api<{ request_number: string; message: string }>(`${BASE}/notifications/${id}/replies`, {
    method: 'POST',
    body,
    bearer: casillaToken(),
  });
/** The virtual desk's options (types of document, file limits) for the reply form. */
export const casillaDeskOptions = (signal?: AbortSignal) =>
  api<DeskOptions>('/api/v1/public/virtual-desk', { signal, bearer: null });
