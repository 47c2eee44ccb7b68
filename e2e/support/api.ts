/** Setting up data through the API as a demo user would, for what a test does not work by hand. */
import { apiLogin, baseUrl, DEMO_PASSWORD } from './browser';

export type Api = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

export interface LookupAnswer {
  id: number;
  label: string;
}

export async function apiAs(username: string, password = DEMO_PASSWORD): Promise<Api> {
  const { access_token: token } = await apiLogin(username, password);
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The first option of a resource's lookup for `q`. */
export async function firstOption(api: Api, resource: string, q: string): Promise<LookupAnswer> {
  const { data } = await api<{ data: LookupAnswer[] }>('GET', `/api/v1/${resource}/lookup?q=${encodeURIComponent(q)}`);
  const option = data[0];
  if (!option) throw new Error(`no ${resource} matches «${q}»`);
  return option;
}

interface Versioned {
  data: Record<string, unknown>;
  version: number;
}

/**
 * Runs `run`, then puts Configuración (settings, and no logo if there was none) and the sticker
 * template back as they were, whatever happened: every browser test shares one server, so none
 * may leave shared settings changed for the next file or the next test.
 */
export async function restoringSharedSettings<T>(run: () => Promise<T>): Promise<T> {
  const api = await apiAs('admin');
  const settings = await api<Versioned>('GET', '/api/v1/configs');
  const sticker = await api<Versioned>('GET', '/api/v1/stickers');
  try {
    return await run();
  } finally {
    const { logo, ...saved } = settings.data;
    const current = await api<Versioned>('GET', '/api/v1/configs');
    await api('PUT', '/api/v1/configs', { ...saved, version: current.version });
    if (!logo && current.data.logo) await api('DELETE', '/api/v1/configs/logo');
    const currentSticker = await api<Versioned>('GET', '/api/v1/stickers');
    await api('PUT', '/api/v1/stickers', { ...sticker.data, version: currentSticker.version });
  }
}
