/**
 * `npm run bench -- mutation [--lib=numbering,audit] [--ignore-static] [--mutate=glob,…]`: Stryker's mutation score of the libraries
 * that guard the rules (libraries.ts), one library after another with one test runner, so it
 * leaves the second core to others. Not in CI: a library takes minutes to an hour on two cores.
 * Prints the score and every surviving mutant; the HTML report of each library lands in
 * reports/mutation/<library>.html. `--ignore-static` skips the mutants of module-level constants
 * (the permission catalogue's labels…), each of which reloads and reruns every test file;
 * `--mutate` narrows one library to some of its files (the rule-bearing ones first, when time is short).
 */
import { Stryker } from '@stryker-mutator/core';
import { MUTATED_LIBRARIES } from './libraries';

interface Outcome {
  status: string;
  mutatorName: string;
  replacement?: string;
  fileName: string;
  location: { start: { line: number } };
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function flag(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function chosenLibraries(): string[] {
  const names = flag('lib')?.split(',') ?? Object.keys(MUTATED_LIBRARIES);
  for (const name of names) {
    if (!MUTATED_LIBRARIES[name])
      throw new Error(`Unknown library ${name}: ${Object.keys(MUTATED_LIBRARIES).join(', ')}`);
  }
  return names;
}

async function mutateLibrary(name: string) {
  const library = MUTATED_LIBRARIES[name]!;
  // The test runner's child processes read it through bench/mutation/vitest.config.ts.
  process.env.MUTATION_TESTS = library.tests.join(',');
  const started = Date.now();
  const results: Outcome[] = await new Stryker({
    mutate: flag('mutate')?.split(',') ?? library.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'bench/mutation/vitest.config.ts', related: false },
    coverageAnalysis: 'perTest',
    concurrency: 1,
    timeoutMS: 20_000,
    reporters: ['html', 'progress'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    ignoreStatic: process.argv.includes('--ignore-static'),
    incremental: true,
    incrementalFile: `reports/mutation/${name}.incremental.json`,
    // Anchored: a bare 'reports' also left src/server/modules/reports out of the sandbox, and every
    // test file importing the app then failed to load and silently ran no test.
    ignorePatterns: ['/dist', '/data', '/coverage', '/e2e/screenshots', '/reports'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  }).runMutationTest();
  const detected = results.filter((r) => DETECTED.has(r.status)).length;
  const undetected = results.filter((r) => UNDETECTED.has(r.status));
  const counts = new Map<string, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const score = (100 * detected) / Math.max(1, detected + undetected.length);
  console.log(
    `${name}: score ${score.toFixed(1)} % (${detected} detected of ${detected + undetected.length}; ` +
      `${results.length} mutants: ${[...counts].map(([status, n]) => `${n} ${status}`).join(', ')}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  for (const r of undetected) {
    console.log(
      `  ${r.status.padEnd(10)} ${r.fileName}:${r.location.start.line} ${r.mutatorName} → ${r.replacement ?? ''}`,
    );
  }
}

export async function benchMutation() {
  for (const name of chosenLibraries()) await mutateLibrary(name);
}
