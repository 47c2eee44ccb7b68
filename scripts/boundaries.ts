/**
 * The layout rules of docs/architecture.md, as pure functions that `npm run lint` runs over every
 * file in src/ (scripts/check-boundaries.ts).
 *
 * Imports, one function over (importing file, imported path):
 * - `src/web` never imports `src/server`;
 * - `src/shared` imports nothing but itself and zod (its tests also vitest);
 * - a web feature (`src/web/features/<a>`) never imports another feature, and `src/web/lib` never
 *   imports a feature: what two features share lives in `src/web/lib`;
 * - a server module (`src/server/modules/<a>`) reaches into another module only through its
 *   public files, named `*.service.ts` (plain functions to call in your own transaction),
 *   `*.scope.ts` (who sees what), `*.present.ts` (how a record is answered) and, for a module
 *   built per kind (requests, supporting documents), `*.module.ts` (each kind's assembled
 *   services, reads and transitions); its routes and helpers are its own. `modules/index.ts` lists every module's routes;
 * - `src/server/lib` and `src/server/plugins` never import `src/server/modules`: the modules
 *   build on them, not the other way round.
 * Tests (`*.test.ts`) and their fixtures (`*.fixtures.ts`) may reach any server file, since they prove behaviour across the app; the
 * web, shared and feature rules hold for them too.
 *
 * Cycles: no local file reaches itself through its imports, type-only ones included (two files
 * that import each other cannot be read, moved or tested apart); the shared piece moves out.
 *
 * Module file names: every file in `src/server/modules/<module>/` is `<module>.<role>.ts` with a
 * role from MODULE_ROLES, or a test or fixtures file `<module>[.<topic>].test.ts` / `.fixtures.ts`.
 */
import path from 'node:path';

export interface Violation {
  file: string;
  imported: string;
  rule: string;
}

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
  if (within(file, 'src/web/lib') && within(target, FEATURES)) {
    return 'src/web/lib never imports src/web/features (the features build on it)';
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
    const rule = brokenRule(file, resolveImport(file, specifier));
    return rule ? [{ file, imported: specifier, rule }] : [];
  });
}

/** The files each file imports, among the given ones (a resolved path may omit `.ts`, `.tsx` or `/index.ts`). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const fileOf = (target: string) =>
    [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((f) => sources.has(f));
  return new Map(
    [...sources].map(([file, source]) => [
      file,
      [...new Set(specifiersOf(source).flatMap((s) => fileOf(resolveImport(file, s)) ?? []))],
    ]),
  );
}

/** The sets of files that reach one another through their imports (Tarjan's strongly connected components). */
function tangles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const tangle = stack.splice(stack.indexOf(file));
    if (tangle.length > 1 || graph.get(file)?.includes(file)) found.push(tangle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

/** The shortest way from `start` back to itself, through files of `tangle` only. */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, tangle: readonly string[], start: string) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const next of graph.get(file) ?? []) {
      if (!tangle.includes(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === start) {
        const loop = [start];
        for (let at = cameFrom.get(start)!; at !== start; at = cameFrom.get(at)!) loop.unshift(at);
        return [start, ...loop];
      }
      queue.push(next);
    }
  }
  return [start, start];
}

/** Every import cycle, one per tangle of files, as the path from its first file (by name) back to it. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  return tangles(graph).map((tangle) => loopThrough(graph, tangle, tangle[0]!));
}

const words = (list: string) => list.split(' ');

/**
 * The jobs a file of a server module may have, one word in its name (`<module>.<role>.ts`); tests
 * and the test data other suites reuse are `<module>[.<topic>].test.ts` and `.fixtures.ts`. A new
 * kind of job is a new word here, added on purpose.
 */
export const MODULE_ROLES: readonly string[] = [
  // Public to the other modules (see serverRule).
  ...words('service scope present module'),
  // The routes and a record's life: reads, writes, its kinds and the dashboard's tiles.
  ...words('routes input reads transitions kind kinds rules tiles'),
  // Documents a module produces.
  ...words('pdf xlsx sticker constancia constancia-data receipt render'),
  // Work done on a schedule or after the answer.
  ...words('scheduler due-scheduler expiry-scheduler schedule due-notices expiry purge outbox send compose calendar'),
  // Parts of a module's own domain.
  ...words(
    'items units sources candidates contents inventory metres grants copies results visits code tree promote duplicates returns deliveries inbox',
  ),
  ...words('passwords session logo people links messages files captcha verify submit correct provider'),
  // The casilla electrónica's notifications: the deposit, the holder's inbox, the job, the replies, the staff's evidence.
  ...words('deposit inbox notices notifications replies evidence'),
  // Signing a document: its PDF revisions, the reserved fields, the PIN, the signature.
  ...words('revisions fill unlock sign'),
  // The reports module's sections.
  ...words(
    'archive attention-time backlog build columns definition delivery filters histogram labels periods requests text volume',
  ),
];

const ROLE = new RegExp(`^(${MODULE_ROLES.join('|')})\\.ts$`);
const TEST_OR_FIXTURES = /^([a-z0-9-]+\.)?(test|fixtures)\.ts$/;

/** The rule a server module's file breaks by its name, or null. */
export function moduleFileRule(file: string): string | null {
  if (!within(file, MODULES)) return null;
  const [module, ...rest] = file.slice(MODULES.length + 1).split('/');
  if (rest.length === 0) return null;
  const role = rest.length === 1 && rest[0]!.startsWith(`${module}.`) ? rest[0]!.slice(module!.length + 1) : '';
  return ROLE.test(role) || TEST_OR_FIXTURES.test(role)
    ? null
    : `a file in ${MODULES}/${module}/ is named ${module}.<role>.ts with a role of MODULE_ROLES, or ${module}[.<topic>].test.ts`;
}

/** Everything in `sources` (repository path → text) that breaks a layout rule. */
export function checkBoundaries(sources: ReadonlyMap<string, string>) {
  return {
    violations: [...sources].flatMap(([file, source]) => violationsOf(file, source)),
    cycles: cyclesOf(importGraph(sources)),
    misnamed: [...sources.keys()].flatMap((file) => {
      const rule = moduleFileRule(file);
      return rule ? [{ file, rule }] : [];
    }),
  };
}
