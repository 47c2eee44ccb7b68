/**
 * PGlite takes no lock on its data directory and two writers lose data, so the server and every
 * script hold this one: a file with the owner's PID, created exclusively. A lock left by a dead
 * process is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'folio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `La carpeta de datos ${dir} está en uso por otro proceso de Folio (PID ${owner}). ` +
            'Detenga ese proceso o use otra carpeta con DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear la carpeta de datos ${dir}.`);
}
