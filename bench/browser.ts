/** Debian's Chromium for the browser benchmarks, and a context signed in as a demo user (as the app stores it). */
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

export interface Session {
  access_token: string;
  user: unknown;
}

export async function logIn(baseUrl: string, username: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  return (await login.json()) as Session;
}

/** A fresh context (nothing cached) whose pages start signed in with `session`. */
export async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-PE', timezoneId: 'America/Lima' });
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    [session.access_token, session.user] as const,
  );
  return context;
}
