/**
 * A copy is on one open control at most, enforced by the database: desks adding the same copy to
 * different controls at the same moment, on PostgreSQL (PGlite would run them one by one).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeRaces } from '../../test/races';
import { entryFixtures } from '../entries/entries.fixtures';
import { type DeliveryFixtures, deliveryFixtures } from './delivery-controls.fixtures';

await describeRaces('one copy on one open control', (ctx) => {
  let f: DeliveryFixtures;
  beforeAll(async () => {
    f = await deliveryFixtures(ctx(), await entryFixtures(ctx()), 'RC');
  });

  it('lets exactly one of ten controls take the same copy at once', { timeout: 60_000 }, async () => {
    const output = await f.output(1);
    const controls = [];
    for (let i = 0; i < 10; i++) controls.push(await f.control());
    const answers = await Promise.all(
      controls.map((c) =>
        f.post(`/api/v1/delivery-controls/${c.id}/items`, { output_recipient_ids: output.recipients }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await ctx().database.db.execute(
      sql`select count(*)::int as n from delivery_items where output_recipient_id = ${output.recipients[0]} and open`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('lets exactly one scan win when ten desks scan the same sticker into ten controls', {
    timeout: 60_000,
  }, async () => {
    const entry = await f.derived(f.ids.OAJ!);
    const controls = [];
    for (let i = 0; i < 10; i++) controls.push(await f.control({ kind: 'interno' }));
    const answers = await Promise.all(
      controls.map((c) => f.post(`/api/v1/delivery-controls/${c.id}/scan`, { text: entry.number })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
  });
});
