/** `recordNumberOf`: a whole record number is looked up by its number; anything else searches text, newest first. */
import { beforeAll, expect, it } from 'vitest';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';

describeEachDatabase('search by record number', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  const search = async (resource: 'entries' | 'outputs', q: string) =>
    (await call(ctx().app, 'GET', `/api/v1/${resource}?q=${encodeURIComponent(q)}`, { token: f.tokens.admin }))
      .json()
      .data.map((e: { id: number }) => e.id);

  it('answers a whole number with that record, a part of it with every record that mentions it', async () => {
    const cited = await f.register({ subject: 'Solicitud original' });
    const mention = await f.register({ subject: `Reitera lo pedido en ${cited.number}` });
    expect(await search('entries', cited.number.toLowerCase())).toEqual([cited.id]);
    const [, year, sequence] = cited.number.split('-');
    expect(await search('entries', `${year}-${sequence}`)).toEqual([mention.id, cited.id]);
    expect(await search('entries', 'ING-1999-000001')).toEqual([]);
    expect(await search('outputs', 'SAL-1999-000001')).toEqual([]);
  });
});
