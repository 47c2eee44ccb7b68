/**
 * The vitest configuration Stryker runs (bench/mutation): the server project's setup, limited to
 * the test files that guard the library being mutated (MUTATION_TESTS, comma-separated).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)) };
const include = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
if (include.length === 0) throw new Error('MUTATION_TESTS names no test file');

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'server',
    environment: 'node',
    include,
    globalSetup: [fileURLToPath(new URL('../../src/server/test/global-setup.ts', import.meta.url))],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
