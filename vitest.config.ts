import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/servers';
import { exitOnUnsupportedNode } from './scripts/supported-node';
import { testTimesReporter } from './scripts/test-times-reporter';

exitOnUnsupportedNode();

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // TEST_TIMES=<file.json> also writes each file's times there (`npm run test:times -- <file.json>`).
    reporters: process.env.TEST_TIMES ? ['default', testTimesReporter(process.env.TEST_TIMES)] : ['default'],
    // Two cores: keep workers few; each server test file owns one PGlite.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // A worker imports the app once for all its files, not once per file (about 3 s of CPU
          // each); every file still boots its own app on its own database.
          isolate: false,
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // One module graph and one happy-dom per worker, not per file (31 files: 19.5 → 4.1 CPU s).
          isolate: false,
          // Unit tests load no stylesheets or scripts from a server (the theme swaps CSS links).
          environmentOptions: {
            happyDOM: { settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true } },
          },
          include: ['src/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A worker imports Playwright and the support modules once for all its files (they
          // keep no state between files; each file launches and closes its own browser).
          isolate: false,
          // One server per worker (e2e/global-setup.ts): two files run at once, each on its own data.
          maxWorkers: E2E_WORKERS,
          // A guard, not a measure: the longest stories take a minute on two busy cores, two on a
          // slow machine with four workers.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // On CI a story that fails is run once more: a slow machine's four workers can starve a
          // browser past a wait. A story that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
