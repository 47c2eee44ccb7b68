/** Archived documents: filing loose and linked ones (the record archived through its own service), order, folios, refusals. */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { archiveDocuments } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type ArchiveFixtures, archiveSetup, type Unit } from '../archive-expedients/archive-expedients.fixtures';
import type { EntryFixtures } from '../entries/entries.fixtures';

describeEachDatabase('archive documents', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  beforeAll(async () => ({ f, a } = await archiveSetup(ctx())));
  const get = (url: string, token = f.tokens.archivero) => call(ctx().app, 'GET', url, { token });
  const file = (body: Record<string, unknown>, token = f.tokens.archivero) =>
    a.post('/api/v1/archive-documents', body, token);
  const loose = (expedient: Unit, over: Record<string, unknown> = {}) =>
    file({
      expedient_id: expedient.id,
      title: 'Informe técnico',
      document_date: '2024-05-10',
      folio_from: 1,
      folio_to: 4,
      ...over,
    });
  const expedient = async (id: number) => (await get(`/api/v1/archive-expedients/${id}`)).json().data;

  /** An entry registered by the front desk for OAJ, received and attended by its head. */
  async function attendedEntry(subject: string) {
    const entry = await f.register({ subject });
    const derived = await a.post(
      `/api/v1/entries/${entry.id}/derive`,
      { version: entry.version, destinations: [{ office_id: f.ids.OAJ, action: 'atencion' }] },
      f.tokens.mesapartes,
    );
    expect(derived.statusCode, derived.body).toBe(200);
    const movements = derived.json().data.movements as { id: number }[];
    const received = await a.post(
      `/api/v1/entries/${entry.id}/movements/${movements[0]!.id}/receive`,
      {},
      f.tokens.jefe,
    );
    expect(received.statusCode, received.body).toBe(200);
    const res = await a.post(
      `/api/v1/entries/${entry.id}/attend`,
      { version: received.json().data.version },
      f.tokens.jefe,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; number: string; version: number };
  }

  it('files loose documents in order, recomputing the expedient’s folios and date range', async () => {
    const unit = await a.create();
    expect((await loose(unit)).statusCode).toBe(201);
    const second = await loose(unit, {
      title: 'Oficio de respuesta',
      document_date: '2024-07-01',
      folio_from: 5,
      folio_to: 9,
    });
    expect(second.json().data).toMatchObject({ position: 2, folio_from: 5, folio_to: 9, source: null });
    // Put before the first: the others move down.
    const first = await loose(unit, {
      title: 'Solicitud inicial',
      document_date: '2024-03-02',
      folio_from: 10,
      folio_to: 10,
      position: 1,
    });
    expect(first.json().data.position).toBe(1);
    const shown = await expedient(unit.id);
    expect(shown).toMatchObject({ folios: 10, date_from: '2024-03-02', date_to: '2024-07-01' });
    expect(shown.documents.map((d: { title: string }) => d.title)).toEqual([
      'Solicitud inicial',
      'Informe técnico',
      'Oficio de respuesta',
    ]);
    expect(shown.next_document).toMatchObject({ position: 4, folio_from: 11 });

    const overlap = await loose(unit, { folio_from: 8, folio_to: 9 });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.folio_from).toEqual([
      'Los folios 8–9 se superponen con el documento N.° 3 (folios 5–9).',
    ]);

    // Move the last one first and widen it: order and totals follow.
    const doc = second.json().data;
    const edited = await call(ctx().app, 'PUT', `/api/v1/archive-documents/${doc.id}`, {
      token: f.tokens.archivero,
      body: {
        version: doc.version,
        position: 1,
        folio_from: 5,
        folio_to: 9,
        notes: 'Con anexos',
        title: null,
        document_date: null,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await expedient(unit.id);
    expect(after.documents.map((d: { title: string; position: number }) => [d.position, d.title])).toEqual([
      [1, 'Oficio de respuesta'],
      [2, 'Solicitud inicial'],
      [3, 'Informe técnico'],
    ]);
  });

  it('refuses filing into a closed expedient, and a loose document without title or date', async () => {
    const unit = await a.create({ series_id: a.ids.serie });
    const closed = (await a.post(`/api/v1/archive-expedients/${unit.id}/close`, { version: unit.version })).json().data;
    const refused = await loose(closed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`El expediente ${unit.code} está «Cerrado»: solo se archiva en uno abierto.`);
    const bare = await file({ expedient_id: unit.id, folio_from: 1, folio_to: 2 });
    expect(Object.keys(bare.json().errors)).toEqual(['title', 'document_date']);
  });

  it('archives an attended entry from the archive side: the entry becomes «Archivado», with every audit row', async () => {
    const unit = await a.create();
    const entry = await attendedEntry('Expediente de licencia de obra');
    const res = await file({
      expedient_id: unit.id,
      source_kind: 'entries',
      source_id: entry.id,
      folio_from: 1,
      folio_to: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: `${entry.number} · Expediente de licencia de obra`,
      source: { kind: 'entries', id: entry.id, label: 'Ingreso' },
      expedient: { id: unit.id, code: unit.code },
    });
    const shown = (await get(`/api/v1/entries/${entry.id}`)).json().data;
    expect(shown.state).toBe('archivado');
    const entryHistory = (await get(`/api/v1/entries/${entry.id}/history`)).json().data as {
      action: string;
      user: { username?: string; names?: string } | null;
    }[];
    expect(entryHistory.map((h) => h.action)).toContain('archive');
    const unitHistory = (await get(`/api/v1/archive-expedients/${unit.id}/history`)).json().data as {
      action: string;
    }[];
    expect(unitHistory.map((h) => h.action)).toContain('contents');
    const docHistory = (await get(`/api/v1/archive-documents/${res.json().data.id}/history`)).json().data as {
      action: string;
    }[];
    expect(docHistory.map((h) => h.action)).toEqual(['create']);
    expect((await expedient(unit.id)).folios).toBe(3);

    const again = await file({
      expedient_id: unit.id,
      source_kind: 'entries',
      source_id: entry.id,
      folio_from: 4,
      folio_to: 4,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ source_id: [`El ingreso ${entry.number} ya está archivado.`] });
  });

  it('refuses a record whose state may not be archived, changing nothing', async () => {
    const unit = await a.create();
    const entry = await f.register({ subject: 'Recién registrado' });
    const res = await file({
      expedient_id: unit.id,
      source_kind: 'entries',
      source_id: entry.id,
      folio_from: 1,
      folio_to: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('No se puede archivar un ingreso en estado «registrado».');
    expect((await get(`/api/v1/entries/${entry.id}`)).json().data.state).toBe('registrado');
    expect((await expedient(unit.id)).documents).toEqual([]);
    const missing = await file({
      expedient_id: unit.id,
      source_kind: 'outputs',
      source_id: 999_999,
      folio_from: 1,
      folio_to: 1,
    });
    expect(missing.json().errors).toEqual({ source_id: ['La salida no existe o no tiene acceso a ella.'] });
  });

  it('archives an attended supporting document through its own service', async () => {
    const unit = await a.create();
    const doc = await a.post('/api/v1/supporting-entries', {
      type_id: f.ids.type,
      office_id: f.ids.GAF,
      party_kind: 'ciudadano',
      party_citizen_id: f.ids.citizen,
      subject: 'Carta de la junta vecinal',
      folios: 2,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const attended = await a.post(`/api/v1/supporting-entries/${doc.json().data.id}/attend`, {
      version: doc.json().data.version,
    });
    const res = await file({
      expedient_id: unit.id,
      source_kind: 'supporting-entries',
      source_id: attended.json().data.id,
      folio_from: 1,
      folio_to: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const shown = (await get(`/api/v1/supporting-entries/${doc.json().data.id}`)).json().data;
    expect(shown.state).toBe('archivado');
  });

  it('shows an office’s clerks the documents of their office’s units, and a unit moved to another office takes them along', async () => {
    const { db } = ctx().database;
    const clerk = async (username: string, office: string) =>
      (await signedInUser(db, { username, officeId: f.ids[office]!, permissions: ['archive-documents-show'] })).token;
    const gaf = await clerk('archivo.gaf', 'GAF');
    const oaj = await clerk('archivo.oaj', 'OAJ');
    const unit = await a.create();
    const filed = await loose(unit, { title: 'Acta de la oficina' });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().data.id as number;
    const listed = async (token: string) =>
      (await get(`/api/v1/archive-documents?expedient_id=${unit.id}`, token))
        .json()
        .data.map((d: { id: number }) => d.id);

    expect(await listed(gaf)).toEqual([id]);
    expect((await get(`/api/v1/archive-documents/${id}`, gaf)).statusCode).toBe(200);
    expect(await listed(oaj)).toEqual([]);
    expect((await get(`/api/v1/archive-documents/${id}`, oaj)).statusCode).toBe(404);

    const shown = await expedient(unit.id);
    const moved = await call(ctx().app, 'PUT', `/api/v1/archive-expedients/${unit.id}`, {
      token: f.tokens.admin,
      body: { version: shown.version, code: shown.code, title: shown.title, office_id: f.ids.OAJ },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed(oaj)).toEqual([id]);
    expect((await get(`/api/v1/archive-documents/${id}`, oaj)).statusCode).toBe(200);
    expect(await listed(gaf)).toEqual([]);
    expect((await get(`/api/v1/archive-documents/${id}`, gaf)).statusCode).toBe(404);

    // The database keeps the copy true whoever writes the row.
    await db.update(archiveDocuments).set({ office_id: f.ids.GAF }).where(eq(archiveDocuments.id, id));
    const [row] = await db.select().from(archiveDocuments).where(eq(archiveDocuments.id, id));
    expect(row!.office_id).toBe(f.ids.OAJ);
  });

  it('shows entries the archivist may file with `can.archive`, and no one without the archive’s key', async () => {
    const entry = await attendedEntry('Para archivar');
    expect((await get(`/api/v1/entries/${entry.id}`)).json().data.can.archive).toBe(true);
    expect((await get(`/api/v1/archive-documents`, f.tokens.mensajero)).statusCode).toBe(403);
    const byJefe = await file(
      { expedient_id: 1, source_kind: 'entries', source_id: entry.id, folio_from: 1, folio_to: 1 },
      f.tokens.jefe,
    );
    expect(byJefe.statusCode).toBe(403);
  });
});
