/** Cold `npm start` (empty data dir: migrate + demo seed) and a restart, to the first served page. */
import fs from 'node:fs';
import { startServer } from './server';

export async function benchStartup(): Promise<void> {
  const cold = await startServer();
  await cold.stop();
  const warm = await startServer(cold.dataDir);
  await warm.stop();
  fs.rmSync(cold.dataDir, { recursive: true, force: true });
  console.log(
    `startup: cold start (empty data dir, migrate + seed) to first page: ${(cold.readyMs / 1000).toFixed(2)} s`,
  );
  console.log(`startup: restart on existing data to first page:              ${(warm.readyMs / 1000).toFixed(2)} s`);
}
