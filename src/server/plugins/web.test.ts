import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

/** A build as vite.config.ts leaves it: hashed assets and index.html, each with .br and .gz copies. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`,
    'assets/index-AbC123.js': `console.log(${JSON.stringify('Folio '.repeat(400))});`,
  };
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, gzipSync(body));
  }
  return dir;
}

const webDir = fakeBuild();

describeEachDatabase(
  'static web app',
  (ctx) => {
    const get = (url: string, encoding?: string) =>
      ctx().app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    it('sends the pre-compressed copy the browser accepts, and long-lived caching for hashed files', async () => {
      const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Folio Folio');
      expect(br.rawPayload.length).toBeLessThan(fs.statSync(path.join(webDir, 'assets/index-AbC123.js')).size / 4);

      const gzip = await get('/assets/index-AbC123.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await get('/assets/index-AbC123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('Folio Folio');
    });

    it('revalidates index.html every time, on / and on every page of the app', async () => {
      for (const url of ['/', '/entries/12']) {
        const page = await get(url, 'br');
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
      }
      expect((await get('/assets/missing-1.js', 'br')).statusCode).toBe(404);
    });
  },
  { WEB_DIR: webDir },
);
