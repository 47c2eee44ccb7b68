/**
 * The auth session (docs/architecture.md §8.3): `token` and `user` live in localStorage (both JSON-encoded),
 * permissions only in memory. Components read it with `useSession()`.
 */
import type { SessionAnswer, SessionUser } from '@shared/schemas/user';
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** `loading` while GET /user refreshes a stored session; `error` when that call failed. */
export type SessionStatus = 'loading' | 'ready' | 'error';

export interface Session {
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  status: SessionStatus;
  isLogged: boolean;
}

function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isToken = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';

function build(token: string | null, user: SessionUser | null, permissions: readonly string[], status: SessionStatus) {
  const isLogged = token !== null && user !== null;
  return { token, user: isLogged ? user : null, permissions: isLogged ? permissions : [], status, isLogged };
}

/** The session as stored: a stored token waits for GET /user (`loading`) before its permissions are known. */
export function readStoredSession(): Session {
  const token = readStored(TOKEN_KEY, isToken);
  const user = readStored(USER_KEY, isUser);
  return build(token, user, [], token ? 'loading' : 'ready');
}

let session: Session = readStoredSession();
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Stores the answer of login, forced password reset or GET /user (which carries no new token). */
export function signIn(answer: SessionAnswer): void {
  const token = answer.access_token ?? session.token;
  if (answer.access_token) localStorage.setItem(TOKEN_KEY, JSON.stringify(answer.access_token));
  localStorage.setItem(USER_KEY, JSON.stringify(answer.user));
  update(build(token, answer.user, answer.permissions, 'ready'));
}

/** Replaces the stored user, e.g. after the profile was saved. */
export function setUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  update(build(session.token, user, session.permissions, session.status));
}

export function setSessionStatus(status: SessionStatus): void {
  update({ ...session, status });
}

/** Removes token and user from storage only; the caller reloads the page (logout). */
export function forgetStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Ends the session now: storage and memory, so the guards send the user to login. */
export function clearSession(): void {
  forgetStoredSession();
  update(build(null, null, [], 'ready'));
}
