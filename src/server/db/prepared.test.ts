/**
 * `preparedRows`: the rows of the statement on both databases; on PostgreSQL a named statement,
 * prepared once per connection and reused, one name per text. `preparedByShape`: a select built
 * once per shape of its parts, each run with its own parts' values and placeholders.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import type { Executor } from './client';
import { preparedByShape, preparedRows } from './prepared';
import { offices } from './schema';

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

  it('builds a select once per shape of its parts and answers each run with its own values', async () => {
    const { database } = ctx();
    const { db } = database;
    const [first, second] = await db
      .select({ id: offices.id, code: offices.code })
      .from(offices)
      .orderBy(offices.id)
      .limit(2);
    let builds = 0;
    const office = preparedByShape((db: Executor, where: SQL | undefined) => {
      builds++;
      return db
        .select({ code: offices.code })
        .from(offices)
        .where(sql`${offices.id} = ${sql.placeholder('id')} and ${where ?? sql`true`}`);
    });
    const codeOf = async (id: number, where: SQL | undefined) => (await office(db, [where], { id }))[0]?.code;

    expect(await codeOf(first!.id, undefined)).toBe(first!.code);
    expect(await codeOf(second!.id, undefined)).toBe(second!.code);
    expect(builds).toBe(1);
    expect(await codeOf(first!.id, eq(offices.code, first!.code))).toBe(first!.code);
    expect(await codeOf(first!.id, eq(offices.code, second!.code))).toBeUndefined();
    expect(await codeOf(second!.id, eq(offices.code, second!.code))).toBe(second!.code);
    expect(builds).toBe(3);
  });
});
