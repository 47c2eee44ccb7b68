/** The JavaScript a browser downloads to show /login, gzip-compressed (target ≤ 150 KB). */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server';

export async function benchLoginBundle(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${s.url.padEnd(48)} ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
    }
    console.log(
      `login-bundle: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw); target ≤ 150 KB`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
