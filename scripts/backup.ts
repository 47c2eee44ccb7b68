/**
 * `npm run backup -- <file>`: one archive with the database, its files and a manifest
 * (src/server/lib/backup). PostgreSQL is dumped directly (pg_dump, else Folio's own dump). The
 * embedded database is dumped by the Folio that holds its lock, through `GET /ops/backup` on this
 * machine, or directly when Folio is stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Config, loadConfig, storedSecret } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/lock';
import { openConfiguredDatabase } from '../src/server/db/open';
import { runScript } from '../src/server/fatal';
import { BackupArchiveError } from '../src/server/lib/backup/archive';
import { createBackup } from '../src/server/lib/backup/backup';
import { configuredFileStore } from '../src/server/plugins/files';
import { BACKUP_SECRET_FILE, BACKUP_SECRET_HEADER, OPS_BACKUP_PATH } from '../src/server/plugins/ops/backup-routes';

await runScript(async () => {
  const target = process.argv[2];
  if (!target) throw new Error('Uso: npm run backup -- <archivo.tar>');
  const file = path.resolve(target);
  const partial = `${file}.partial`;
  const config = loadConfig();
  try {
    await writeBackup(config, partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof DataDirLockedError || !(error instanceof Error)) throw error;
    throw new BackupArchiveError(`La copia de seguridad no se completó y no se guardó nada (${error.message}).`, {
      cause: error,
    });
  }
  fs.renameSync(partial, file);
  console.log(`  ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
});

/** Writes the archive to `partial`: directly, or through the running Folio that holds the embedded database. */
async function writeBackup(config: Config, partial: string) {
  try {
    const database = await openConfiguredDatabase(config);
    try {
      const manifest = await createBackup(
        database,
        configuredFileStore(config.files),
        fs.createWriteStream(partial),
        config.backups.dump,
      );
      console.log(`Copia de seguridad: base de datos (${manifest.database.dump}) y ${manifest.files.length} archivos.`);
      if (manifest.missing.length > 0) console.warn(`  Faltaban en el almacén ${manifest.missing.length} archivos.`);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const secret = storedSecret(config.dataDir, BACKUP_SECRET_FILE);
    const res = await fetch(`http://127.0.0.1:${config.port}${OPS_BACKUP_PATH}`, {
      headers: { [BACKUP_SECRET_HEADER]: secret },
    });
    if (!res.ok || !res.body) throw new Error(`El Folio en ejecución no entregó la copia (HTTP ${res.status}).`);
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      fs.createWriteStream(partial),
    );
    console.log('Copia de seguridad hecha por el Folio en ejecución.');
  }
}
