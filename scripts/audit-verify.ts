/** `npm run audit:verify`: checks the audit trail's hash chain; exits 1 at the first broken link. */
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open';
import { runScript } from '../src/server/fatal';
import { verifyAuditChain } from '../src/server/lib/audit/verify';

await runScript(async () => {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      console.log(`Auditoría íntegra: ${result.rows} registros verificados.`);
    } else {
      const what =
        result.reason === 'link' ? 'no enlaza con el anterior (falta o se alteró un registro)' : 'fue modificado';
      console.error(`Auditoría alterada: el registro ${result.brokenAt} ${what}.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
});
