/** The calls that start, refresh and end a session (SPEC §4, §7). */
import type { LoginInput } from '@shared/schemas/auth';
import type { SessionAnswer } from '@shared/schemas/user';
import { ApiError, api } from './api';
import { forgetStoredSession, getSession, setSessionStatus, signIn } from './session';

export async function login(credentials: LoginInput): Promise<void> {
  signIn(await api<SessionAnswer>('/api/v1/login', { method: 'POST', body: credentials }));
}

/** Refreshes user and permissions of a stored session; a 401 has already ended it in the client. */
export async function refreshSession(): Promise<void> {
  if (!getSession().token) return;
  setSessionStatus('loading');
  try {
    signIn(await api<SessionAnswer>('/api/v1/user'));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) setSessionStatus('error');
  }
}

/** SPEC §4: the stored values are cleared and the page reloads; a failed call is only logged. */
export async function logout(): Promise<void> {
  try {
    await api('/api/v1/logout', { method: 'POST' });
  } catch (error) {
    console.error('No se pudo cerrar la sesión en el servidor', error);
  }
  forgetStoredSession();
  window.history.replaceState(null, '', '/login');
  window.location.reload();
}
