/**
 * The casilla electrónica on a phone (375 px): a citizen opens one typing at a person's pace
 * (the acceptance shown in full), confirms the address from the e-mailed link, signs in with the
 * password and the e-mailed code, sees their casilla and signs out; the password is recovered by
 * e-mail. Mails are read from the e2e server's outbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePasswordPanel, eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';
import { mailTo } from './support/mail';
import { humanTypist } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const EMAIL = `casilla${RUN}@correo.test`;
const DNI = `7${RUN}1`;
const PASSWORD = 'Mi-casilla-2026';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function typeInto(page: Page, label: string, text: string, seed: number) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await humanTypist(page, seed).type(input, text);
}

const codeOf = (text: string) => /casilla electrónica es: (\d{6})/.exec(text)![1]!;

describe('casilla electrónica', () => {
  it('opens, confirms, signs in with the e-mailed code, and recovers the password, on a phone', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.goto('/casilla/abrir');
        await heading(page, 'Abrir casilla electrónica').waitFor();
        await page.getByText('me notifique electrónicamente', { exact: false }).waitFor();
        await typeInto(page, 'Número de DNI', DNI, 1);
        await page.keyboard.press('Tab');
        await humanTypist(page, 2).type(page.getByLabel('Nombres y apellidos'), 'Lucía Mamani Condori');
        await page.keyboard.press('Tab');
        await humanTypist(page, 3).type(page.getByLabel('Correo electrónico'), EMAIL);
        await typeInto(page, 'Nueva contraseña', PASSWORD, 4);
        await closePasswordPanel(page);
        await typeInto(page, 'Confirmar contraseña', PASSWORD, 5);
        // Without the acceptance the form says so, and keeps what was typed.
        await page.getByRole('button', { name: 'Abrir casilla' }).click();
        await page.getByText('Debe aceptar la notificación electrónica para abrir su casilla.').waitFor();
        expect(await page.getByLabel('Nombres y apellidos').inputValue()).toBe('Lucía Mamani Condori');
        await page.locator('#accepted').check();
        await noHorizontalScroll(page);
        await screenshot(page, 'casilla-open-phone');
        await page.getByRole('button', { name: 'Abrir casilla' }).click();
        await page.getByRole('status').getByText(`Le enviamos un enlace a ${EMAIL}`).waitFor();

        const link = /\/casilla\/verificar\/\S+/.exec((await mailTo(EMAIL, /confirme su casilla/)).text)![0];
        await page.goto(link);
        await page.getByRole('button', { name: 'Confirmar y activar' }).click();
        await page.getByText('Su correo fue confirmado.').waitFor();
        await page.getByRole('link', { name: 'Ingresar a mi casilla' }).click();

        await heading(page, 'Casilla electrónica').waitFor();
        await typeInto(page, 'Número de DNI', DNI, 6);
        await typeInto(page, 'Contraseña', PASSWORD, 7);
        await page.keyboard.press('Enter');
        await page.getByText(/Le enviamos un código de 6 dígitos a c•••@correo\.test/).waitFor();
        const code = codeOf((await mailTo(EMAIL, /código de acceso/)).text);
        await typeInto(page, 'Código de acceso', code, 8);
        await page.keyboard.press('Enter');
        await heading(page, 'Mi casilla electrónica').waitFor();
        await page.getByText('Lucía Mamani Condori').waitFor();
        await page.getByText('Aún no envió documentos por la mesa de partes virtual').waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'casilla-home-phone');
        await page.getByRole('button', { name: 'Cerrar sesión' }).click();
        await heading(page, 'Casilla electrónica').waitFor();
        await page.goto('/casilla');
        await eventually(async () => expect(new URL(page.url()).pathname).toBe('/casilla/ingresar'));

        await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
        await heading(page, 'Recuperar contraseña').waitFor();
        await typeInto(page, 'Número de DNI', DNI, 9);
        await page.keyboard.press('Enter');
        await page.getByText('Si el documento tiene una casilla activa').waitFor();
        const reset = /\/casilla\/restablecer\/\S+/.exec((await mailTo(EMAIL, /restablezca la contraseña/)).text)![0];
        await page.goto(reset);
        await typeInto(page, 'Nueva contraseña', 'Otra-clave-2026', 10);
        await closePasswordPanel(page);
        await typeInto(page, 'Confirmar contraseña', 'Otra-clave-2026', 11);
        await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
        await page.getByText('Su contraseña fue restablecida.').waitFor();
        await heading(page, 'Casilla electrónica').waitFor();
      },
      PHONE,
    );
  });
});
