/** `exactNumberFirst`: searching a whole record number lists that record first, then the rest by the list's sort. */
import { beforeAll, expect, it } from 'vitest';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';

describeEachDatabase('search by record number', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  it('puts the record with that exact number ahead of newer ones that mention it', async () => {
    const cited = await f.register({ subject: 'Solicitud original' });
    const mention = await f.register({ subject: `Reitera lo pedido en ${cited.number}` });
    const search = async (q: string) =>
      (await call(ctx().app, 'GET', `/api/v1/entries?q=${encodeURIComponent(q)}`, { token: f.tokens.admin }))
        .json()
        .data.map((e: { id: number }) => e.id);
    expect(await search(cited.number.toLowerCase())).toEqual([cited.id, mention.id]);
    // Not a whole number: the list's own order (newest first).
    expect(await search(`en ${cited.number}`)).toEqual([mention.id]);
    expect(await search('Solicitud')).toEqual(expect.arrayContaining([cited.id]));
  });
});
