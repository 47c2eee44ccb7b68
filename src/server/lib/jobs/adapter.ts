/**
 * pg-boss talks to the database through `executeSql(text, values)`. On PostgreSQL that is the
 * app's pool; on PGlite, `query` for a parameterised statement and `exec` for pg-boss's
 * multi-statement scripts (its schema, its locked maintenance), which PGlite only runs unprepared.
 * `transactionDb` runs pg-boss's statements inside a Drizzle transaction: a job sent there is
 * committed or rolled back with the change that caused it (the outbox).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';

export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export function databaseJobsDb(database: Database): JobsDb {
  const { pool, pglite } = database;
  if (pool) return { executeSql: async (text, values) => pool.query(text, values) };
  if (!pglite) throw new Error('jobs: the database has neither a pool nor PGlite');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query<Record<string, unknown>>(text, values);
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** pg-boss's `$n` placeholders as Drizzle parameters, so the statement runs on `tx`. */
function toSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

export function transactionDb(tx: Executor): JobsDb {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(toSql(text, values))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
