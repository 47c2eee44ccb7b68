/**
 * The shell's global search (docs/global-search.md): grouped by module, the exact number first,
 * files' passages with their page, and nothing outside the caller's scope (another office's
 * entry, a restricted one) nor a group for a module whose list the caller may not read.
 */
import { SEARCH_MODULES } from '@shared/search';
import { beforeAll, expect, it } from 'vitest';
import { extractAttachmentText, requestNewTexts } from '../../lib/attachments/text/jobs';
import { textPdf } from '../../lib/attachments/text/scans';
import { documentModules } from '../../lib/records/registry';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type Entry, type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

interface Group {
  module: string;
  title: string;
  more: boolean;
  results: { id: number; number: string; subject: string; exact: boolean; text_match: { page: number } | null }[];
}

describeEachDatabase('global search', (ctx) => {
  let f: EntryFixtures;
  let oaj: Entry;
  let gaf: Entry;
  let restricted: Entry;
  let filed: Entry;

  const search = async (q: string, token: string) => {
    const res = await call(ctx().app, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Group[];
  };
  const idsIn = (groups: Group[], module: string) =>
    groups.find((group) => group.module === module)?.results.map((record) => record.id) ?? [];

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    ({ oaj, gaf, restricted } = await f.scopeSamples({
      oaj: 'Oficio sobre el puente Quillcay',
      gaf: 'Oficio sobre el puente Quillcay en GAF',
      restricted: 'Oficio reservado del puente Quillcay',
      classification: 'Reservado global',
    }));
    filed = await f.register({ subject: 'Carta de un vecino' });
    const upload = await f.uploadFiles(filed.id, [
      { filename: 'informe.pdf', content: await textPdf(['Portada', 'Informe del puente Quillcay']) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    for (const sha256 of await requestNewTexts(ctx().database.db))
      await extractAttachmentText(ctx().app, { data: { sha256 }, retryCount: 0, retryLimit: 2 });
  }, 240_000);

  it('searches every document module with a list and every one it searches is registered', () => {
    const searchable = documentModules()
      .filter((module) => module.find)
      .map((module) => module.resource)
      .sort();
    expect(searchable).toEqual(SEARCH_MODULES.map((module) => module.resource).sort());
  });

  it('finds the entries in scope by their fields, then by their files with the page', async () => {
    const groups = await search('quillcay', f.tokens.jefe);
    const entries = groups.find((group) => group.module === 'entries')!;
    expect(entries.title).toBe('Ingresos documentales');
    expect(entries.results.map((record) => record.id)).toEqual([oaj.id, filed.id]);
    expect(entries.results[0]).toMatchObject({ number: oaj.number, subject: oaj.subject, text_match: null });
    expect(entries.results[1]!.text_match).toMatchObject({ name: 'informe.pdf', page: 2 });
  });

  it('never shows a record outside the scope, a restricted one included; admin sees them all', async () => {
    const jefe = await search('quillcay', f.tokens.jefe);
    expect(idsIn(jefe, 'entries')).not.toContain(gaf.id);
    expect(idsIn(jefe, 'entries')).not.toContain(restricted.id);
    expect(JSON.stringify(jefe)).not.toContain('reservado');
    expect(await search(gaf.number, f.tokens.jefe)).toEqual([]);
    expect(idsIn(await search('quillcay', f.tokens.admin), 'entries')).toEqual(
      expect.arrayContaining([oaj.id, gaf.id, restricted.id, filed.id]),
    );
  });

  it('puts the group with the exact number first, that record first', async () => {
    const [first] = await search(oaj.number.toLowerCase(), f.tokens.admin);
    expect(first!.module).toBe('entries');
    expect(first!.results[0]).toMatchObject({ id: oaj.id, exact: true });
  });

  it('answers no group for a module whose list the caller may not read', async () => {
    const outputsOnly = await signedInUser(ctx().database.db, {
      username: 'solo-salidas',
      permissions: ['outputs-all'],
      officeId: f.ids.OAJ,
    });
    expect(await search('quillcay', outputsOnly.token)).toEqual([]);
    expect(await search(oaj.number, outputsOnly.token)).toEqual([]);
  });

  it('says there are more than a group shows', async () => {
    for (let i = 0; i < 6; i++) await f.register({ subject: `Expediente Huaytapallana ${i}` });
    const [entries] = await search('huaytapallana', f.tokens.jefe);
    expect(entries).toMatchObject({ module: 'entries', more: true });
    expect(entries!.results).toHaveLength(5);
  });

  it('refuses a query too short or too long with its field error', async () => {
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const res = await call(ctx().app, 'GET', `/api/v1/search?q=${q}`, { token: f.tokens.jefe });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toBeDefined();
    }
    expect((await call(ctx().app, 'GET', '/api/v1/search')).statusCode).toBe(401);
  });
});
