/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then starts the server.
 * `npm run start:peer` (`--peer`) starts the demo's second institution beside it: the Gobierno Regional de
 * Ejemplo on port 3001 with its own embedded database in `./data-peer`, seeded as the first one's peer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exitOnUnsupportedNode } from './supported-node';

exitOnUnsupportedNode();

/** What `--peer` sets, unless the environment already says otherwise. */
const PEER_DEFAULTS = { PORT: '3001', DATA_DIR: './data-peer', DEMO_INSTITUTION: 'peer' };
if (process.argv.includes('--peer')) {
  for (const [name, value] of Object.entries(PEER_DEFAULTS)) process.env[name] ??= value;
  // Its own embedded database, even where the first instance runs on PostgreSQL.
  delete process.env.DATABASE_URL;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const index = path.resolve('dist/web/index.html');
const sources = Math.max(newestMtime('src/web'), newestMtime('src/shared'));
if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
  console.log('Compilando la aplicación web (solo la primera vez o tras cambios)...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
await import('../src/server/main');
