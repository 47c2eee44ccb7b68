/**
 * Times every statement the app sends to its database, for the metrics' query histogram: on
 * PostgreSQL the `query` of each pooled client as the pool hands it out (pool.query borrows one
 * too), on PGlite its `query` and `exec` and those of its transactions. A streamed statement
 * (COPY, a cursor) answers neither a promise nor a callback and is not timed.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client';

type Observe = (seconds: number) => void;
type Query = (...args: unknown[]) => unknown;

function timed(query: Query, observe: Observe): Query {
  return (...args) => {
    const started = process.hrtime.bigint();
    const done = () => observe(Number(process.hrtime.bigint() - started) / 1e9);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return callback(...answer);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise) answer.then(done, done);
    return answer;
  };
}

function timeStatements(target: PGlite | Transaction | pg.PoolClient, observe: Observe): void {
  const statements = target as unknown as Record<'query' | 'exec', Query | undefined>;
  for (const name of ['query', 'exec'] as const) {
    const original = statements[name];
    if (original) statements[name] = timed(original.bind(target), observe);
  }
}

export function timeQueries(database: Database, observe: Observe): void {
  const { pool, pglite } = database;
  if (pool) {
    const timedClients = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => {
      if (timedClients.has(client)) return;
      timedClients.add(client);
      timeStatements(client, observe);
    });
  }
  if (pglite) {
    timeStatements(pglite, observe);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (callback) =>
      transaction((tx) => {
        timeStatements(tx, observe);
        return callback(tx);
      });
  }
}
