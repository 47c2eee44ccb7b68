/**
 * `npm run lint`'s migrations check: the snapshots form one chain (`drizzle-kit check`), and the
 * schema in src/server/db/schema has no change without its migration (`drizzle-kit generate`
 * into a copy of the migrations folder writes nothing). Catches a schema edit committed without
 * `npm run db:generate`, and a merge of two branches' migrations left with a forked chain.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS = 'src/server/db/migrations';
// Run by the node running this script (the pinned one), not the first `node` on the PATH.
const drizzleKit = path.join('node_modules', '.bin', 'drizzle-kit');

function run(args: string[]): void {
  try {
    execFileSync(process.execPath, [drizzleKit, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    console.error(
      `drizzle-kit ${args[0]} failed (a forked snapshot chain after a merge?):\n${stdout ?? ''}${stderr ?? ''}`,
    );
    process.exit(1);
  }
}

// drizzle-kit reads `--out` relative to the working directory.
const copy = path.join('node_modules', '.cache', `folio-migrations-check-${process.pid}`);
try {
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(MIGRATIONS, copy, { recursive: true });
  run(['check', '--dialect=postgresql', `--out=${copy}`]);
  const before = new Set(fs.readdirSync(copy));
  run(['generate', '--dialect=postgresql', '--schema=./src/server/db/schema/index.ts', `--out=${copy}`]);
  const added = fs.readdirSync(copy).filter((file) => !before.has(file));
  if (added.length > 0) {
    const sql = added
      .filter((file) => file.endsWith('.sql'))
      .map((file) => fs.readFileSync(path.join(copy, file), 'utf8'));
    console.error(`The schema has changes without a migration; run npm run db:generate. Pending:\n${sql.join('\n')}`);
    process.exit(1);
  }
  console.log(`Migrations: ${before.size - 1} files, one chain, the schema has no pending change.`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
