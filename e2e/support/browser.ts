/** Playwright-core driving Debian's Chromium, with helpers every browser test uses. */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import type { E2eServer } from './servers';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve('e2e/screenshots');
export const DEMO_PASSWORD = 'folio-demo';
export const DESKTOP = { width: 1366, height: 860 };
export const PHONE = { width: 375, height: 740 };

/** Playwright gives each launch a fresh temporary profile (it refuses a `--user-data-dir` flag). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The server of the worker running this file (Vitest numbers its workers 1…maxWorkers). */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
  if (!server) throw new Error('No e2e server: run browser tests through vitest (e2e/global-setup.ts).');
  return server;
}

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

/** The API calls (fetch/xhr) each context has under way, and who waits for them to end. */
const inFlight = new WeakMap<BrowserContext, { requests: Set<Request>; idle: (() => void)[] }>();

function trackQueries(context: BrowserContext): void {
  const state = { requests: new Set<Request>(), idle: [] as (() => void)[] };
  inFlight.set(context, state);
  const done = (request: Request) => {
    state.requests.delete(request);
    if (state.requests.size === 0) for (const resolve of state.idle.splice(0)) resolve();
  };
  context.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) state.requests.add(request);
  });
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** The browser's own time zone: the organisation's (Lima) unless a test says otherwise. */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  timezoneId = 'America/Lima',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'es-PE',
    timezoneId,
  });
  // A wait for an element or an answer: on a slow CI machine four busy workers can hold one answer
  // for tens of seconds; a wait that fails stays a broken story, not a slow one.
  context.setDefaultTimeout(60_000);
  trackQueries(context);
  return context;
}

/**
 * Waits until the page is still: its API calls answered (contexts from `newContext`), fonts
 * loaded, and every finite animation or transition (PrimeReact overlays, toasts, meters)
 * finished, including ones that start in the next frames. Infinite ones (spinners) are ignored.
 */
export async function settled(page: Page): Promise<void> {
  const queries = inFlight.get(page.context());
  if (queries && queries.requests.size > 0) {
    // Bounded, so a call that never ends (a stream) fails the step that awaits it, not the run.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('API calls still under way after 45 s')), 45_000);
      queries.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    for (let round = 0; round < 20; round++) {
      await frame();
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * The whole page by default; `fullPage: false` keeps fixed overlays (toasts) where the user sees them.
 * A page taller than the window is shot by making the window as tall as the page, never with
 * Playwright's `fullPage`: Chromium's capture beyond the viewport sometimes resizes the page to
 * 1×1 px for a moment, which crosses every width breakpoint (the desktop menu then forgets it was closed).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await settled(page);
  const file = path.join(SCREENSHOTS, `${name}.png`);
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!fullPage || !viewport || height <= viewport.height) {
    await page.screenshot({ path: file });
    return;
  }
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await settled(page);
    await page.screenshot({ path: file });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Logs in through the login form and waits to leave it: for the tests of signing in itself (auth, forced, users). */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(username);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface LoginAnswer {
  access_token: string;
  user: unknown;
}

/** `POST /api/v1/login`: a new session of `username`. */
export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const response = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginAnswer;
}

/**
 * Signs `username` in without the login form, then opens `path` (without it, the next `goto` opens
 * the app): a session from the API, stored as the app stores it (token and user JSON-encoded in
 * localStorage) from a page of the app's origin that does not load the app. One page load instead
 * of three (the form, the Tablero it lands on, then the page under test), a second of Chromium's
 * CPU each; `loginAs` keeps the form for the tests of signing in.
 */
export async function signInAs(page: Page, username: string, path?: string, password = DEMO_PASSWORD): Promise<void> {
  const { access_token: token, user } = await apiLogin(username, password);
  await page.goto('/api/v1/app-settings');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [JSON.stringify(token), JSON.stringify(user)] as const,
  );
  if (path !== undefined) await page.goto(path);
}
