/** `npm start`: builds the web app when the build is missing or older than its sources, then starts the server. */
import fs from 'node:fs';
import path from 'node:path';
import { exitOnUnsupportedNode } from './supported-node';

exitOnUnsupportedNode();

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
