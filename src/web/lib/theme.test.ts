import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readTheme, setTheme, THEME_KEY, THEME_LINK_ID } from './theme';

// Vitest does not build CSS assets; give each theme the URL the build would.
vi.mock('primereact/resources/themes/lara-light-blue/theme.css?url', () => ({
  default: '/assets/lara-light-blue.css',
}));
vi.mock('primereact/resources/themes/lara-dark-blue/theme.css?url', () => ({ default: '/assets/lara-dark-blue.css' }));

function themeLinks() {
  return [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
}

/** happy-dom does not download stylesheets: report the new one as loaded. */
function loaded(pending: Promise<void>): Promise<void> {
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
  return pending;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('theme', () => {
  it('defaults to light', () => {
    expect(readTheme()).toBe('light');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(readTheme()).toBe('light');
  });

  it('persists the choice and marks the page root', async () => {
    await loaded(setTheme('dark'));
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    await loaded(setTheme('light'));
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('swaps the one theme stylesheet', async () => {
    await loaded(applyTheme('light'));
    const [light] = themeLinks();
    expect(light).toContain('lara-light-blue');

    await loaded(applyTheme('dark'));
    expect(themeLinks()).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)?.getAttribute('href')).toContain('lara-dark-blue');
  });

  it('waits for the stylesheet public/theme-init.js already added, without adding another', async () => {
    const early = document.createElement('link');
    early.rel = 'stylesheet';
    early.id = THEME_LINK_ID;
    early.href = '/assets/lara-light-blue.css';
    document.head.prepend(early);
    let done = false;
    const applied = applyTheme('light').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    early.dispatchEvent(new Event('load'));
    await applied;
    expect(themeLinks()).toEqual(['/assets/lara-light-blue.css']);
  });
});
