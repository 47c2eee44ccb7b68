/** `npm run db:seed [-- --demo]`: migrates and seeds an empty database; `--demo` loads the demo data. */
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open';
import { prepareDatabase } from '../src/server/db/prepare';
import { runScript } from '../src/server/fatal';
import { configuredFileStore } from '../src/server/plugins/files';

await runScript(async () => {
  const config = loadConfig();
  const demo = process.argv.includes('--demo') || config.demo;
  const database = await openConfiguredDatabase(config);
  try {
    const result = await prepareDatabase(database, { demo, demoData: demo, files: configuredFileStore(config.files) });
    if (!result.seeded) console.log('La base de datos ya tiene usuarios: no se cargó nada.');
    else if (result.adminPassword) console.log(`Usuario admin creado con contraseña temporal: ${result.adminPassword}`);
    else console.log('Datos de demostración cargados (contraseña de todos los usuarios: folio-demo).');
  } finally {
    await database.close();
  }
});
