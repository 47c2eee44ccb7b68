/**
 * Realtime notifications in the browser (docs/architecture.md §8.4): an administrator changes another
 * user's roles through the API and that user's open tab — a second browser context — gets the
 * bell badge, a toast, a browser notification and the new menu entry without a reload; the
 * panel opens the notification (marked read), other tabs follow, the history page lists it;
 * a forced password change reconnects with the new token.
 */
import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, topLevelMenu, withPage } from './support/app';
import { baseUrl, launchBrowser, PHONE, screenshot, settled, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const ACCESS_TEXT = 'Sus permisos fueron actualizados.';

// --- The administrator's side, through the API --------------------------------------------------

interface UserRecord {
  id: number;
  version: number;
  username: string;
  email: string;
  names: string;
  surnames: string;
  document_type: string | null;
  document_number: string | null;
  phone: string | null;
  position: string | null;
  office_id: number | null;
  role_ids: number[];
  update_register: boolean;
}

async function findUser(admin: Api, username: string): Promise<UserRecord> {
  const page = await admin<{ data: UserRecord[] }>('GET', `/api/v1/users?q=${username}&per_page=100`);
  const found = page.data.find((u) => u.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return (await admin<{ data: UserRecord }>('GET', `/api/v1/users/${found.id}`)).data;
}

/** PUT /users/{id} with new roles, as the Usuarios screen saves it. */
async function setRoles(admin: Api, username: string, roleIds: number[]): Promise<void> {
  const u = await findUser(admin, username);
  await admin('PUT', `/api/v1/users/${u.id}`, {
    username: u.username,
    email: u.email,
    names: u.names,
    surnames: u.surnames,
    document_type: u.document_type,
    document_number: u.document_number,
    phone: u.phone,
    position: u.position,
    office_id: u.office_id,
    role_ids: roleIds,
    update_register: u.update_register,
    version: u.version,
  });
}

/** A role the user does not hold. */
async function otherRole(admin: Api, held: number[]): Promise<{ id: number }> {
  const roles = await admin<{ data: { id: number }[] }>('GET', '/api/v1/roles?per_page=100');
  const found = roles.data.find((r) => !held.includes(r.id));
  if (!found) throw new Error('no other role');
  return found;
}

// --- The user's side, in the browser ---------------------------------------------------------------

/** Records what the app does with the Notification API (permission requests, notifications shown). */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shown: { title: string; icon?: string }[]; __asked: number };
    w.__shown = [];
    w.__asked = 0;
    const Native = window.Notification;
    class Recording extends Native {
      constructor(title: string, options?: NotificationOptions) {
        w.__shown.push({ title, icon: options?.icon });
        super(title, options);
      }
      static override get permission() {
        return Native.permission;
      }
      static override requestPermission(...args: Parameters<typeof Native.requestPermission>) {
        w.__asked += 1;
        return Native.requestPermission(...args);
      }
    }
    window.Notification = Recording;
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: { title: string; icon?: string }[] }).__shown);
const permissionRequests = (page: Page) => page.evaluate(() => (window as unknown as { __asked: number }).__asked);

/** The realtime sockets a page opens, with the frames the server sent on each. */
function watchSockets(page: Page) {
  const sockets: { ws: WebSocket; frames: string[] }[] = [];
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.startsWith('/app/')) return;
    const entry = { ws, frames: [] as string[] };
    ws.on('framereceived', (frame) => entry.frames.push(String(frame.payload)));
    sockets.push(entry);
  });
  return sockets;
}

function subscribed(socket: { frames: string[] }, channel: string): boolean {
  return socket.frames.some(
    (f) => f.includes('pusher_internal:subscription_succeeded') && f.includes(`"channel":"${channel}"`),
  );
}

async function storedUserId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number);
}

const bell = (page: Page) => page.getByTestId('notification-bell');
/** The badge's text now, or null without one: read in one step, never waiting for a badge that just went. */
const badgeText = async (page: Page) => (await bell(page).locator('.p-badge').allTextContents())[0]?.trim() ?? null;

/** Logs in and waits until the socket has both of the user's channels. */
async function loginLive(page: Page, username: string) {
  const sockets = watchSockets(page);
  await signInAs(page, username, '/');
  await bell(page).waitFor();
  const id = await storedUserId(page);
  await eventually(() => {
    const last = sockets.at(-1);
    expect(last && subscribed(last, `private-App.Models.User.${id}`)).toBe(true);
    expect(last && subscribed(last, `presence-App.Models.User.${id}`)).toBe(true);
  });
  return { id, sockets };
}

describe('realtime notifications', () => {
  it('an access change reaches the user live: badge, toast, browser notification and menu, no reload; a click reads it and opens /perfil', async () => {
    const admin = await apiAs('admin');
    const servidor = await apiAs('servidor');
    await servidor('POST', '/api/v1/notifications-read-all');
    const original = (await findUser(admin, 'servidor')).role_ids;
    const role = (
      await admin<{ data: { id: number } }>('POST', '/api/v1/roles', {
        name: `Reportes en vivo ${Date.now()}`,
        description: 'Creado por la prueba de tiempo real.',
        permissions: ['reports'],
      })
    ).data;

    try {
      await withPage(browser, async (page, context) => {
        await context.grantPermissions(['notifications'], { origin: baseUrl() });
        await recordNotifications(page);
        const logs: string[] = [];
        const pageErrors: Error[] = [];
        page.on('console', (message) => logs.push(message.text()));
        page.on('pageerror', (error) => pageErrors.push(error));

        await loginLive(page, 'servidor');
        await heading(page, /Lucía Pérez Castillo/).waitFor();
        expect(await badgeText(page)).toBeNull();
        expect(await topLevelMenu(page)).not.toContain('Reportes');
        // Presence callbacks only write to the console (docs/architecture.md §8.4).
        await eventually(() => expect(logs.some((l) => l.startsWith('[tiempo real] presentes'))).toBe(true));
        // Granted already, so nothing to ask.
        expect(await permissionRequests(page)).toBe(0);
        await page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });

        // Context A: the administrator adds the role.
        await setRoles(admin, 'servidor', [...original, role.id]);

        await eventually(async () => expect(await badgeText(page)).toBe('1'), 10_000);
        const toast = page.locator('.p-toast-message').filter({ hasText: ACCESS_TEXT });
        await toast.waitFor();
        expect(await toast.textContent()).toContain('Nueva notificación');
        await eventually(async () => expect(await topLevelMenu(page)).toContain('Reportes'), 10_000);
        expect(await shownNotifications(page)).toEqual([{ title: ACCESS_TEXT, icon: '/logo.svg' }]);
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );
        expect(await bell(page).getAttribute('title')).toBe('1 notificación sin leer');
        await screenshot(page, 'realtime-toast-desktop', { fullPage: false });

        // The new menu entry works at once.
        await page.getByTestId('side-menu').getByRole('link', { name: 'Reportes' }).click();
        await expectPath(page, '/reports');

        await bell(page).click();
        const panel = page.locator('.notification-panel');
        const item = panel.getByTestId('notification-item').filter({ hasText: ACCESS_TEXT });
        await item.waitFor();
        expect(await item.textContent()).toContain('ahora');
        expect(await panel.getByRole('button', { name: 'Marcar todas como leídas' }).isVisible()).toBe(true);
        await screenshot(page, 'notifications-panel-desktop', { fullPage: false });

        await item.click();
        await expectPath(page, '/perfil');
        await heading(page, 'Perfil').waitFor();
        await eventually(async () => expect(await badgeText(page)).toBeNull());
        await eventually(async () => {
          expect((await servidor<{ count: number }>('GET', '/api/v1/unread-notifications')).count).toBe(0);
        });

        // "Ver todas": the history, with the notification now read.
        await bell(page).click();
        await page.getByText('No tiene notificaciones nuevas').waitFor();
        await page.getByRole('link', { name: 'Ver todas' }).click();
        await expectPath(page, '/notifications');
        await heading(page, 'Notificaciones').waitFor();
        const row = page.locator('.notifications-history').getByTestId('notification-item').first();
        await row.waitFor();
        expect(await row.textContent()).toContain(ACCESS_TEXT);
        expect(await row.textContent()).toContain('Leída');
        await page.getByText('No tiene notificaciones sin leer').waitFor();
        // Filters: the access notice is «Mi cuenta», addressed to them by name, and not automatic.
        const history = page.locator('.notifications-history');
        await page.locator('.list-filter').filter({ hasText: 'Tipo' }).click();
        await page.getByRole('option', { name: 'Ingresos', exact: true }).click();
        await eventually(() => expect(new URL(page.url()).searchParams.get('kind')).toBe('entries'));
        await eventually(async () => expect(await history.textContent()).not.toContain(ACCESS_TEXT));
        await page.locator('.list-filter').filter({ hasText: 'Ingresos' }).click();
        await page.getByRole('option', { name: 'Mi cuenta', exact: true }).click();
        await page.getByRole('checkbox', { name: 'Dirigidas a mí' }).click();
        await eventually(() => expect(new URL(page.url()).searchParams.get('mine')).toBe('true'));
        await eventually(async () => expect(await history.textContent()).toContain(ACCESS_TEXT));
        await page.locator('.list-filter').filter({ hasText: 'Origen' }).click();
        await page.getByRole('option', { name: 'Avisos automáticos (plazos)', exact: true }).click();
        await history.getByText('No se encontraron registros').waitFor();
        await screenshot(page, 'notifications-page-filtered-desktop');
        await page.goto('/notifications');
        await row.waitFor();
        await screenshot(page, 'notifications-page-desktop');
        await page.getByTestId('theme-toggle').click();
        await page.locator('html.dark').waitFor({ state: 'attached' });
        await bell(page).click();
        await page.getByText('No tiene notificaciones nuevas').waitFor();
        await screenshot(page, 'notifications-page-dark-desktop', { fullPage: false });
        await page.keyboard.press('Escape');
        await page.getByTestId('theme-toggle').click();
        expect(pageErrors).toEqual([]);
      });
    } finally {
      await setRoles(admin, 'servidor', original);
      await servidor('POST', '/api/v1/notifications-read-all');
      await admin('DELETE', `/api/v1/roles/${role.id}`);
    }
  });

  it('at 375 px: permission asked on load, two tabs share the bell, "Marcar todas como leídas" clears both', async () => {
    const admin = await apiAs('admin');
    const servidor = await apiAs('servidor');
    await servidor('POST', '/api/v1/notifications-read-all');
    const original = (await findUser(admin, 'servidor')).role_ids;
    const extra = await otherRole(admin, original);

    try {
      await withPage(
        browser,
        async (page, context) => {
          await recordNotifications(page);
          await loginLive(page, 'servidor');
          // Not granted in this context: the app asks once, on load after login.
          expect(await permissionRequests(page)).toBe(1);

          const other = await context.newPage();
          const otherSockets = watchSockets(other);
          await other.goto('/');
          await bell(other).waitFor();
          const id = await storedUserId(other);
          await eventually(() => {
            const socket = otherSockets.at(-1);
            expect(socket && subscribed(socket, `private-App.Models.User.${id}`)).toBe(true);
          });

          await setRoles(admin, 'servidor', [...original, extra.id]);
          await setRoles(admin, 'servidor', original);
          for (const tab of [page, other]) await eventually(async () => expect(await badgeText(tab)).toBe('2'), 10_000);
          // Nothing was granted, so no browser notification.
          expect(await shownNotifications(page)).toEqual([]);

          await page.bringToFront();
          await bell(page).click();
          const panel = page.locator('.notification-panel');
          await expect.poll(() => panel.getByTestId('notification-item').count()).toBe(2);
          await settled(page);
          const box = (await panel.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
          await screenshot(page, 'notifications-panel-phone', { fullPage: false });

          await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
          await eventually(async () => expect(await badgeText(page)).toBeNull());
          // The other tab hears `notifications-read` on the user's channel.
          await eventually(async () => expect(await badgeText(other)).toBeNull(), 10_000);
          await page.getByText('No tiene notificaciones nuevas').waitFor();

          await page.getByRole('link', { name: 'Ver todas' }).click();
          await expectPath(page, '/notifications');
          await heading(page, 'Notificaciones').waitFor();
          await page.locator('.notifications-history').getByTestId('notification-item').first().waitFor();
          await noHorizontalScroll(page);
          await screenshot(page, 'notifications-page-phone');
        },
        PHONE,
      );
    } finally {
      await setRoles(admin, 'servidor', original);
      await servidor('POST', '/api/v1/notifications-read-all');
    }
  });

  it('a forced password change reconnects with the new token', async () => {
    const admin = await apiAs('admin');
    const servidorRoles = (await findUser(admin, 'servidor')).role_ids;
    const username = `envivo${Date.now() % 1_000_000}`;
    const created = await admin<{ data: { id: number }; temporary_password: string }>('POST', '/api/v1/users', {
      username,
      email: `${username}@folio.local`,
      names: 'Elena',
      surnames: 'En Vivo',
      document_type: null,
      document_number: null,
      phone: null,
      position: null,
      office_id: null,
      role_ids: servidorRoles,
      update_register: false,
      password_delivery: 'show',
    });

    await withPage(browser, async (page) => {
      const sockets = watchSockets(page);
      await page.goto('/login');
      await page.getByLabel('Usuario o correo electrónico').fill(username);
      await page.locator('input[type="password"]').first().fill(created.temporary_password);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expectPath(page, '/reset');
      const channel = `private-App.Models.User.${created.data.id}`;
      // Connected already while the temporary password is pending.
      await eventually(() => expect(sockets.some((s) => subscribed(s, channel))).toBe(true), 10_000);
      const before = sockets.length;

      const password = 'Clave-En-Vivo-2026';
      await page.getByLabel('Contraseña actual').fill(created.temporary_password);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
      await page.getByLabel('Confirmar nueva contraseña').fill(password);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expectPath(page, '/');

      // A new socket, subscribed with the new token; the old one closed.
      await eventually(() => {
        expect(sockets.length).toBeGreaterThan(before);
        expect(subscribed(sockets.at(-1)!, channel)).toBe(true);
        expect(sockets[before - 1]!.ws.isClosed()).toBe(true);
      });

      // And it carries notifications: an access change shows up live.
      await setRoles(admin, username, [...servidorRoles, (await otherRole(admin, servidorRoles)).id]);
      await eventually(async () => expect(await badgeText(page)).toBe('1'), 10_000);
    });
  });
});
