/**
 * Entry and output search: a whole record number is looked up by its number; anything else
 * searches the stored `search_text` (own text and sender or recipients), kept as the record, its
 * recipients and their citizens change (migrations 0009 and 0016).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { citizens, outputRecipients } from '../../db/schema';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { createCitizen, createOutputType } from '../../test/fixtures';
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

  it('finds an output by its recipients as they are renamed, added and removed, and by its edited subject', async () => {
    const { app, database } = ctx();
    const type = await createOutputType(app, f.tokens.admin);
    const other = await createCitizen(app, f.tokens.admin, {
      document_number: '47770001',
      names: 'Rosa',
      surnames: 'Mamani Ñahui',
    });
    const body = (over: Record<string, unknown>) => ({
      type_output_id: type.id,
      subject: 'Notificación de licencia de edificación',
      folios: 1,
      recipients: [{ citizen_id: f.ids.citizen }],
      ...over,
    });
    const res = await call(app, 'POST', '/api/v1/outputs', { token: f.tokens.mesapartes, body: body({}) });
    expect(res.statusCode, res.body).toBe(201);
    const output = res.json().data as { id: number; version: number; number: string };
    expect(await search('outputs', 'nunez quispe edificacion')).toEqual([output.id]);
    expect(await search('outputs', 'NÚÑEZ EDIFICACIÓN')).toEqual([output.id]);
    expect(await search('outputs', '40123456 licencia')).toEqual([output.id]);

    // The trigger on citizens: a renamed recipient is found by the new name only.
    await database.db.update(citizens).set({ surnames: 'Huamán Ccorahua' }).where(eq(citizens.id, f.ids.citizen!));
    expect(await search('outputs', 'ccorahua edificacion')).toEqual([output.id]);
    expect(await search('outputs', 'nunez edificacion')).toEqual([]);

    // The triggers on recipients: replaced through the API, then one added and one deleted directly.
    const edited = await call(app, 'PUT', `/api/v1/outputs/${output.id}`, {
      token: f.tokens.mesapartes,
      body: {
        ...body({ subject: 'Notificación de demolición', recipients: [{ citizen_id: other.id }] }),
        version: output.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('outputs', 'mamani demolicion')).toEqual([output.id]);
    expect(await search('outputs', 'nahui')).toEqual([output.id]);
    expect(await search('outputs', 'ccorahua')).toEqual([]);
    expect(await search('outputs', 'edificacion')).toEqual([]);
    await database.db.insert(outputRecipients).values({ output_id: output.id, citizen_id: f.ids.citizen! });
    expect(await search('outputs', 'ccorahua mamani demolicion')).toEqual([output.id]);
    await database.db.delete(outputRecipients).where(eq(outputRecipients.citizen_id, other.id));
    expect(await search('outputs', 'mamani')).toEqual([]);
    expect(await search('outputs', 'ccorahua demolicion')).toEqual([output.id]);

    // The stored text is what the rules give, recomputed from scratch.
    const query = sql`select search_text, output_search_text(id, number, subject, reference) as expected
      from outputs where id = ${output.id}`;
    const [stored] = (
      (await database.db.execute(query)) as unknown as { rows: { search_text: string; expected: string }[] }
    ).rows;
    expect(stored!.search_text).toBe(stored!.expected);
    expect(stored!.search_text).toBe(
      `${output.number.toLowerCase()} notificacion de demolicion  ana maria huaman ccorahua  40123456`,
    );
    await database.db.update(citizens).set({ surnames: 'Núñez Quispe' }).where(eq(citizens.id, f.ids.citizen!));
  });
});
