import { describe, expect, it } from 'vitest';
import { brokenRule, checkBoundaries, resolveImport, specifiersOf } from './boundaries';

const rule = (file: string, specifier: string) => brokenRule(file, resolveImport(file, specifier));

describe('layout rules of DESIGN §2', () => {
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

  it('lets a server module use another only through its service, scope and present files', () => {
    const file = 'src/server/modules/outputs/output-reply.ts';
    expect(rule(file, '../entries/entries.service')).toBeNull();
    expect(rule(file, '../entries/entries.scope')).toBeNull();
    expect(rule(file, '../configs/settings.service')).toBeNull();
    expect(rule(file, '../entries/entries.present')).toBeNull();
    expect(rule(file, '../entries/entries.routes')).toMatch(/public files|service, \*\.scope/);
    expect(rule(file, './output-scope')).toBeNull();
    expect(rule('src/server/modules/index.ts', './entries/entries.routes')).toBeNull();
    expect(rule('src/server/modules/outputs/outputs.test.ts', '../auth/passwords')).toBeNull();
  });

  it('keeps lib and plugins below the modules', () => {
    expect(rule('src/server/lib/crud/resource.ts', '../../modules/configs/settings.service')).toMatch(/never import/);
    expect(rule('src/server/plugins/mail.ts', '../modules/auth/session')).toMatch(/never import/);
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

  it('excuses listed imports and reports excuses no import needs', () => {
    const sources = new Map([['src/web/features/a/A.tsx', "import { b } from '../b/B';"]]);
    const excused = checkBoundaries(sources, new Set(['src/web/features/a/A.tsx -> src/web/features/b/B']));
    expect(excused).toEqual({ violations: [], stale: [] });
    const stale = checkBoundaries(new Map(), new Set(['src/x.ts -> src/y']));
    expect(stale).toEqual({ violations: [], stale: ['src/x.ts -> src/y'] });
    expect(checkBoundaries(sources, new Set()).violations).toHaveLength(1);
  });
});
