/**
 * Entry search: a whole record number is looked up by its number; anything else searches the
 * stored `search_text` (own text and sender), kept as the entry and its sender change.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { citizens } from '../../db/schema';
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

  it('finds an entry by its sender as the sender is renamed, and by its edited subject, with or without accents', async () => {
    const { app, database } = ctx();
    const entry = await f.register({ subject: 'Constancia de posesión' });
    expect(await search('entries', 'nunez quispe posesion')).toContain(entry.id);
    expect(await search('entries', 'NÚÑEZ POSESIÓN')).toContain(entry.id);
    expect(await search('entries', '40123456 posesion')).toContain(entry.id);
    await database.db.update(citizens).set({ surnames: 'Huamán Ccorahua' }).where(eq(citizens.id, f.ids.citizen!));
    expect(await search('entries', 'ccorahua posesion')).toContain(entry.id);
    expect(await search('entries', 'nunez posesion')).not.toContain(entry.id);
    const edited = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: f.tokens.mesapartes,
      body: { ...f.body({ subject: 'Certificado de numeración' }), version: entry.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('entries', 'numeracion ccorahua')).toEqual([entry.id]);
    expect(await search('entries', 'posesion ccorahua')).toEqual([]);
    await database.db.update(citizens).set({ surnames: 'Núñez Quispe' }).where(eq(citizens.id, f.ids.citizen!));
  });
});
