/** An entry's files through its routes: upload, list, inline view, download, removal, and the abuse cases. */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { EXE, PDF, type Upload } from '../../lib/attachments/test-files';
import { registerScopeGrant } from '../../lib/records/scope-grants';
import { getSettings, saveSettings } from '../../lib/settings/settings';
import { call, describeEachDatabase } from '../../test/harness';
import { type Entry, type EntryFixtures, entryFixtures } from './entries.fixtures';

const HTML = Buffer.from('<html><script>alert(1)</script></html>');

describeEachDatabase('entries attachments', (ctx) => {
  let f: EntryFixtures;
  let entry: Entry;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    entry = await f.register({ subject: 'Con adjuntos' });
  });

  const upload = (entryId: number, files: Upload[], token?: string) => f.uploadFiles(entryId, files, token);
  const get = (url: string, token = f.tokens.mesapartes) => call(ctx().app, 'GET', url, { token });

  it('uploads files, lists them and serves a PDF inline or as a download', async () => {
    const res = await upload(entry.id, [{ filename: 'Oficio Nº 12.pdf', content: PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const [saved] = res.json().data;
    expect(saved).toMatchObject({
      name: 'Oficio Nº 12.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      uploaded_by: f.ids['user:mesapartes'],
      url: `/api/v1/entries/${entry.id}/attachments/${saved.id}`,
    });
    const list = await get(`/api/v1/entries/${entry.id}/attachments`, f.tokens.jefe);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([saved]);

    const inline = await get(saved.url, f.tokens.jefe);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const download = await get(`${saved.url}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const shown = (await get(`/api/v1/entries/${entry.id}`)).json().data;
    expect(shown.can.attach).toBe(true);
    const history = (await get(`/api/v1/entries/${entry.id}/history`)).json().data;
    expect(history[0].action).toBe('attach');
  });

  it('refuses a file whose bytes are not what its name says', async () => {
    for (const content of [EXE, HTML]) {
      const res = await upload(entry.id, [{ filename: 'carta.pdf', content }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.files[0]).toMatch(/^«carta\.pdf»/);
    }
    const program = await upload(entry.id, [{ filename: 'setup.exe', content: EXE }]);
    expect(program.statusCode).toBe(422);
    expect(program.json().errors.files[0]).toContain('no está permitido');
    const empty = await upload(entry.id, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.files).toEqual(['Seleccione al menos un archivo.']);
  });

  it('refuses a file over the configured size with 413', async () => {
    const { database } = ctx();
    const settings = await getSettings(database.db);
    await saveSettings(database.db, { ...settings, uploads: { ...settings.uploads, max_file_mb: 1 } });
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const res = await upload(entry.id, [{ filename: 'grande.pdf', content: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Cada archivo puede pesar como máximo 1 MB.');
    } finally {
      await saveSettings(database.db, settings);
    }
  });

  it('keeps only a clean display name from a path in the file name', async () => {
    const res = await upload(entry.id, [
      { filename: '../../../etc/passwd.pdf', content: PDF },
      { filename: '..\\..\\Windows\\win.ini.pdf', content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const names = res.json().data.map((a: { name: string }) => a.name);
    expect(names).toEqual(['passwd.pdf', 'win.ini.pdf']);
    for (const a of res.json().data) expect(a.url).toMatch(/^\/api\/v1\/entries\/\d+\/attachments\/\d+$/);
    // The same bytes are stored once and served under each record's own name.
    const served = await get(res.json().data[0].url);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-disposition']).toContain('filename="passwd.pdf"');
  });

  it('answers 404 for another scope’s entry or attachment, a mismatched pair, or a removed file', async () => {
    const gaf = await f.register({ subject: 'De administración', destination_office_id: f.ids.GAF });
    const gafFile = (await upload(gaf.id, [{ filename: 'gaf.pdf', content: PDF }])).json().data[0];
    const ownFile = (await upload(entry.id, [{ filename: 'oaj.pdf', content: PDF }])).json().data[0];
    // jefe (OAJ) does not see the GAF entry: not its list, not its file, not through an entry it sees.
    expect((await get(`/api/v1/entries/${gaf.id}/attachments`, f.tokens.jefe)).statusCode).toBe(404);
    expect((await get(gafFile.url, f.tokens.jefe)).statusCode).toBe(404);
    expect((await get(`/api/v1/entries/${entry.id}/attachments/${gafFile.id}`, f.tokens.jefe)).statusCode).toBe(404);
    expect((await get(`/api/v1/entries/${gaf.id}/attachments/${ownFile.id}`)).statusCode).toBe(404);
    expect((await upload(gaf.id, [{ filename: 'x.pdf', content: PDF }], f.tokens.jefe)).statusCode).toBe(404);
    const foreignDelete = await call(ctx().app, 'DELETE', gafFile.url, { token: f.tokens.jefe });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await get('/api/v1/entries/1/attachments/abc')).statusCode).toBe(404);

    const removed = await call(ctx().app, 'DELETE', ownFile.url, { token: f.tokens.mesapartes });
    expect(removed.statusCode).toBe(204);
    expect((await get(ownFile.url)).statusCode).toBe(404);
    expect((await call(ctx().app, 'DELETE', ownFile.url, { token: f.tokens.mesapartes })).statusCode).toBe(404);
    const list = (await get(`/api/v1/entries/${entry.id}/attachments`)).json().data;
    expect(list.map((a: { id: number }) => a.id)).not.toContain(ownFile.id);
    const history = (await get(`/api/v1/entries/${entry.id}/history`)).json().data;
    expect(history[0].action).toBe('detach');
  });

  it('lets a grant show an entry’s files, never add or remove one, even to a holder of the keys that change them', async () => {
    const gaf = await f.register({ subject: 'Prestada a jefe', destination_office_id: f.ids.GAF });
    const file = (await upload(gaf.id, [{ filename: 'prestado.pdf', content: PDF }])).json().data[0];
    const head = f.ids['user:jefe']!;
    // jefe holds entries-update: only the write scope, checked under the row lock, keeps him out.
    const remove = registerScopeGrant('entries', (caller, id) =>
      caller.user.id === head ? sql`${id} = ${gaf.id}` : sql`false`,
    );
    try {
      expect((await get(`/api/v1/entries/${gaf.id}/attachments`, f.tokens.jefe)).statusCode).toBe(200);
      expect((await get(file.url, f.tokens.jefe)).statusCode).toBe(200);
      expect((await upload(gaf.id, [{ filename: 'b.pdf', content: PDF }], f.tokens.jefe)).statusCode).toBe(404);
      expect((await call(ctx().app, 'DELETE', file.url, { token: f.tokens.jefe })).statusCode).toBe(404);
    } finally {
      remove();
    }
    const list = (await get(`/api/v1/entries/${gaf.id}/attachments`)).json().data;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['prestado.pdf']);
  });

  it('lets only those allowed change files, and only while the entry is open', async () => {
    const { app } = ctx();
    const assigned = await f.register({ subject: 'Asignado', assignee_id: f.ids['user:servidor'] });
    // servidor (entries-me) sees it and its files but may not change them.
    const seen = (await get(`/api/v1/entries/${assigned.id}`, f.tokens.servidor)).json().data;
    expect(seen.can.attach).toBe(false);
    expect((await get(`/api/v1/entries/${assigned.id}/attachments`, f.tokens.servidor)).statusCode).toBe(200);
    expect((await upload(assigned.id, [{ filename: 'a.pdf', content: PDF }], f.tokens.servidor)).statusCode).toBe(403);

    const file = (await upload(assigned.id, [{ filename: 'a.pdf', content: PDF }])).json().data[0];
    const annulled = await call(app, 'POST', `/api/v1/entries/${assigned.id}/annul`, {
      token: f.tokens.mesapartes,
      body: { version: assigned.version, reason: 'Duplicado.' },
    });
    expect(annulled.json().data.can.attach).toBe(false);
    const late = await upload(assigned.id, [{ filename: 'b.pdf', content: PDF }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No se pueden modificar los adjuntos de un ingreso en estado «anulado».');
    expect((await call(app, 'DELETE', file.url, { token: f.tokens.mesapartes })).statusCode).toBe(409);
    // The file stays viewable.
    expect((await get(file.url)).statusCode).toBe(200);
  });
});
