/**
 * The import rules of DESIGN §2, as one pure function over (importing file, imported path):
 * - `src/web` never imports `src/server`;
 * - `src/shared` imports nothing but itself and zod (its tests also vitest);
 * - a web feature (`src/web/features/<a>`) never imports another feature: what two features
 *   share lives in `src/web/lib`;
 * - a server module (`src/server/modules/<a>`) reaches into another module only through its
 *   public files, named `*.service.ts` (plain functions to call in your own transaction),
 *   `*.scope.ts` (who sees what), `*.present.ts` (how a record is answered) and, for a module
 *   built per kind (requests, supporting documents), `*.module.ts` (each kind's assembled
 *   services, reads and transitions); its routes and helpers are its own. `modules/index.ts` lists every module's routes;
 * - `src/server/lib` and `src/server/plugins` never import `src/server/modules`: the modules
 *   build on them, not the other way round.
 * Tests (`*.test.ts`) and their fixtures (`*.fixtures.ts`) may reach any server file, since they prove behaviour across the app; the
 * web, shared and feature rules hold for them too.
 */
import path from 'node:path';

export interface Violation {
  file: string;
  imported: string;
  rule: string;
  /** `file -> resolved path`, as KNOWN_EXCEPTIONS lists it. */
  key: string;
}

/**
 * Imports that break the rules today, as `importing file -> imported path` (no extension): the
 * permissions lookup (`session.ts`), `user-access.ts` and `passwords.ts` are services in all but
 * name until they are folded into their modules' `*.service.ts`. A line whose import is gone
 * fails the check, so it is deleted then; no new line is to be added.
 */
export const KNOWN_EXCEPTIONS: ReadonlySet<string> = new Set([
  'src/server/lib/request.ts -> src/server/modules/auth/auth.service',
  'src/server/plugins/auth.ts -> src/server/modules/auth/session',
  'src/server/modules/profile/profile.routes.ts -> src/server/modules/auth/session',
  'src/server/modules/roles/roles.routes.ts -> src/server/modules/notifications/user-access',
  'src/server/modules/users/users.routes.ts -> src/server/modules/auth/passwords',
  'src/server/modules/users/users.routes.ts -> src/server/modules/auth/session',
  'src/server/modules/users/users.routes.ts -> src/server/modules/notifications/user-access',
]);

const within = (file: string, dir: string) => file.startsWith(`${dir}/`);
const segment = (file: string, dir: string) => file.slice(dir.length + 1).split('/')[0]!;

const FEATURES = 'src/web/features';
const MODULES = 'src/server/modules';

/** Where a specifier points: a repository-relative path for local files, else the bare package name. */
export function resolveImport(file: string, specifier: string): string {
  if (specifier.startsWith('@shared/')) return `src/shared/${specifier.slice('@shared/'.length)}`;
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return specifier;
}

const isLocal = (target: string) => target.startsWith('src/') || target.startsWith('scripts/');
const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
const stem = (target: string) => path.posix.basename(target).replace(/\.(ts|tsx|js)$/, '');

function serverRule(file: string, target: string): string | null {
  if (within(file, 'src/server/lib') || within(file, 'src/server/plugins')) {
    return 'src/server/lib and src/server/plugins never import src/server/modules';
  }
  if (!within(file, MODULES) || path.posix.dirname(file) === MODULES) return null;
  if (segment(file, MODULES) === segment(target, MODULES)) return null;
  return /\.(service|scope|present|module)$/.test(stem(target))
    ? null
    : 'a server module imports another module only through its *.service, *.scope, *.present and *.module files';
}

/** The rule `file` breaks by importing `target` (resolved), or null. */
export function brokenRule(file: string, target: string): string | null {
  if (within(file, 'src/web') && within(target, 'src/server')) return 'src/web never imports src/server';

  if (within(file, 'src/shared')) {
    const allowed = ['zod', ...(/\.test\.ts$/.test(file) ? ['vitest'] : [])];
    if (isLocal(target) ? !within(target, 'src/shared') : !allowed.includes(packageName(target))) {
      return 'src/shared imports nothing but itself and zod';
    }
  }

  if (within(file, FEATURES) && within(target, FEATURES) && segment(file, FEATURES) !== segment(target, FEATURES)) {
    return 'a web feature never imports another feature (share it through src/web/lib)';
  }

  return within(target, MODULES) && !/\.(test|fixtures)\.tsx?$/.test(file) ? serverRule(file, target) : null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** The specifiers a source file imports or re-exports (static, dynamic and for side effects). */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

export function violationsOf(file: string, source: string): Violation[] {
  return specifiersOf(source).flatMap((specifier) => {
    const imported = resolveImport(file, specifier);
    const rule = brokenRule(file, imported);
    return rule ? [{ file, imported: specifier, rule, key: `${file} -> ${imported.replace(/\.tsx?$/, '')}` }] : [];
  });
}

/** The violations not excused, and the excuses no import needs any more. */
export function checkBoundaries(sources: ReadonlyMap<string, string>, exceptions = KNOWN_EXCEPTIONS) {
  const all = [...sources].flatMap(([file, source]) => violationsOf(file, source));
  const used = new Set(all.map((v) => v.key));
  return {
    violations: all.filter((v) => !exceptions.has(v.key)),
    stale: [...exceptions].filter((key) => !used.has(key)),
  };
}
