/** `npm run audit:verify` passes on an intact trail and names the first tampered or missing row. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { auditLogs } from '../src/server/db/schema';
import { audit } from '../src/server/lib/audit/audit';
import { databaseKinds, openEmptyPglite } from '../src/server/test/harness';
import { cloneTemplate } from '../src/server/test/postgres';

const run = promisify(execFile);

async function verify(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

for (const kind of databaseKinds()) {
  describe(`audit:verify [${kind}]`, () => {
    it('reports an intact chain, then the first edited and the first missing row', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-audit-'));
      const clone = kind === 'postgres' ? await cloneTemplate(process.env.TEST_DATABASE_URL!, 'template0') : null;
      const env: Record<string, string> = clone ? { DATABASE_URL: clone.url } : { DATA_DIR: dataDir };
      const open = (): Promise<Database> =>
        clone ? openPostgres(clone.url, 1) : openPglite({ dataDir: path.join(dataDir, 'db') });
      try {
        let db = clone ? await open() : await openEmptyPglite(path.join(dataDir, 'db'));
        await prepareDatabase(db, { demo: false });
        for (let i = 1; i <= 4; i++) {
          await db.db.transaction((tx) =>
            audit(
              tx,
              { id: 1, ip: '127.0.0.1' },
              { entity: 'offices', entityId: i, action: 'create', changes: { name: [null, `Oficina ${i}`] } },
            ),
          );
        }
        await db.close();
        expect(await verify(env)).toEqual({ code: 0, output: 'Auditoría íntegra: 4 registros verificados.\n' });

        db = await open();
        await db.db
          .update(auditLogs)
          .set({ changes: sql`'{"name":[null,"Alterada"]}'::jsonb` })
          .where(eq(auditLogs.id, 2));
        await db.close();
        const edited = await verify(env);
        expect(edited.code).toBe(1);
        expect(edited.output).toContain('Auditoría alterada: el registro 2 fue modificado.');

        db = await open();
        await db.db.delete(auditLogs).where(eq(auditLogs.id, 1));
        await db.close();
        const missing = await verify(env);
        expect(missing.code).toBe(1);
        expect(missing.output).toContain('el registro 2 no enlaza con el anterior');
      } finally {
        await clone?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });
}
