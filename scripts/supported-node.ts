/**
 * Stops `npm start` and vitest with a clear message when the Node.js running them is older than
 * package.json's `engines.node`. npm scripts and npx run the node pinned in node_modules/.bin
 * (docs/runtime.md); this catches a run outside them, e.g. `node --import tsx scripts/start.ts`
 * on a machine whose own Node.js is older, or an install without the optional runtime package.
 */
import fs from 'node:fs';

/** Why `version` does not satisfy `range` (written `>=major.minor`), in Spanish; null when it does. */
export function unsupportedNode(version: string, range: string): string | null {
  const minimum = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!minimum) throw new Error(`package.json engines.node must read ">=major.minor", not "${range}"`);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [minMajor, minMinor] = [Number(minimum[1]), Number(minimum[2])];
  if (major > minMajor || (major === minMajor && minor >= minMinor)) return null;
  return (
    `Folio necesita Node.js ${minMajor}.${minMinor} o posterior y se ejecutó con ${version}. ` +
    'Use npm start, npm test o npx, que usan el Node.js fijado en node_modules/.bin/node, ' +
    'o instale Node.js 22 o 24.'
  );
}

export function exitOnUnsupportedNode(): void {
  const manifest = fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const { engines } = JSON.parse(manifest) as { engines: { node: string } };
  const refusal = unsupportedNode(process.versions.node, engines.node);
  if (!refusal) return;
  console.error(`\n  ${refusal}\n`);
  process.exit(1);
}
