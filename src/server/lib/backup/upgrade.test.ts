/**
 * A backup from an older Folio: a database left at an earlier migration, backed up by `npm run
 * backup` with Folio stopped, restores into a fresh target and migrates forward (its rows and
 * audit chain kept, the new version's audit function in place); a second restore into the now
 * non-empty target needs `force`; an archive from a newer Folio is refused and restores nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type Database, openPostgres } from '../../db/client';
import { migrateTo } from '../../db/migrate';
import { migrationState, NewerDatabaseError, shippedMigrations } from '../../db/migration-state';
import { openConfiguredDatabase } from '../../db/open';
import { databaseKinds, openEmptyPglite } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { runScript } from '../../test/scripts';
import { audit, auditHash, GENESIS_HASH } from '../audit/audit';
import { verifyAuditChain } from '../audit/verify';
import { readArchive, writeArchive } from './archive';
import { restoreBackup } from './restore';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Three migrations before the last: 0050 adds a column and triggers to entries, 0051 the audit function. */
const older = shippedMigrations().at(-4)!;
const olderCount = shippedMigrations().indexOf(older) + 1;

/** An office and the first audit row, written with the older schema's own SQL. */
async function writeOlderRows(database: Database): Promise<void> {
  const row = {
    occurred_at: new Date(),
    actor_id: null,
    ip: null,
    entity: 'offices',
    entity_id: 'ANT',
    action: 'create',
    changes: {},
  };
  await database.db.execute(sql`insert into offices (code, name) values ('ANT', 'Oficina de la versión anterior')`);
  await database.db.execute(
    sql`insert into audit_logs (occurred_at, entity, entity_id, action, changes, prev_hash, hash)
        values (${row.occurred_at.toISOString()}::timestamptz, ${row.entity}, ${row.entity_id}, ${row.action},
                '{}'::jsonb, ${GENESIS_HASH}, ${auditHash(GENESIS_HASH, row)})`,
  );
}

for (const kind of databaseKinds()) {
  describe(`a backup from an older Folio [${kind}]`, () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-upgrade-'));
    const drops: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const drop of drops.reverse()) await drop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    /** The environment of a fresh target: a data directory, and an empty database on PostgreSQL. */
    const target = async (name: string): Promise<Record<string, string>> => {
      const dataDir = path.join(root, name);
      if (kind === 'pglite') return { DATA_DIR: dataDir };
      const clone = await cloneTemplate(serverUrl!, 'template0');
      drops.push(clone.drop);
      return { DATA_DIR: dataDir, DATABASE_URL: clone.url };
    };

    /** The older database, written and closed (Folio stopped), then `npm run backup` of it. */
    const backupOfOlder = async (dumper: string): Promise<string> => {
      const source = await target(`origen-${dumper}`);
      fs.mkdirSync(source.DATA_DIR!);
      const database = source.DATABASE_URL
        ? await openPostgres(source.DATABASE_URL, 2)
        : await openEmptyPglite(path.join(source.DATA_DIR!, 'db'));
      try {
        await migrateTo(database, older.when);
        await writeOlderRows(database);
      } finally {
        await database.close();
      }
      const archive = path.join(root, `anterior-${dumper}.tar`);
      const backup = await runScript('backup', [archive], { ...source, BACKUP_DUMPER: dumper });
      expect(backup.code, backup.output).toBe(0);
      return archive;
    };

    const dumpers = kind === 'pglite' ? ['auto'] : ['auto', 'folio'];
    it.each(dumpers)(
      'restores a %s backup made at an earlier migration and migrates it forward, with its rows and audit chain',
      async (dumper) => {
        const archive = await backupOfOlder(dumper);
        const { manifest } = await readArchive(fs.createReadStream(archive), path.join(root, `leida-${dumper}`));
        expect(manifest.migrations.latest_when).toBe(older.when);
        expect(manifest.migrations.applied).toBe(olderCount);

        const config = loadConfig({ ...(await target(`destino-${dumper}`)), LOG_LEVEL: 'warn' });
        const report = await restoreBackup(archive, config);
        expect(report.auditRows).toBe(1);
        expect(report.counts.offices).toBe(1);

        const restored = await openConfiguredDatabase(config);
        try {
          expect(await migrationState(restored.db)).toMatchObject({ pending: 0, newer: 0 });
          await restored.db.transaction((tx) =>
            audit(tx, { id: null, ip: null }, { entity: 'offices', entityId: 'ANT', action: 'update', changes: {} }),
          );
          expect(await verifyAuditChain(restored.db)).toEqual({ ok: true, rows: 2 });
        } finally {
          await restored.close();
        }

        await expect(restoreBackup(archive, config)).rejects.toThrow(/no está vacía; use --force/);
        const forced = await restoreBackup(archive, config, { force: true });
        expect(forced.auditRows).toBe(1);
      },
      300_000,
    );

    it('refuses an archive made by a newer Folio, in Spanish, and restores nothing', async () => {
      const dump = path.join(root, 'vacia.dump');
      fs.writeFileSync(dump, 'una base de datos de una versión futura');
      const archive = path.join(root, 'futura.tar');
      await writeArchive(
        fs.createWriteStream(archive),
        { path: dump, kind, format: kind === 'pglite' ? 'pglite-datadir' : 'pg_dump-custom' },
        Readable.from([]),
        { migrations: { applied: olderCount + 100, latest_when: Date.now() + 365 * 86_400_000 }, missing: [] },
      );
      const fresh = await target('destino-futuro');
      const refused = await restoreBackup(archive, loadConfig(fresh)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(NewerDatabaseError);
      expect((refused as Error).message).toBe(
        'La copia de seguridad fue hecha por una versión más reciente de Folio; instale esa versión para restaurarla.',
      );
      expect(fs.existsSync(path.join(fresh.DATA_DIR!, 'db'))).toBe(false);
      expect(fs.existsSync(path.join(fresh.DATA_DIR!, 'files'))).toBe(false);
      if (fresh.DATABASE_URL) {
        const database = await openPostgres(fresh.DATABASE_URL, 1);
        try {
          expect(await migrationState(database.db)).toMatchObject({ pending: shippedMigrations().length });
        } finally {
          await database.close();
        }
      }
    });
  });
}
