/** What the browser tests of born-digital documents share: certificates, lookups, states, confirmations. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoRoot } from '../../src/server/db/seed/demo-pki';
import { DEMO_PIN } from '../../src/server/db/seed/demo-signers';
import { createTestSigner } from '../../src/server/lib/signatures/test-pki';
import { apiAs } from './api';
import { eventually } from './app';
import { humanTypist } from './typing';

const SIGNERS = {
  jefe: ['Jorge Salazar Núñez', '40404040'],
  admin: ['Administrador del Sistema', '42424242'],
} as const;

/** The head and the Gerente upload their certificates (as in their profile), sealed with the demo PIN. */
export async function uploadDemoCertificates(): Promise<void> {
  for (const [user, [name, dni]] of Object.entries(SIGNERS)) {
    const p12 = createTestSigner(demoRoot(), { name, dni, password: 'demo' });
    await (await apiAs(user))('PUT', '/api/v1/profile/certificate', {
      file_base64: p12.toString('base64'),
      password: 'demo',
      pin: DEMO_PIN,
    });
  }
}

/**
 * Picks an option of a multiple lookup at a clerk's pace: the chip shows it. Enter takes the first
 * suggestion; `click` takes the one named `label` among several.
 */
export async function pickMany(page: Page, id: string, query: string, label: string, { click = false } = {}) {
  const input = page.locator(`[id="${id}"]`);
  await input.click();
  await humanTypist(page, 7).type(input, query, {
    during: () => page.locator('.p-autocomplete-panel').last().locator('.p-autocomplete-item').first().waitFor(),
  });
  const option = page.locator('.p-autocomplete-panel').last().getByText(label).first();
  await option.waitFor();
  if (click) await option.click();
  else await page.keyboard.press('Enter');
  await page.locator('.p-autocomplete-token-label', { hasText: label }).waitFor();
}

/** The record page's first state tag reads `state`. */
export async function expectState(page: Page, state: string) {
  await eventually(async () => expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe(state));
}

/** Clicks the action `button` and accepts its confirmation. */
export async function confirm(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.locator('.p-confirm-dialog-accept').filter({ hasText: button }).click();
}
