/** Playwright-core driving Debian's Chromium, with helpers every browser test uses. */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, locale: 'es-PE', timezoneId: 'America/Lima' });
}

/** The whole page by default; `fullPage: false` keeps fixed overlays (toasts) where the user sees them. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForTimeout(250); // let PrimeReact transitions settle
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Logs in through the login form and waits to leave it. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(username);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
