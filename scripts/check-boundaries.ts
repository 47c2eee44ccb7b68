/**
 * `npm run lint` runs this: every file in src/ against the layout rules of docs/architecture.md
 * (see boundaries.ts): the imports each layer may make, no import cycle, module file names.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { checkBoundaries } from './boundaries';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(file));
const { violations, cycles, misnamed } = checkBoundaries(
  new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')])),
);
for (const v of violations) console.error(`${v.file}: imports '${v.imported}': ${v.rule}`);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
for (const m of misnamed) console.error(`${m.file}: ${m.rule}`);
if (violations.length + cycles.length + misnamed.length > 0) {
  console.error('\nFiles break the layout rules of docs/architecture.md (scripts/boundaries.ts).');
  process.exit(1);
}
console.log(
  `Boundaries: ${files.length} files, every import within the layout rules, no cycle, module files named by role.`,
);
