/**
 * Searching entries by what their files say (docs/text-search.md): a text-layer PDF and a scan are
 * read by the extraction's job, and the list finds them with the page and passage, only within the
 * caller's scope (another office's entry, a restricted one, a loan that ended); «Reextraer»; a job
 * whose worker died is retried and ends read.
 */
import { calendarDate } from '@shared/working-days';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { archiveTemporaryPermissions, attachmentTexts } from '../../db/schema';
import type { Upload } from '../../lib/attachments/test-files';
import { extractAttachmentText, requestNewTexts } from '../../lib/attachments/text/jobs';
import { scannedPage, textPdf } from '../../lib/attachments/text/scans';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type Entry, type EntryFixtures, entryFixtures } from './entries.fixtures';

const job = (sha256: string, retryCount = 0) => ({ data: { sha256 }, retryCount, retryLimit: 2 });

describeEachDatabase('entries search inside their attachments', (ctx) => {
  let f: EntryFixtures;
  let oaj: Entry;
  let gaf: Entry;
  let restricted: Entry;
  let scanned: Entry;

  const upload = async (entryId: number, files: Upload[]) => {
    const res = await f.uploadFiles(entryId, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; url: string; text: { state: string } }[];
  };
  /** What the sweep and the extraction's jobs do, run here one after another. */
  const extractAll = async () => {
    for (const sha256 of await requestNewTexts(ctx().database.db)) await extractAttachmentText(ctx().app, job(sha256));
  };
  const search = async (q: string, token: string) => {
    const res = await call(ctx().app, 'GET', `/api/v1/entries?q=${encodeURIComponent(q)}&per_page=50`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as (Entry & {
      text_match: { page: number; name: string; parts: { text: string; match: boolean }[] } | null;
    })[];
  };

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    ({ oaj, gaf, restricted } = await f.scopeSamples({
      oaj: 'Oficio de la comunidad',
      gaf: 'Oficio de administración',
      restricted: 'Oficio reservado',
      classification: 'Reservado búsqueda',
    }));
    scanned = await f.register({ subject: 'Carta escaneada' });
    const pdf = await textPdf(['Portada del expediente', 'Informe que cita la Ley 27444 y el lote 23 de Chilca']);
    const uploaded = await upload(oaj.id, [{ filename: 'informe.pdf', content: pdf }]);
    expect(uploaded[0]!.text.state).toBe('pendiente');
    await upload(gaf.id, [
      { filename: 'informe-gaf.pdf', content: await textPdf(['Informe del lote 23 de Chilca en GAF']) },
    ]);
    await upload(restricted.id, [
      { filename: 'reservado.pdf', content: await textPdf(['Lote 23 de Chilca reservado']) },
    ]);
    await upload(scanned.id, [
      {
        filename: 'carta.png',
        content: scannedPage(['Solicitud de licencia municipal', 'para el mercado de Sapallanga']),
      },
    ]);
    await extractAll();
  }, 240_000);

  it('finds an entry by its PDF text layer with the page and the words highlighted, within the caller scope', async () => {
    const found = await search('lote chilca', f.tokens.jefe);
    expect(found.map((entry) => entry.id)).toEqual([oaj.id]);
    const match = found[0]!.text_match!;
    expect(match).toMatchObject({ name: 'informe.pdf', page: 2 });
    expect(match.parts.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual(['lote', 'chilca']);
    // Admin sees all three; the restricted GAF entry only its offices (not jefe of OAJ).
    const all = (await search('chilca', f.tokens.admin)).map((entry) => entry.id);
    expect(all).toEqual(expect.arrayContaining([oaj.id, gaf.id, restricted.id]));
  });

  it('finds a scanned image by its OCR text, ignoring accents and case, with Spanish stems', async () => {
    const found = await search('SAPALLANGA licencias', f.tokens.jefe);
    expect(found.map((entry) => entry.id)).toEqual([scanned.id]);
    expect(found[0]!.text_match).toMatchObject({ name: 'carta.png', page: 1 });
  });

  it('ranks the entries matched by their own fields before those matched by their files', async () => {
    const own = await f.register({ subject: 'Trámite del lote en Chilca' });
    const found = await search('chilca', f.tokens.jefe);
    expect(found.map((entry) => entry.id)).toEqual([own.id, oaj.id]);
    expect(found[0]!.text_match).toBeNull();
    // A page at a time, the files' matches follow the own fields' ones, counted together.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await call(ctx().app, 'GET', `/api/v1/entries?q=chilca&per_page=1&page=${page}`, {
        token: f.tokens.jefe,
      });
      pages.push({ ids: res.json().data.map((entry: Entry) => entry.id), total: res.json().meta.total });
    }
    expect(pages).toEqual([
      { ids: [own.id], total: 2 },
      { ids: [oaj.id], total: 2 },
      { ids: [], total: 2 },
    ]);
    // A sort the person chose is one order for both.
    const byNumber = await call(ctx().app, 'GET', '/api/v1/entries?q=chilca&sort=number', { token: f.tokens.jefe });
    expect(byNumber.json().data.map((entry: Entry) => entry.id)).toEqual([oaj.id, own.id].sort((a, b) => a - b));
  });

  it('shows the text of an attachment in scope, 404 outside it, and reads it again on «Reextraer»', async () => {
    const [file] = (
      await call(ctx().app, 'GET', `/api/v1/entries/${oaj.id}/attachments`, { token: f.tokens.jefe })
    ).json().data;
    const text = await call(ctx().app, 'GET', `${file.url}/text`, { token: f.tokens.jefe });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({ state: 'listo', pages: 2, ocr_pages: 0 });
    expect(text.json().data.content[1].text).toContain('27444');
    const [gafFile] = (
      await call(ctx().app, 'GET', `/api/v1/entries/${gaf.id}/attachments`, { token: f.tokens.admin })
    ).json().data;
    expect((await call(ctx().app, 'GET', `${gafFile.url}/text`, { token: f.tokens.jefe })).statusCode).toBe(404);
    expect((await call(ctx().app, 'POST', `${gafFile.url}/text`, { token: f.tokens.jefe })).statusCode).toBe(404);

    const again = await call(ctx().app, 'POST', `${file.url}/text`, { token: f.tokens.mesapartes });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ state: 'pendiente', content: [] });
    expect(await search('27444', f.tokens.jefe)).toEqual([]);
    const [row] = await ctx().database.db.select().from(attachmentTexts).where(eq(attachmentTexts.state, 'pendiente'));
    // The worker reading it dies: the job expires with the file `en_proceso`; its retry reads it.
    await ctx()
      .database.db.update(attachmentTexts)
      .set({ state: 'en_proceso' })
      .where(eq(attachmentTexts.sha256, row!.sha256));
    await extractAttachmentText(ctx().app, job(row!.sha256, 1));
    expect((await search('27444', f.tokens.jefe)).map((entry) => entry.id)).toEqual([oaj.id]);
  }, 120_000);

  it('shows a restricted entry and its passage to a loan holder while the loan lasts, and nothing once it ends', async () => {
    const { app, database } = ctx();
    const holder = await signedInUser(database.db, {
      username: 'lectora-busqueda',
      role: 'Servidor de oficina',
      officeId: f.ids.GAF,
    });
    const lent = await f.register({
      subject: 'Oficio reservado de la oficina jurídica',
      classification_id: restricted.classification_id,
    });
    await upload(lent.id, [
      { filename: 'cerro.pdf', content: await textPdf(['Informe reservado sobre el cerro Pachacámac']) },
    ]);
    await extractAll();
    const globally = async () => {
      const res = await call(app, 'GET', '/api/v1/search?q=pachacamac', { token: holder.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { results: { id: number; text_match: unknown }[] }[]).flatMap((g) => g.results);
    };
    expect(await search('pachacamac', holder.token)).toEqual([]);
    expect(await globally()).toEqual([]);

    const permissions = '/api/v1/archive-temporary-permissions';
    const act = async (path: string, token: string, body: Record<string, unknown>) => {
      const res = await call(app, 'POST', path, { token, body });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data as { id: number; version: number; state: string };
    };
    const requested = await act(permissions, f.tokens.archivero, {
      holder_id: holder.id,
      item_kind: 'entries',
      item_id: lent.id,
      type: 'acceso_digital',
      reason: 'Revisión de antecedentes',
      starts_on: calendarDate(new Date()),
      until_on: calendarDate(new Date(Date.now() + 3 * 86_400_000)),
    });
    const approved = await act(`${permissions}/${requested.id}/approve`, f.tokens.archivero, {
      version: requested.version,
    });
    const active = await act(`${permissions}/${approved.id}/authorize`, f.tokens.jefe, { version: approved.version });
    expect(active.state).toBe('vigente');
    const found = await search('pachacamac', holder.token);
    expect(found.map((entry) => entry.id)).toEqual([lent.id]);
    expect(found[0]!.text_match).toMatchObject({ name: 'cerro.pdf', page: 1 });
    expect((await globally()).map((result) => result.id)).toEqual([lent.id]);

    // Past its last day the loan opens nothing, though no one has closed it yet.
    const days = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));
    const dated = (starts_on: string, until_on: string) =>
      database.db
        .update(archiveTemporaryPermissions)
        .set({ starts_on, until_on })
        .where(eq(archiveTemporaryPermissions.id, active.id));
    await dated(days(-5), days(-1));
    expect(await search('pachacamac', holder.token)).toEqual([]);
    expect(await globally()).toEqual([]);
    await dated(days(0), days(3));
    expect((await search('pachacamac', holder.token)).map((entry) => entry.id)).toEqual([lent.id]);

    const revoked = await act(`${permissions}/${active.id}/revoke`, f.tokens.archivero, {
      version: active.version,
      reason: 'Terminó la revisión',
    });
    expect(revoked.state).toBe('revocado');
    expect(await search('pachacamac', holder.token)).toEqual([]);
    expect(await globally()).toEqual([]);
  }, 120_000);

  it('reads a new upload through the job queue', async () => {
    const entry = await f.register({ subject: 'Por la cola' });
    await ctx().app.jobs.start();
    await upload(entry.id, [{ filename: 'cola.pdf', content: await textPdf(['Constancia de Pilcomayo por la cola']) }]);
    await expect
      .poll(async () => (await search('pilcomayo', f.tokens.jefe)).map((found) => found.id), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([entry.id]);
  }, 90_000);
});
