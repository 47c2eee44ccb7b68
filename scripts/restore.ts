/**
 * `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` into the configured
 * data directory or database (empty unless --force), after checking every checksum; then migrates
 * forward, verifies the audit chain and prints what it restored (src/server/lib/backup/restore.ts).
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { runScript } from '../src/server/fatal';
import { restoreBackup } from '../src/server/lib/backup/restore';

await runScript(async () => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Uso: npm run restore -- <archivo.tar> [--force]');
  const report = await restoreBackup(path.resolve(file), loadConfig(), { force: args.includes('--force') });
  console.log(`Restaurada la copia del ${report.manifest.created_at}:`);
  for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table}: ${n}`);
  console.log(`  archivos: ${report.files}`);
  console.log(`  auditoría íntegra: ${report.auditRows} registros verificados`);
});
