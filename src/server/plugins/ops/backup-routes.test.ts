/** The backup routes: only an administrator downloads, audited, a whole archive; the local route wants the data directory's secret. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { readArchive } from '../../lib/backup/archive';
import { call, describeEachDatabase, login } from '../../test/harness';
import { BACKUP_SECRET_FILE, BACKUP_SECRET_HEADER, OPS_BACKUP_PATH } from './backup-routes';

describeEachDatabase('backup routes', (ctx) => {
  it('streams a whole, verifiable archive to an administrator and audits the download', async () => {
    const { app } = ctx();
    const clerk = await call(app, 'GET', '/api/v1/backup', { token: await login(app, 'mesapartes') });
    expect(clerk.statusCode).toBe(403);
    const token = await login(app, 'admin');
    const res = await call(app, 'GET', '/api/v1/backup', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="folio-.*\.tar"$/);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-route-'));
    try {
      const { manifest } = await readArchive(Readable.from(res.rawPayload), scratch);
      expect(manifest.database.kind).toBe(ctx().kind);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    const [last] = await app.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(last).toMatchObject({ entity: 'backups', action: 'download' });
  });

  it('serves npm run backup only with the secret kept in the data directory', async () => {
    const { app, config } = ctx();
    expect((await call(app, 'GET', OPS_BACKUP_PATH)).statusCode).toBe(403);
    const wrong = await call(app, 'GET', OPS_BACKUP_PATH, { headers: { [BACKUP_SECRET_HEADER]: 'x'.repeat(64) } });
    expect(wrong.statusCode).toBe(403);
    const secret = fs.readFileSync(path.join(config.dataDir, BACKUP_SECRET_FILE), 'utf8').trim();
    const ok = await call(app, 'GET', OPS_BACKUP_PATH, { headers: { [BACKUP_SECRET_HEADER]: secret } });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.includes('manifest.json')).toBe(true);
  });
});
