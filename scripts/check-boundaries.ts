/** `npm run lint` runs this: every import in src/ against the layout rules of DESIGN §2 (see boundaries.ts). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { checkBoundaries } from './boundaries';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(file));
const { violations, stale } = checkBoundaries(new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')])));
for (const v of violations) console.error(`${v.file}: imports '${v.imported}': ${v.rule}`);
for (const key of stale) console.error(`scripts/boundaries.ts: the exception '${key}' is no longer needed: delete it`);
if (violations.length + stale.length > 0) {
  console.error('\nImports break the layout rules of DESIGN §2 (scripts/boundaries.ts).');
  process.exit(1);
}
console.log(`Boundaries: ${files.length} files, every import within the layout rules.`);
