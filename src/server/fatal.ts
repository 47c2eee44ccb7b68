/** How the server and the npm scripts end on a failure the operator can fix: the message, exit 1. */
import { ConfigError } from './config';
import { DataDirLockedError } from './db/lock';
import { NewerDatabaseError } from './db/migration-state';
import { BackupArchiveError } from './lib/backup/archive';

export function exitOnFatal(error: unknown): never {
  if (
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof NewerDatabaseError ||
    error instanceof BackupArchiveError
  )
    console.error(`\n  ${error.message}\n`);
  else console.error(error);
  process.exit(1);
}

/** Runs a script's body, closing what it opened, and turns a known failure into a message. */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    exitOnFatal(error);
  }
}
