/** `npm run db:migrate`: applies pending migrations to the configured database (taking the PGlite lock). */
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { openConfiguredDatabase } from '../src/server/db/open';
import { runScript } from '../src/server/fatal';

await runScript(async () => {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await migrate(database);
    console.log('Migraciones aplicadas.');
  } finally {
    await database.close();
  }
});
