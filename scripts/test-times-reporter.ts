/**
 * A vitest reporter that writes each test file's times to a JSON file (`npm run test:times` prints
 * them): importing it, its hooks and its tests. vitest.config.ts adds it when TEST_TIMES names the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTimes {
  project: string;
  file: string;
  tests: number;
  /** Importing the file and everything it imports (the app, its modules), and running its `describe` bodies. */
  importMs: number;
  /** The worker's environment and runner for the file. */
  prepareMs: number;
  /** `beforeAll`/`afterAll`/`beforeEach`/`afterEach`: booting apps and databases, fixtures. */
  hooksMs: number;
  testsMs: number;
}

function timesOf(module: TestModule): FileTimes {
  const diagnostic = module.diagnostic();
  const tests = [...module.children.allTests()];
  const testsMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
  return {
    project: module.project.name,
    file: path.relative(process.cwd(), module.moduleId),
    tests: tests.length,
    importMs: diagnostic.collectDuration,
    prepareMs: diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration,
    hooksMs: Math.max(0, diagnostic.duration - testsMs),
    testsMs,
  };
}

export function testTimesReporter(outputFile: string): Reporter {
  return {
    onTestRunEnd(modules) {
      fs.mkdirSync(path.dirname(outputFile), { recursive: true });
      fs.writeFileSync(outputFile, `${JSON.stringify(modules.map(timesOf), null, 1)}\n`);
    },
  };
}
