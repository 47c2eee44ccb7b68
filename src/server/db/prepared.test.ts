/**
 * `preparedRows`: the rows of the statement on both databases; on PostgreSQL a named statement,
 * prepared once per connection and reused, one name per text.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { preparedRows } from './prepared';

describeEachDatabase('prepared statements', (ctx) => {
  it('answers the rows of each statement, with its own values, whichever ran before on the connection', async () => {
    const { database } = ctx();
    await database.db.transaction(async (tx) => {
      const doubled = (n: number) => preparedRows<{ n: number }>(tx, sql`select ${n}::int * 2 as n`);
      const labelled = (s: string) => preparedRows<{ s: string }>(tx, sql`select 'Oficina ' || ${s}::text as s`);
      expect(await doubled(2)).toEqual([{ n: 4 }]);
      expect(await labelled('OAJ')).toEqual([{ s: 'Oficina OAJ' }]);
      expect(await doubled(21)).toEqual([{ n: 42 }]);
      expect(await labelled('GAF')).toEqual([{ s: 'Oficina GAF' }]);

      // One transaction is one connection: its prepared statements are those two texts, once each.
      const prepared = (await tx.execute(
        sql`select statement from pg_prepared_statements where name like 'folio_%' order by statement`,
      )) as unknown as { rows: { statement: string }[] };
      const expected =
        database.kind === 'postgres' ? ['select $1::int * 2 as n', "select 'Oficina ' || $1::text as s"] : [];
      expect(prepared.rows.map((r) => r.statement)).toEqual(expected);
    });
  });
});
