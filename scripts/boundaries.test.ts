import { describe, expect, it } from 'vitest';
import {
  brokenRule,
  checkBoundaries,
  cyclesOf,
  importGraph,
  moduleFileRule,
  resolveImport,
  specifiersOf,
} from './boundaries';

const rule = (file: string, specifier: string) => brokenRule(file, resolveImport(file, specifier));

describe('layout rules of docs/architecture.md', () => {
  it('keeps the web away from the server', () => {
    expect(rule('src/web/lib/api.ts', '../../server/lib/errors')).toMatch(/never imports src\/server/);
    expect(rule('src/web/lib/api.ts', '@shared/errors')).toBeNull();
  });

  it('lets shared import only itself and zod (its tests vitest)', () => {
    expect(rule('src/shared/routes.ts', './permissions')).toBeNull();
    expect(rule('src/shared/routes.ts', 'zod')).toBeNull();
    expect(rule('src/shared/routes.ts', 'react')).toMatch(/nothing but itself and zod/);
    expect(rule('src/shared/routes.ts', '../server/config')).toMatch(/nothing but itself and zod/);
    expect(rule('src/shared/routes.ts', 'vitest')).toMatch(/nothing but itself and zod/);
    expect(rule('src/shared/routes.test.ts', 'vitest')).toBeNull();
  });

  it('keeps web features apart; src/web/lib and the app may be shared', () => {
    expect(rule('src/web/features/entries/show/X.tsx', '../../outputs/output')).toMatch(/another feature/);
    expect(rule('src/web/features/entries/show/X.tsx', '../entry')).toBeNull();
    expect(rule('src/web/features/entries/show/X.tsx', '../../../lib/api')).toBeNull();
    expect(rule('src/web/app/pages.tsx', '../features/entries/list/EntriesListPage')).toBeNull();
  });

  it('keeps src/web/lib below the features', () => {
    expect(rule('src/web/lib/records/module.ts', '../../features/entries/entry')).toMatch(
      /never imports src\/web\/features/,
    );
    expect(rule('src/web/lib/records/module.ts', '../api')).toBeNull();
  });

  it('lets a server module use another only through its service, scope and present files', () => {
    const file = 'src/server/modules/outputs/output-reply.ts';
    expect(rule(file, '../entries/entries.service')).toBeNull();
    expect(rule(file, '../entries/entries.scope')).toBeNull();
    expect(rule(file, '../configs/settings.service')).toBeNull();
    expect(rule(file, '../entries/entries.present')).toBeNull();
    expect(rule(file, '../entries/entries.routes')).toMatch(/public files|service, \*\.scope/);
    expect(rule(file, './output-scope')).toBeNull();
    expect(rule('src/server/modules/index.ts', './entries/entries.routes')).toBeNull();
    expect(rule('src/server/modules/outputs/outputs.test.ts', '../auth/auth.passwords')).toBeNull();
  });

  it('keeps lib and plugins below the modules', () => {
    expect(rule('src/server/lib/crud/resource.ts', '../../modules/configs/settings.service')).toMatch(/never import/);
    expect(rule('src/server/plugins/mail.ts', '../modules/auth/auth.service')).toMatch(/never import/);
    expect(rule('src/server/lib/crud/resource.ts', '../errors')).toBeNull();
  });

  it('reads static, type-only, re-exported, multi-line, dynamic and side-effect imports', () => {
    const source = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '../b';",
      "export { c } from './c';",
      "const D = lazy(() => import('./d'));",
      "import './e.css';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../b', './c', './d', './e.css']);
  });

  it('resolves imports to the local files they name', () => {
    const sources = new Map([
      ['src/a.ts', "import { b } from './b';\nimport { c } from './c';\nimport 'zod';\nimport './d.css';"],
      ['src/b.tsx', ''],
      ['src/c/index.ts', "import type { A } from '../a';"],
    ]);
    expect(importGraph(sources)).toEqual(
      new Map([
        ['src/a.ts', ['src/b.tsx', 'src/c/index.ts']],
        ['src/b.tsx', []],
        ['src/c/index.ts', ['src/a.ts']],
      ]),
    );
  });

  it('finds every import cycle, once, as a path back to its first file', () => {
    const graph = new Map([
      ['src/plugins/files.ts', ['src/lib/s3-store.ts', 'src/lib/sweeper.ts']],
      ['src/lib/s3-store.ts', ['src/plugins/files.ts']],
      ['src/lib/sweeper.ts', ['src/plugins/files.ts']],
      ['src/app.ts', ['src/plugins/files.ts', 'src/lib/x.ts']],
      ['src/lib/x.ts', ['src/lib/y.ts']],
      ['src/lib/y.ts', ['src/lib/z.ts']],
      ['src/lib/z.ts', ['src/lib/x.ts']],
      ['src/self.ts', ['src/self.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ['src/lib/s3-store.ts', 'src/plugins/files.ts', 'src/lib/s3-store.ts'],
      ['src/lib/x.ts', 'src/lib/y.ts', 'src/lib/z.ts', 'src/lib/x.ts'],
      ['src/self.ts', 'src/self.ts'],
    ]);
    expect(
      cyclesOf(
        new Map([
          ['src/a.ts', ['src/b.ts']],
          ['src/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('names every file of a server module <module>.<role>.ts, its tests <module>[.<topic>].test.ts', () => {
    expect(moduleFileRule('src/server/modules/entries/entries.routes.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/auth/auth.passwords.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/entries/entries.test.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/entries/entries.due-notices.test.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/reports/reports.operations.fixtures.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/index.ts')).toBeNull();
    expect(moduleFileRule('src/server/modules/documents.test.ts')).toBeNull();
    expect(moduleFileRule('src/server/lib/request.ts')).toBeNull();
    const bad = /named auth\.<role>\.ts/;
    expect(moduleFileRule('src/server/modules/auth/session.ts')).toMatch(bad);
    expect(moduleFileRule('src/server/modules/auth/auth.whatever.ts')).toMatch(bad);
    expect(moduleFileRule('src/server/modules/auth/users.service.ts')).toMatch(bad);
    expect(moduleFileRule('src/server/modules/auth/auth.service.tsx')).toMatch(bad);
    expect(moduleFileRule('src/server/modules/auth/helpers/auth.service.ts')).toMatch(bad);
    expect(moduleFileRule('src/server/modules/auth/login-throttle.test.ts')).toMatch(bad);
  });

  it('reports broken imports, cycles and misnamed module files together', () => {
    const sources = new Map([
      ['src/web/lib/a.ts', "import { b } from '../features/b/b';"],
      ['src/web/features/b/b.ts', "import { a } from '../../lib/a';"],
      ['src/server/modules/auth/session.ts', ''],
    ]);
    expect(checkBoundaries(sources)).toEqual({
      violations: [
        {
          file: 'src/web/lib/a.ts',
          imported: '../features/b/b',
          rule: 'src/web/lib never imports src/web/features (the features build on it)',
        },
      ],
      cycles: [['src/web/features/b/b.ts', 'src/web/lib/a.ts', 'src/web/features/b/b.ts']],
      misnamed: [{ file: 'src/server/modules/auth/session.ts', rule: expect.stringMatching(/auth\.<role>\.ts/) }],
    });
  });
});
