/**
 * The vitest configuration Stryker runs (bench/mutation): the server project's setup, limited to
 * the test files that guard the library being mutated (MUTATION_TESTS, comma-separated).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const alias = { '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)) };
const include = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
if (include.length === 0) throw new Error('MUTATION_TESTS names no test file');

/**
 * A test file that fails to load runs no test, and Stryker's vitest runner reads "no test failed"
 * as a surviving mutant (a mutant that breaks a module at import time). Such a file becomes an
 * error of the run, which Stryker reports as a runtime error of the mutant instead.
 */
class NoEmptyTestFiles implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: readonly TestModule[]) {
    for (const module of modules) {
      if ([...module.children.allTests()].length > 0) continue;
      const why =
        module
          .errors()
          .map((e) => e.message)
          .join('; ') || 'no test collected';
      this.vitest?.state.catchError(new Error(`${module.moduleId} ran no test: ${why}`), 'Unhandled Error');
    }
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'server',
    environment: 'node',
    include,
    reporters: ['default', new NoEmptyTestFiles()],
    globalSetup: [fileURLToPath(new URL('../../src/server/test/global-setup.ts', import.meta.url))],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
