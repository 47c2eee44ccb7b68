/**
 * Light / dark theme (docs/architecture.md §8.3): persisted in localStorage `theme`, marked on the page root
 * (`dark` class and `data-theme`) and applied by swapping the PrimeReact theme stylesheet.
 * public/theme-init.js marks the root before the first paint and, in a build, already adds the
 * stored theme's stylesheet (its hashed URL is written into index.html by vite.config.ts).
 */
import darkThemeUrl from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import lightThemeUrl from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const THEME_LINK_ID = 'theme-link';
const THEME_URLS: Record<Theme, string> = { light: lightThemeUrl, dark: darkThemeUrl };

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Marks the root and swaps the stylesheet; resolves once the new stylesheet is in place. */
export function applyTheme(theme: Theme): Promise<void> {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;

  const href = THEME_URLS[theme];
  const current = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  // Already there (public/theme-init.js adds it while the page is parsed): wait until it has loaded.
  if (current?.getAttribute('href') === href) return loaded(current);

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve) => {
    const settle = () => {
      current?.remove();
      link.id = THEME_LINK_ID;
      resolve();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    if (current) current.after(link);
    else document.head.prepend(link);
  });
}

/** Resolves once a stylesheet link has loaded (or failed: the page then shows unthemed, not blank). */
function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

let theme: Theme = readTheme();
const listeners = new Set<() => void>();

export function setTheme(next: Theme): Promise<void> {
  theme = next;
  localStorage.setItem(THEME_KEY, next);
  for (const listener of listeners) listener();
  return applyTheme(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, () => void] {
  const current = useSyncExternalStore(subscribe, () => theme);
  return [current, () => void setTheme(current === 'dark' ? 'light' : 'dark')];
}
