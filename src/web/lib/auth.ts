/** The calls that start, refresh and end a session (docs/architecture.md §8.3). */
import type { LoginInput } from '@shared/schemas/auth';
import type { SessionAnswer } from '@shared/schemas/user';
import { ApiError, api, readAnswer } from './api';
import { disconnectRealtime } from './realtime';
import { forgetStoredSession, getSession, setSessionStatus, signIn } from './session';

export async function login(credentials: LoginInput): Promise<void> {
  signIn(await api<SessionAnswer>('/api/v1/login', { method: 'POST', body: credentials }));
}

/**
 * `GET /api/v1/user` as `public/boot.js` started it before this code arrived (for the stored
 * token), once; null when it did not.
 */
function takeEarlyUser(token: string): Promise<SessionAnswer> | null {
  const early = window as { folioEarlyUser?: { token: string; response: Promise<Response> } };
  const started = early.folioEarlyUser;
  delete early.folioEarlyUser;
  if (!started || started.token !== token) return null;
  return started.response.then(
    (response) => readAnswer<SessionAnswer>(response, token),
    () => api<SessionAnswer>('/api/v1/user'),
  );
}

/** Refreshes user and permissions of a stored session; a 401 has already ended it in the client. */
export async function refreshSession(): Promise<void> {
  const { token } = getSession();
  if (!token) return;
  setSessionStatus('loading');
  try {
    signIn(await (takeEarlyUser(token) ?? api<SessionAnswer>('/api/v1/user')));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) setSessionStatus('error');
  }
}

/**
 * Reloads user and permissions in place, without the loading screen (the shell stays), e.g. after
 * an administrator changed the user's roles: the side menu follows at once.
 */
export async function reloadUser(): Promise<void> {
  const { token } = getSession();
  if (!token) return;
  const answer = await api<SessionAnswer>('/api/v1/user');
  // Logged out or signed in anew meanwhile: that answer is stale.
  if (getSession().token === token) signIn(answer);
}

/** docs/architecture.md §8.3: the stored values are cleared and the page reloads; a failed call is only logged. */
export async function logout(): Promise<void> {
  disconnectRealtime();
  try {
    await api('/api/v1/logout', { method: 'POST' });
  } catch (error) {
    console.error('No se pudo cerrar la sesión en el servidor', error);
  }
  forgetStoredSession();
  window.history.replaceState(null, '', '/login');
  window.location.reload();
}
