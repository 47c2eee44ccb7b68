/** Helpers shared by the browser tests of the shell, the guards and the session flows. */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newContext, screenshot } from './browser';

export interface StoredSession {
  token: unknown;
  user: unknown;
  theme: string | null;
}

/** What the app keeps in localStorage, parsed the way the app writes it (token and user JSON-encoded). */
export async function readStorage(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    theme: localStorage.getItem('theme'),
  }));
  return {
    token: raw.token === null ? null : JSON.parse(raw.token),
    user: raw.user === null ? null : JSON.parse(raw.user),
    theme: raw.theme,
  };
}

/** Runs a scenario in a fresh context and always closes it. */
export async function withPage<T>(
  browser: Browser,
  run: (page: Page, context: BrowserContext) => Promise<T>,
  viewport = DESKTOP,
  timezoneId?: string,
): Promise<T> {
  const context = await newContext(browser, viewport, timezoneId);
  const page = await context.newPage();
  try {
    return await run(page, context);
  } catch (error) {
    // Keep what the page looked like when the test failed, and say why in the log at once: a story
    // that passes on its retry (CI) shows no error of its first try otherwise.
    const name = expect.getState().currentTestName ?? '';
    console.error(`«${name}» failed on ${page.url()}:`, error);
    await screenshot(page, `failed-${name.replace(/\W+/g, '-').slice(0, 80)}`).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * Polls a condition until it holds (playwright-core has no web-first assertions). As long as any
 * other wait (browser.ts): on a slow CI machine four busy workers can hold one answer for tens of seconds.
 */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The page fits its window's width (a phone's 375 px): nothing on it scrolls the whole page sideways. */
export async function noHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a window of ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits for the SPA to settle on `path` (after its guards redirected). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  expect(pathname(page)).toBe(path);
}

export function sideMenu(page: Page): Locator {
  return page.getByTestId('side-menu');
}

/** The labels of the top-level entries of the side menu (links and group toggles), in order. */
export async function topLevelMenu(page: Page): Promise<string[]> {
  const entries = sideMenu(page).locator(':scope > ul > li > .menu-link');
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

/** The labels of the visible links inside the menu group called `title`. */
export async function groupLinks(page: Page, title: string): Promise<string[]> {
  const group = sideMenu(page)
    .locator(':scope > ul > li')
    .filter({ has: page.getByRole('button', { name: title }) });
  return (await group.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

export function groupToggle(page: Page, title: string): Locator {
  return sideMenu(page).getByRole('button', { name: title, exact: true });
}

/** The `main` heading of the current page. */
export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The label a dropdown (PrimeReact, its input `id`) shows. */
export const dropdownLabel = (page: Page, id: string) =>
  page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .locator('.p-dropdown-label')
    .textContent();

/**
 * From the focused dropdown `id`: open it with Enter, type part of a name, take the one match with
 * ArrowDown and Enter (also when the dropdown already holds another value).
 */
export async function pickByTyping(page: Page, id: string, typed: string, expected: string): Promise<void> {
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe(id));
  await page.keyboard.press('Enter');
  await eventually(async () =>
    expect(await page.evaluate(() => document.activeElement?.classList.contains('p-dropdown-filter'))).toBe(true),
  );
  await page.keyboard.type(typed, { delay: 80 });
  // As a person does: look at the shortened list, then go down to the name and take it.
  await eventually(async () =>
    expect(await page.locator('.p-dropdown-panel').getByRole('option').allTextContents()).toEqual([expected]),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.locator('.p-dropdown-filter').waitFor({ state: 'detached' });
}
