/**
 * `npm run test:times -- <times.json>… [--top N]`: the slowest test files of one or more runs
 * written by `scripts/test-times-reporter.ts` (run vitest with TEST_TIMES=<times.json>), with each
 * file's time split into importing it, its hooks (apps, databases, fixtures) and its tests.
 */
import fs from 'node:fs';
import type { FileTimes } from './test-times-reporter';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const inputs = args.filter((_, i) => topAt < 0 || (i !== topAt && i !== topAt + 1));
if (inputs.length === 0 || !Number.isInteger(top) || top < 1) {
  console.error('usage: npm run test:times -- <times.json>… [--top N]');
  process.exit(2);
}

const files = inputs.flatMap((input) => JSON.parse(fs.readFileSync(input, 'utf8')) as FileTimes[]);
const total = (t: FileTimes) => t.importMs + t.prepareMs + t.hooksMs + t.testsMs;
const slowest = [...files].sort((a, b) => total(b) - total(a)).slice(0, top);
const s = (ms: number) => (ms / 1000).toFixed(1).padStart(8);
const sum = (pick: (t: FileTimes) => number) => files.reduce((acc, t) => acc + pick(t), 0);
const width = Math.max(4, ...slowest.map((t) => `${t.project} ${t.file}`.length));

console.log(`Slowest ${slowest.length} of ${files.length} test files, in seconds (workers run files side by side):`);
console.log(`${'file'.padEnd(width)}  tests     total    import     hooks     tests`);
for (const t of slowest) {
  const name = `${t.project} ${t.file}`.padEnd(width);
  console.log(
    `${name}  ${String(t.tests).padStart(5)}  ${s(total(t))}  ${s(t.importMs + t.prepareMs)}  ${s(t.hooksMs)}  ${s(t.testsMs)}`,
  );
}
console.log(
  `${'all files'.padEnd(width)}  ${String(sum((t) => t.tests)).padStart(5)}  ${s(sum(total))}  ${s(sum((t) => t.importMs + t.prepareMs))}  ${s(sum((t) => t.hooksMs))}  ${s(sum((t) => t.testsMs))}`,
);
