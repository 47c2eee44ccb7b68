/**
 * Makes a backup of a running (or stopped) Folio into `output`: the database dump, then every
 * file the dumped database names, then the manifest (archive.ts). Files are content-addressed and
 * never change, so copying them after the dump is consistent with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '../../db/client';
import { migrationState, shippedMigrations } from '../../db/migration-state';
import type { FileStore } from '../attachments/file-store';
import { type Manifest, writeArchive } from './archive';
import { DEFAULT_DUMP, type DumpOptions, dumpDatabase } from './dump';

export async function createBackup(
  database: Database,
  store: FileStore,
  output: Writable,
  dump: DumpOptions = DEFAULT_DUMP,
): Promise<Manifest> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-backup-'));
  try {
    const dumpPath = path.join(scratch, 'database.dump');
    const dumped = await dumpDatabase(database, dumpPath, dump);
    const state = await migrationState(database.db);
    const shipped = shippedMigrations();
    const applied = shipped.length - state.pending;
    const missing: string[] = [];
    async function* files() {
      for (const sha256 of [...dumped.referenced].sort()) {
        const opened = await store.open(sha256);
        if (opened) yield { sha256, ...opened };
        else missing.push(sha256);
      }
    }
    return await writeArchive(output, { path: dumpPath, kind: dumped.kind, format: dumped.format }, files(), {
      migrations: { applied, latest_when: shipped[applied - 1]?.when ?? 0 },
      missing,
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
