/**
 * Users (Panel de control), end to end: an administrator creates a role and a user with it and
 * reads the temporary password once; a new user must change it at their first login; a widened
 * role changes the user's menu after a reload; the user's page (permissions, activity, history),
 * reset password, edit, (de)activate, filters. Each test works on a user of its own, made through
 * the API where the test is not about making it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import {
  eventually,
  expectPath,
  groupLinks,
  groupToggle,
  heading,
  noHorizontalScroll,
  sideMenu,
  topLevelMenu,
  withPage,
} from './support/app';
import { DESKTOP, launchBrowser, loginAs, newContext, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndClick } from './support/typing';

let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;

const ROLE = 'Consulta de expedientes';
const USERNAME = 'lrojas';
const NEW_PASSWORD = 'Laura-Clave-2026';
const OAJ = 'OAJ - Oficina de Asesoría Jurídica';
const RUN = String(Date.now()).slice(-5);

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser, DESKTOP);
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
});

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

interface NewUser {
  username: string;
  path: string;
  role: string;
  temporary: string;
}

let made = 0;

/**
 * A role with what a new role starts with (Tablero and profile) and a user of OAJ holding it, as
 * the administrator makes them through the API.
 */
async function newUser(names: string, surnames: string): Promise<NewUser> {
  made += 1;
  const api = await apiAs('admin');
  const username = `u${RUN}${made}`;
  const role = `Consulta ${RUN}-${made}`;
  const offices = await api<{ data: { id: number; code: string }[] }>('GET', '/api/v1/offices?per_page=100');
  const created = await api<{ data: { id: number } }>('POST', '/api/v1/roles', {
    name: role,
    permissions: ['home', 'profile'],
  });
  const user = await api<{ data: { id: number }; temporary_password: string }>('POST', '/api/v1/users', {
    username,
    email: `${username}@folio.local`,
    names,
    surnames,
    document_type: 'DNI',
    document_number: `4${RUN}${String(made).padStart(2, '0')}`,
    phone: null,
    position: 'Asistente legal',
    office_id: offices.data.find((o) => o.code === 'OAJ')!.id,
    role_ids: [created.data.id],
    password_delivery: 'show',
  });
  return { username, path: `/users/${user.data.id}`, role, temporary: user.temporary_password };
}

/** The user's first login done through the API: the temporary password changed to NEW_PASSWORD. */
async function passwordChanged(user: NewUser): Promise<void> {
  const api = await apiAs(user.username, user.temporary);
  await api('PUT', '/api/v1/password/reset', {
    current_password: user.temporary,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
}

/** Opens a PrimeReact Dropdown (its focusable input is visually hidden) and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a server autocomplete and picks the suggestion that contains `option`. */
async function pick(page: Page, label: string, query: string, option: string): Promise<void> {
  await typeAndClick(page, page.getByLabel(label, { exact: true }), query, option);
}

async function rowsText(page: Page): Promise<string[]> {
  await page.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
  return page.locator('.p-datatable-tbody tr').allInnerTexts();
}

/** Reads the one-time dialog's password and closes it with its button. */
async function readTemporaryPassword(page: Page, shot?: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Contraseña temporal' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain('no se volverá a mostrar');
  const password = (await dialog.locator('.temporary-password-value').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z]{8}\d{4}$/);
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await dialog.getByRole('button', { name: 'Copiada' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Entendido, ya la copié' }).click();
  await dialog.waitFor({ state: 'detached' });
  return password;
}

describe('users', () => {
  it('lists users with search and filters by state, role and office', async () => {
    await admin.goto('/users');
    await heading(admin, 'Usuarios').waitFor();
    await admin.getByRole('cell', { name: 'mesapartes', exact: true }).waitFor();
    await screenshot(admin, 'users-list-desktop');

    await choose(admin, 'Rol', 'Mesa de partes');
    await admin.waitForURL((url) => url.searchParams.has('role_id'));
    await eventually(async () => expect((await rowsText(admin)).map((r) => r.split('\t')[0])).toEqual(['mesapartes']));
    await admin.goto('/users');

    await pick(admin, 'Oficina', 'jurid', 'OAJ - Oficina de Asesoría Jurídica');
    await admin.waitForURL((url) => url.searchParams.has('office_id'));
    await eventually(async () => {
      const inOffice = (await rowsText(admin)).join('\n');
      expect(inOffice).toContain('jefe');
      expect(inOffice).toContain('servidor');
      expect(inOffice).not.toContain('mensajero');
    });
    // A bookmarked filter still names its office.
    await admin.reload();
    await admin.getByRole('cell', { name: 'jefe', exact: true }).waitFor();
    // The rows may come before the office's name, which the filter asks for apart.
    await eventually(async () => expect(await admin.getByLabel('Oficina', { exact: true }).inputValue()).toBe(OAJ));

    await admin.goto('/users?q=perez castillo');
    await eventually(async () => expect((await rowsText(admin)).map((r) => r.split('\t')[0])).toEqual(['servidor']));
  });

  it('creates a role and a user with it; the temporary password is shown once', async () => {
    await admin.goto('/roles/create');
    await heading(admin, 'Nuevo rol').waitFor();
    await admin.getByLabel('Nombre', { exact: true }).fill(ROLE);
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expectPath(admin, '/roles');

    await admin.goto('/users');
    await admin.getByRole('link', { name: 'Nuevo usuario' }).click();
    await expectPath(admin, '/users/create');
    await heading(admin, 'Nuevo usuario').waitFor();
    await admin.getByLabel('Usuario', { exact: true }).fill(USERNAME);
    await admin.getByLabel('Correo electrónico', { exact: true }).fill('correo-no-valido');
    await admin.getByLabel('Nombres').fill('Laura');
    await admin.getByLabel('Apellidos').fill('Rojas Díaz');
    await choose(admin, 'Tipo de documento', 'DNI');
    await admin.getByLabel('Número de documento').fill('1234');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    // The shared schema speaks first, in Spanish.
    await admin.getByText('Ingrese un correo electrónico válido.').waitFor();
    await admin.getByText('El DNI debe tener 8 dígitos.').waitFor();

    await admin.getByLabel('Correo electrónico', { exact: true }).fill('lrojas@folio.local');
    await admin.getByLabel('Número de documento').fill('45678912');
    await admin.getByLabel('Teléfono').fill('987 111 222');
    await admin.getByLabel('Cargo').fill('Asistente legal');
    await pick(admin, 'Oficina', 'OAJ', 'OAJ - Oficina de Asesoría Jurídica');
    await pick(admin, 'Roles', 'consulta', ROLE);
    expect(await admin.getByRole('radio', { name: /Mostrarla en pantalla/ }).isChecked()).toBe(true);
    await screenshot(admin, 'users-create-desktop');

    await admin.getByRole('button', { name: 'Guardar' }).click();
    await readTemporaryPassword(admin, 'users-temporary-password');
    await admin.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
    await heading(admin, 'Laura Rojas Díaz').waitFor();
    const data = await admin.locator('.user-data-grid').innerText();
    expect(data).toContain('DNI 45678912');
    expect(data).toContain(OAJ);
    expect(data).toContain(ROLE);
    expect(data).toMatch(/Debe cambiar su contraseña\s+Sí/);
    expect(data).toMatch(/Último ingreso\s+Nunca/);
    await screenshot(admin, 'users-show-desktop');
  });

  it('a new user must change the temporary password at /reset, and sees no Panel de control', async () => {
    const laura = await newUser('Laura', 'Rojas Díaz');
    await withPage(browser, async (user) => {
      await loginAs(user, laura.username, laura.temporary);
      await expectPath(user, '/reset');
      await user.getByLabel('Contraseña actual').fill(laura.temporary);
      await user.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
      await user.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
      await user.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expectPath(user, '/');
      await heading(user, /Laura Rojas/).waitFor();
      expect(await topLevelMenu(user)).not.toContain('Panel de control');
    });
  });

  it('a new permission on the role shows in the user menu after a reload', async () => {
    const laura = await newUser('Laura', 'Rojas Díaz');
    await passwordChanged(laura);
    await withPage(browser, async (user) => {
      await loginAs(user, laura.username, NEW_PASSWORD);
      await heading(user, /Laura Rojas/).waitFor();
      expect(await topLevelMenu(user)).not.toContain('Panel de control');

      await admin.goto(`/roles?q=${encodeURIComponent(laura.role)}`);
      await admin.getByRole('link', { name: `Editar ${laura.role}` }).click();
      await heading(admin, 'Editar rol').waitFor();
      await admin.getByLabel('Filtrar permisos').fill('tipos de ingreso');
      await admin.getByRole('checkbox', { name: /^Listar tipos de ingreso/ }).check();
      await admin.getByRole('button', { name: 'Guardar' }).click();
      await admin.locator('.p-toast-message', { hasText: 'Cambios guardados.' }).waitFor();

      await user.reload();
      await heading(user, /Laura Rojas/).waitFor();
      await groupToggle(user, 'Panel de control').click();
      expect(await groupLinks(user, 'Panel de control')).toEqual(['Tipos de ingreso']);
      await sideMenu(user).getByRole('link', { name: 'Tipos de ingreso' }).click();
      await heading(user, 'Tipos de ingreso').waitFor();
      await screenshot(user, 'users-new-user-menu');

      // The administrator sees it among the user's effective permissions.
      await admin.goto(laura.path);
      await admin.getByRole('tab', { name: 'Permisos efectivos' }).click();
      const panel = admin.locator('.effective-permissions');
      await panel.getByText('Listar tipos de ingreso').waitFor();
      expect(await panel.innerText()).toContain('Ver el tablero');
      expect(await panel.getByRole('region', { name: 'Panel de control' }).innerText()).toContain(
        'Listar tipos de ingreso',
      );
      await screenshot(admin, 'users-show-permissions');
    });
  });

  it("the user's page: activity, history, edit, reset password, deactivate and activate", async () => {
    const laura = await newUser('Laura', 'Rojas Díaz');
    await passwordChanged(laura);
    await withPage(browser, async (user) => {
      await loginAs(user, laura.username, NEW_PASSWORD);
      await heading(user, /Laura Rojas/).waitFor();

      await admin.goto(laura.path);
      await heading(admin, 'Laura Rojas Díaz').waitFor();
      await admin.getByRole('tab', { name: 'Historial' }).click();
      const history = admin.locator('.user-show-tabs .p-datatable');
      await history.getByText('Creación').waitFor();
      const changes = await history.innerText();
      expect(changes).toContain(`Correo electrónico: ${laura.username}@folio.local`);
      expect(changes).toContain(`Roles: ${laura.role}`);
      expect(changes).toContain(`Oficina: ${OAJ}`);
      expect(changes).toContain('Tipo de documento: DNI');
      await screenshot(admin, 'users-show-history');

      // Edit: back to the user's page with the change.
      await admin.getByRole('link', { name: 'Editar' }).click();
      await heading(admin, 'Editar usuario').waitFor();
      expect(await admin.getByLabel('Roles').count()).toBe(1);
      expect(await admin.locator('.p-autocomplete-token', { hasText: laura.role }).count()).toBe(1);
      expect(await admin.getByRole('radio').count()).toBe(0);
      await admin.getByLabel('Cargo').fill('Asistente legal principal');
      await admin.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(admin, laura.path);
      await admin.getByText('Asistente legal principal').first().waitFor();

      // Reset the password: confirm, then the same one-time dialog; the user's session ends.
      await admin.getByRole('button', { name: 'Restablecer contraseña' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Restablecer contraseña' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('Sus sesiones abiertas se cerrarán');
      await screenshot(admin, 'users-reset-confirm');
      await confirm.getByRole('button', { name: 'Restablecer contraseña' }).click();
      const again = await readTemporaryPassword(admin);
      expect(again).not.toBe(laura.temporary);
      await user.reload();
      await expectPath(user, '/login');

      // Deactivate (after confirming) and activate again.
      await admin.getByRole('button', { name: 'Desactivar', exact: true }).click();
      await admin.locator('.p-confirm-dialog').getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByText('Este usuario está desactivado').waitFor();
      await admin.getByRole('button', { name: 'Activar', exact: true }).click();
      await admin.getByRole('button', { name: 'Desactivar', exact: true }).waitFor();
      expect(await admin.getByText('Este usuario está desactivado').count()).toBe(0);

      // The administrator's own recent activity lists what was just done.
      await admin.goto('/users?q=admin');
      await admin.getByRole('link', { name: 'Ver Administrador del Sistema' }).click();
      await admin.getByRole('tab', { name: 'Actividad reciente' }).click();
      const activity = admin.getByRole('table').or(admin.locator('.user-show-tabs .p-datatable'));
      await admin.getByText('Restablecimiento de contraseña').first().waitFor();
      expect(await activity.first().innerText()).toContain('Usuarios');
      await screenshot(admin, 'users-show-activity');
    });
  });

  it('works at 375 px: list, form and user page', async () => {
    const laura = await newUser('Laura', 'Rojas Díaz');
    const phone = await newContext(browser, PHONE);
    try {
      const page = await phone.newPage();
      await signInAs(page, 'admin', '/users');
      await page.getByRole('cell', { name: 'mesapartes', exact: true }).waitFor();
      await noHorizontalScroll(page);
      await screenshot(page, 'users-list-phone');
      await page.goto('/users/create');
      await heading(page, 'Nuevo usuario').waitFor();
      await noHorizontalScroll(page);
      await screenshot(page, 'users-create-phone');
      await page.goto(laura.path);
      await heading(page, 'Laura Rojas Díaz').waitFor();
      await noHorizontalScroll(page);
      await screenshot(page, 'users-show-phone');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      const confirm = page.getByRole('dialog', { name: 'Restablecer contraseña' });
      await confirm.waitFor();
      await screenshot(page, 'users-reset-confirm-phone');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
  });
});
