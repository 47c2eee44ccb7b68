/**
 * Restores a backup into an empty data directory (PGlite) or an empty database (PostgreSQL) and
 * the configured file store: verifies the whole archive first (archive.ts), refuses a non-empty
 * target unless forced, loads the dump, puts the files back, migrates forward, verifies the audit
 * chain and answers what it restored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../../config';
import { PGLITE_EXTENSIONS } from '../../db/client';
import { lockDataDir } from '../../db/lock';
import { migrate, migrateTo } from '../../db/migrate';
import { NewerDatabaseError, shippedMigrations } from '../../db/migration-state';
import { openConfiguredDatabase } from '../../db/open';
import { configuredFileStore } from '../../plugins/files';
import { verifyAuditChain } from '../audit/verify';
import { BackupArchiveError, type Manifest, readArchive } from './archive';
import { copyRestore } from './copy-dump';
import { pgRestore } from './dump';

export interface RestoreReport {
  manifest: Manifest;
  /** Rows per table of interest, read from the restored database. */
  counts: Record<string, number>;
  files: number;
  auditRows: number;
}

const COUNTED = ['entries', 'outputs', 'attachments', 'users', 'offices', 'audit_logs'] as const;

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}

/** The dump's schema (its migration), then its rows: copy-dump.ts. */
async function loadCopyDump(config: Config, manifest: Manifest, dump: string): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateTo(database, manifest.migrations.latest_when);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await copyRestore(client, dump);
  } finally {
    await client.end();
  }
}

const isNonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

export async function restoreBackup(archive: string, config: Config, { force = false } = {}): Promise<RestoreReport> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-restore-'));
  try {
    const { manifest, dump, files } = await readArchive(fs.createReadStream(archive), scratch);
    const latestShipped = shippedMigrations().at(-1)?.when ?? 0;
    if (manifest.migrations.latest_when > latestShipped) {
      throw new NewerDatabaseError(
        'La copia de seguridad fue hecha por una versión más reciente de Folio; instale esa versión para restaurarla.',
      );
    }
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target) {
      throw new BackupArchiveError(
        manifest.database.kind === 'pglite'
          ? 'La copia es de la base embebida (PGlite): restáurela sin DATABASE_URL.'
          : 'La copia es de PostgreSQL: restáurela con DATABASE_URL apuntando a una base de datos vacía.',
      );
    }
    const dbDir = path.join(config.dataDir, 'db');
    const filesRoot = config.files.kind === 'local' ? config.files.root : undefined;
    if (config.databaseUrl) {
      if (!(await postgresIsEmpty(config.databaseUrl))) {
        if (!force)
          throw new BackupArchiveError('La base de datos de destino no está vacía; use --force para reemplazarla.');
        await emptyPostgres(config.databaseUrl);
      }
      if (manifest.database.dump === 'folio-copy') await loadCopyDump(config, manifest, dump);
      else await pgRestore(config.databaseUrl, dump);
    } else {
      const unlock = lockDataDir(config.dataDir);
      try {
        if (isNonEmptyDir(dbDir) || (filesRoot && isNonEmptyDir(filesRoot))) {
          if (!force)
            throw new BackupArchiveError(
              `La carpeta de datos ${config.dataDir} no está vacía; use --force para reemplazarla.`,
            );
          fs.rmSync(dbDir, { recursive: true, force: true });
          if (filesRoot) fs.rmSync(filesRoot, { recursive: true, force: true });
        }
        const loaded = await PGlite.create({
          dataDir: dbDir,
          extensions: PGLITE_EXTENSIONS,
          loadDataDir: new Blob([fs.readFileSync(dump)]),
        });
        await loaded.close();
      } finally {
        unlock();
      }
    }
    const store = configuredFileStore(config.files);
    for (const file of manifest.files) {
      await store.put(fs.readFileSync(path.join(files, file.sha256.slice(0, 2), file.sha256.slice(2, 4), file.sha256)));
    }
    const database = await openConfiguredDatabase(config);
    try {
      await migrate(database);
      const audit = await verifyAuditChain(database.db);
      if (!audit.ok) {
        throw new BackupArchiveError(`La auditoría restaurada está alterada en el registro ${audit.brokenAt}.`);
      }
      const counts: Record<string, number> = {};
      for (const table of COUNTED) {
        const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        };
        counts[table] = Number(result.rows[0]!.n);
      }
      return { manifest, counts, files: manifest.files.length, auditRows: audit.rows };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
