import type { Database } from './client';
import { migrate } from './migrate';
import { type SeedResult, seed } from './seed/seed';

/** Migrations, then first-run data: what `npm start`, `db:migrate` and tests all go through. */
export async function prepareDatabase(database: Database, { demo }: { demo: boolean }): Promise<SeedResult> {
  await migrate(database);
  return seed(database.db, { demo });
}
