/**
 * The backup archive: one tar with the database dump (`database.dump`), every stored file the
 * database names (`files/ab/cd/<sha256>`, as in the file store) and, last, `manifest.json` with
 * the checksums. Reading verifies everything into a scratch folder before anything is restored,
 * so a truncated or altered archive is refused whole.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { SHA256 } from '../attachments/file-store';

export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';

export interface Manifest {
  format: 'folio-backup';
  version: 1;
  created_at: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** `pglite-datadir`: PGlite's dumpDataDir tarball; `pg_dump-custom`: `pg_dump -Fc`; `folio-copy`: copy-dump.ts. */
    dump: 'pglite-datadir' | 'pg_dump-custom' | 'folio-copy';
    sha256: string;
    size: number;
  };
  /** The latest applied migration's journal time: a Folio older than it cannot restore the archive. */
  migrations: { applied: number; latest_when: number };
  files: { sha256: string; size: number }[];
  /** Files the database names that the store no longer had (reported, never silently dropped). */
  missing: string[];
}

export class BackupArchiveError extends Error {}

/** `folio-2026-11-28T02-30-00.tar` (UTC): downloads and scheduled backups are named so. */
export const backupFileName = (at = new Date()) => `folio-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.tar`;

export const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** Writes the archive: the dump (a file on disk), the files as `open` streams them, the manifest last. */
export async function writeArchive(
  output: Writable,
  dump: { path: string; kind: Manifest['database']['kind']; format: Manifest['database']['dump'] },
  files: AsyncIterable<{ sha256: string; stream: Readable; size: number }>,
  manifest: Pick<Manifest, 'migrations' | 'missing'>,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, output);
  const addStream = (name: string, size: number, stream: Readable) =>
    new Promise<string>((resolve, reject) => {
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => hash.update(chunk));
      const entry = pack.entry({ name, size, mode: 0o600 }, (error) =>
        error ? reject(error) : resolve(hash.digest('hex')),
      );
      stream.on('error', reject);
      stream.pipe(entry);
    });
  const dumpSize = fs.statSync(dump.path).size;
  const dumpSha = await addStream(DUMP, dumpSize, fs.createReadStream(dump.path));
  const listed: Manifest['files'] = [];
  for await (const file of files) {
    const sha = await addStream(
      `files/${file.sha256.slice(0, 2)}/${file.sha256.slice(2, 4)}/${file.sha256}`,
      file.size,
      file.stream,
    );
    if (sha !== file.sha256) throw new BackupArchiveError(`El archivo ${file.sha256} no coincide con su contenido.`);
    listed.push({ sha256: file.sha256, size: file.size });
  }
  const complete: Manifest = {
    format: 'folio-backup',
    version: 1,
    created_at: new Date().toISOString(),
    database: { kind: dump.kind, dump: dump.format, sha256: dumpSha, size: dumpSize },
    migrations: manifest.migrations,
    files: listed,
    missing: manifest.missing,
  };
  pack.entry({ name: MANIFEST, mode: 0o600 }, `${JSON.stringify(complete, null, 2)}\n`);
  pack.finalize();
  await written;
  return complete;
}

const refused = (why: string) =>
  new BackupArchiveError(`La copia de seguridad no es válida o está incompleta (${why}); no se restauró nada.`);

/** Reads the archive into `scratch`, checking every checksum; answers the manifest and where the parts are. */
export async function readArchive(
  input: Readable,
  scratch: string,
): Promise<{ manifest: Manifest; dump: string; files: string }> {
  const extract = tar.extract();
  const sums = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    const hash = createHash('sha256');
    let size = 0;
    const chunks: Buffer[] = [];
    const isManifest = name === MANIFEST;
    const known = isManifest || name === DUMP || /^files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(name);
    if (!known || header.type !== 'file') {
      stream.resume();
      stream.on('end', next);
      return;
    }
    const target = path.join(scratch, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const out = isManifest ? undefined : fs.createWriteStream(target);
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (isManifest) chunks.push(chunk);
    });
    const done = () => {
      if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
      else sums.set(name, { sha256: hash.digest('hex'), size });
      next();
    };
    if (out) {
      stream.pipe(out);
      out.on('finish', done);
      out.on('error', (error) => next(error));
    } else stream.on('end', done);
  });
  try {
    await pipeline(input, extract);
  } catch (error) {
    throw refused(`no se pudo leer el archivo: ${(error as Error).message}`);
  }
  if (!manifestText) throw refused('falta el manifiesto');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw refused('el manifiesto está dañado');
  }
  if (manifest.format !== 'folio-backup' || manifest.version !== 1) throw refused('no es una copia de Folio');
  const dump = sums.get(DUMP);
  if (!dump || dump.sha256 !== manifest.database.sha256 || dump.size !== manifest.database.size) {
    throw refused('la base de datos no coincide con su suma de verificación');
  }
  for (const file of manifest.files) {
    if (!SHA256.test(file.sha256)) throw refused('un archivo tiene un nombre no válido');
    const got = sums.get(`files/${file.sha256.slice(0, 2)}/${file.sha256.slice(2, 4)}/${file.sha256}`);
    if (!got || got.sha256 !== file.sha256 || got.size !== file.size) {
      throw refused(`el archivo ${file.sha256} falta o no coincide con su suma de verificación`);
    }
  }
  return { manifest, dump: path.join(scratch, DUMP), files: path.join(scratch, 'files') };
}
