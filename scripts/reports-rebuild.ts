/**
 * `npm run reports:rebuild`: recomputes the reports' facts and daily summaries from the entries and
 * outputs (`refresh_report_facts()`, migration 0049), in one transaction. The triggers keep them
 * current; this is for after a restore of part of the data, a bulk load that bypassed the
 * triggers, or a doubt about a report's figures. Writes to entries and outputs wait while it runs.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open';
import { runScript } from '../src/server/fatal';

await runScript(async () => {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select refresh_report_facts()`);
    });
    const result = (await database.db.execute(sql`
      select (select count(*) from entry_facts)::int as entries, (select count(*) from entry_daily)::int as entry_groups,
        (select count(*) from output_facts)::int as outputs, (select count(*) from output_daily)::int as output_groups`)) as unknown as {
      rows: { entries: number; entry_groups: number; outputs: number; output_groups: number }[];
    };
    const r = result.rows[0]!;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Reportes reconstruidos en ${seconds} s: ${r.entries} ingresos en ${r.entry_groups} grupos diarios, ${r.outputs} salidas en ${r.output_groups}.`,
    );
  } finally {
    await database.close();
  }
});
