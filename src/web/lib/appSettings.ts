/**
 * Public settings (GET /api/v1/app-settings): institution name, help manuals, password policy.
 * Loaded once per page load and shared; kept out of react-query because the visitor pages
 * (login) need them and react-query only ships with the shell.
 */
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@shared/password';
import type { AppSettings } from '@shared/schemas/user';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';

export type AppSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; data: AppSettings }
  | { status: 'error'; error: unknown };

let state: AppSettingsState = { status: 'loading' };
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function update(next: AppSettingsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts the request unless one is running or done; after a failure the next caller retries. */
function load(): void {
  if (request) return;
  if (state.status === 'error') update({ status: 'loading' });
  request = api<AppSettings>('/api/v1/app-settings').then(
    (data) => update({ status: 'ready', data }),
    (error: unknown) => {
      request = null;
      update({ status: 'error', error });
    },
  );
}

/** Loads the settings again, e.g. after Configuración saved them (the page keeps showing the old ones meanwhile). */
export function reloadAppSettings(): void {
  request = null;
  load();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppSettings(): AppSettingsState {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, () => state);
}

/** The password policy for new-password forms; null while the settings load. */
export function usePasswordPolicy(): PasswordPolicy | null {
  const settings = useAppSettings();
  if (settings.status === 'loading') return null;
  return settings.status === 'ready' ? settings.data.password_policy : DEFAULT_PASSWORD_POLICY;
}
