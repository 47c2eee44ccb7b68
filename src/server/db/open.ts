import path from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './lock';

/** Opens the configured database; on PGlite it first takes the data-directory lock. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
