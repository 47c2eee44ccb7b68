/**
 * The two file stores (issue 10, "more than one server"): the local folder and an S3-compatible
 * object store (a real s3rver), with the same content addressing, the same checks and access
 * rules through the app, and the sweeper of files orphaned by rolled-back uploads.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { entryFixtures } from '../../modules/entries/entries.fixtures';
import { createFileStore } from '../../plugins/files';
import { call, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import type { FileStore } from './file-store';
import { startTestS3, type TestS3 } from './s3-server';
import { createS3FileStore } from './s3-store';
import { sweepOrphanFiles } from './sweeper';
import { EXE, PDF, uploadBody } from './test-files';

let s3: TestS3;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  [
    'local folder',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-files-'));
      dirs.push(dir);
      return createFileStore(dir);
    },
  ],
  [
    's3',
    () => {
      const config = loadConfig({
        DATA_DIR: os.tmpdir(),
        REALTIME_APP_SECRET: 'x'.repeat(16),
        ...s3.env(`t${dirs.length}x${Date.now()}`),
      });
      dirs.push('');
      if (config.files.kind !== 's3') throw new Error('FILES_URL not read');
      return createS3FileStore(config.files);
    },
  ],
];

describe.each(stores)('file store: %s', (_name, open) => {
  it('stores by content hash, once, and reads back bytes and streams', async () => {
    const store = open();
    const sha = createHash('sha256').update(PDF).digest('hex');
    expect(await store.put(PDF)).toEqual({ sha256: sha, size: PDF.length });
    expect(await store.put(PDF)).toEqual({ sha256: sha, size: PDF.length });
    expect((await store.get(sha))?.equals(PDF)).toBe(true);
    const opened = await store.open(sha);
    expect(opened?.size).toBe(PDF.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    const listed = [];
    for await (const file of store.list()) listed.push(file.sha256);
    expect(listed).toEqual([sha]);
    const storedAt = await store.storedAt(sha);
    expect(Math.abs(storedAt!.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.storedAt('0'.repeat(64))).toBeNull();
    expect(await store.open('0'.repeat(64))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    await store.remove(sha);
    expect(await store.get(sha)).toBeNull();
    expect(await store.storedAt(sha)).toBeNull();
  });
});

for (const kind of databaseKinds()) {
  describe(`files on s3 through the app [${kind}]`, () => {
    let ctx: TestApp;
    let prefix: string;
    beforeAll(async () => {
      prefix = `app-${kind}`;
      ctx = await createTestApp(kind, s3.env(prefix));
    });
    afterAll(async () => ctx?.close());

    it('uploads to the bucket, serves it with the same checks and access rules, and sweeps orphans', async () => {
      expect(ctx.config.files).toMatchObject({ kind: 's3', bucket: s3.bucket, prefix });
      const f = await entryFixtures(ctx);
      const entry = await f.register({ subject: 'Con adjunto en S3' });
      const upload = (content: Buffer, filename: string) => {
        const body = uploadBody([{ filename, content }]);
        return ctx.app.inject({
          method: 'POST',
          url: `/api/v1/entries/${entry.id}/attachments`,
          headers: { authorization: `Bearer ${f.tokens.mesapartes}`, ...body.headers },
          payload: body.payload,
        });
      };
      const saved = await upload(PDF, 'oficio.pdf');
      expect(saved.statusCode, saved.body).toBe(201);
      const { url } = saved.json().data[0];
      const download = await call(ctx.app, 'GET', `${url}?download=1`, { token: f.tokens.mesapartes });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect((await call(ctx.app, 'GET', url, { token: f.tokens.mensajero })).statusCode).toBe(403);
      expect((await upload(EXE, 'programa.pdf')).statusCode).toBe(422);

      // An orphan (as a rolled-back upload leaves it) goes; the attached file stays.
      const orphan = await ctx.app.files.put(Buffer.from('%PDF-1.4 huérfano'));
      expect(await sweepOrphanFiles(ctx.app.db, ctx.app.files, 60 * 60_000)).toBe(0);
      expect(await sweepOrphanFiles(ctx.app.db, ctx.app.files, -1000)).toBe(1);
      expect(await ctx.app.files.get(orphan.sha256)).toBeNull();
      const again = await call(ctx.app, 'GET', url, { token: f.tokens.mesapartes });
      expect(again.rawPayload.equals(PDF)).toBe(true);
    });
  });
}

describe('orphan sweep on the local folder', () => {
  it('removes only unreferenced files past the grace period', async () => {
    const ctx = await createTestApp('pglite');
    try {
      const kept = await ctx.app.files.put(PDF);
      const logo = JSON.stringify({ sha256: kept.sha256, content_type: 'image/png', size: 1 });
      await ctx.database.db.execute(sql`update configs set settings = jsonb_set(settings, '{logo}', ${logo}::jsonb)`);
      const orphan = await ctx.app.files.put(Buffer.from('huérfano'));
      expect(await sweepOrphanFiles(ctx.app.db, ctx.app.files, -1000)).toBe(1);
      expect(await ctx.app.files.get(orphan.sha256)).toBeNull();
      expect(await ctx.app.files.get(kept.sha256)).not.toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
