import type { Database } from './client';
import { migrate } from './migrate';
import { type SeedOptions, type SeedResult, seed } from './seed/seed';

/** Migrations, then first-run data: what `npm start`, `db:migrate` and tests all go through. */
export async function prepareDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  await migrate(database);
  return seed(database.db, options);
}
