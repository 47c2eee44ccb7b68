/**
 * Support folders: who creates, sees and changes which folders; filing, removing and reordering
 * items (refused for records the caller cannot see, never widening what anyone sees); search
 * inside; the control sheet and the label as PDFs.
 */
import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { createCitizen, createEntryType, officeIds, signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';

describeEachDatabase('folders', (ctx) => {
  const t: Record<string, string> = {};
  let office: Record<string, number>;
  const docs: Record<string, { id: number; number: string }> = {};

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: Record<string, unknown>) =>
    call(ctx().app, method, url, { token, body });
  /** Files a supporting entry in the folder at its `version`, as `token`. */
  const fileItem = (
    folder: { id: number; version: number },
    token: string,
    itemId: number,
    extra: Record<string, unknown> = {},
  ) =>
    api('POST', `/api/v1/folders/${folder.id}/items`, token, {
      version: folder.version,
      item_type: 'supporting-entries',
      item_id: itemId,
      ...extra,
    });
  const created = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    const { app, database } = ctx();
    for (const u of ['admin', 'jefe', 'servidor', 'mesapartes']) t[u] = await login(app, u);
    office = await officeIds(database.db);
    t.gaf = (
      await signedInUser(database.db, {
        username: 'carpetasgaf',
        officeId: office.GAF,
        permissions: ['folders-index', 'folders-me', 'folders-create', 'folders-update'],
      })
    ).token;
    const type = await createEntryType(app, t.admin!, { code: 'INF', name: 'Informe' });
    const citizen = await createCitizen(app, t.admin!, { document_number: '42345678' });
    const doc = (subject: string, token: string) =>
      api('POST', '/api/v1/supporting-entries', token, {
        type_id: type.id,
        party_kind: 'ciudadano',
        party_citizen_id: citizen.id,
        subject,
        folios: 3,
      }).then(created);
    docs.mine = await doc('Informe de la servidora sobre el archivo', t.servidor!);
    docs.jefe = await doc('Memoria anual de asesoría jurídica', t.jefe!);
    docs.second = await doc('Opinión legal sobre el contrato de alquiler', t.servidor!);
  });

  it('creates personal folders for anyone with folders-create, office-wide ones for office users only', async () => {
    const personal = await created(await api('POST', '/api/v1/folders', t.servidor!, { name: 'Mis informes 2026' }));
    expect(personal).toMatchObject({ visibility: 'personal', state: 'abierta', office: { code: 'OAJ' } });
    const refused = await api('POST', '/api/v1/folders', t.servidor!, { name: 'De la oficina', visibility: 'oficina' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.visibility).toEqual(['Solo puede crear carpetas personales.']);
    const shared = await api('POST', '/api/v1/folders', t.jefe!, {
      name: 'Contratos',
      visibility: 'oficina',
      shared_office_ids: [office.GAF, 999_999],
    });
    expect(shared.json().errors.shared_office_ids).toEqual(['Alguna de las oficinas no existe.']);
    expect((await api('POST', '/api/v1/folders', t.mesapartes!, { name: 'x' })).statusCode).toBe(403);
  });

  it('scopes: own folders, the office’s for folders-index, shared ones read-only; 404 outside', async () => {
    const personal = await created(await api('POST', '/api/v1/folders', t.servidor!, { name: 'Personal servidora' }));
    const officeWide = await created(
      await api('POST', '/api/v1/folders', t.jefe!, {
        name: 'Expedientes de contratos',
        visibility: 'oficina',
        shared_office_ids: [office.GAF],
      }),
    );
    const ids = async (token: string) =>
      (await api('GET', '/api/v1/folders?per_page=100', token)).json().data.map((f: { id: number }) => f.id);
    expect(await ids(t.servidor!)).toContain(personal.id);
    expect(await ids(t.servidor!)).not.toContain(officeWide.id);
    expect(await ids(t.jefe!)).toContain(officeWide.id);
    expect(await ids(t.jefe!)).not.toContain(personal.id);
    expect(await ids(t.gaf!)).toContain(officeWide.id);
    expect((await api('GET', `/api/v1/folders/${personal.id}`, t.jefe!)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/folders/${personal.id}/control-sheet`, t.jefe!)).statusCode).toBe(404);

    // Shared with GAF: it reads it, and may not change it.
    const read = (await api('GET', `/api/v1/folders/${officeWide.id}`, t.gaf!)).json().data;
    expect(read.can).toMatchObject({ update: false, file: false, close: false });
    expect(read.shared_offices).toEqual([expect.objectContaining({ code: 'GAF' })]);
    const file = await fileItem(officeWide, t.gaf!, docs.jefe!.id);
    expect(file.statusCode).toBe(403);
    expect(file.json().message).toBe('Solo puede cambiar sus propias carpetas o las de su oficina.');
    const edit = await api('PUT', `/api/v1/folders/${officeWide.id}`, t.gaf!, {
      name: 'Otro nombre',
      version: officeWide.version,
    });
    expect(edit.statusCode).toBe(403);
  });

  it('files, refuses, reorders and removes items; each change versioned and in the history', async () => {
    let folder = await created(await api('POST', '/api/v1/folders', t.servidor!, { name: 'Informes del trimestre' }));
    for (const doc of [docs.mine!, docs.second!]) {
      const res = await fileItem(folder, t.servidor!, doc.id);
      expect(res.statusCode, res.body).toBe(200);
      folder = res.json().data;
    }
    expect(folder.item_count).toBe(2);
    // A record the worker cannot open: refused, as if it did not exist.
    const hidden = await fileItem(folder, t.servidor!, docs.jefe!.id);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors.item_id).toEqual(['El documento no existe o no tiene acceso a él.']);
    const twice = await fileItem(folder, t.servidor!, docs.mine!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El documento ya está en esta carpeta.');
    const stale = await fileItem({ ...folder, version: folder.version - 1 }, t.servidor!, docs.mine!.id);
    expect(stale.statusCode).toBe(409);

    const items = (await api('GET', `/api/v1/folders/${folder.id}/items`, t.servidor!)).json().data;
    expect(items.map((i: { record: { number: string } }) => i.record.number)).toEqual([
      docs.mine!.number,
      docs.second!.number,
    ]);
    const reordered = await api('POST', `/api/v1/folders/${folder.id}/items/order`, t.servidor!, {
      version: folder.version,
      item_ids: [items[1].id, items[0].id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    folder = reordered.json().data;
    const after = (await api('GET', `/api/v1/folders/${folder.id}/items`, t.servidor!)).json().data;
    expect(after.map((i: { position: number; item_id: number }) => [i.position, i.item_id])).toEqual([
      [1, docs.second!.id],
      [2, docs.mine!.id],
    ]);
    const incomplete = await api('POST', `/api/v1/folders/${folder.id}/items/order`, t.servidor!, {
      version: folder.version,
      item_ids: [items[0].id],
    });
    expect(incomplete.json().errors.item_ids).toEqual(['Envíe cada documento de la carpeta una vez.']);

    // Search inside, without accents.
    const found = (await api('GET', `/api/v1/folders/${folder.id}/items?q=opinion`, t.servidor!)).json();
    expect(found.data.map((i: { item_id: number }) => i.item_id)).toEqual([docs.second!.id]);

    const removed = await api('POST', `/api/v1/folders/${folder.id}/items/remove`, t.servidor!, {
      version: folder.version,
      item_id: after[0].id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    folder = removed.json().data;
    const left = (await api('GET', `/api/v1/folders/${folder.id}/items`, t.servidor!)).json().data;
    expect(left.map((i: { position: number; item_id: number }) => [i.position, i.item_id])).toEqual([
      [1, docs.mine!.id],
    ]);

    const closed = (
      await api('POST', `/api/v1/folders/${folder.id}/close`, t.admin!, { version: folder.version })
    ).json().data;
    expect(closed).toMatchObject({ state: 'cerrada', can: { file: false, reopen: true } });
    const late = await fileItem(closed, t.servidor!, docs.second!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No se puede archivar documentos en una carpeta cerrada.');
    const history = (await api('GET', `/api/v1/folders/${folder.id}/history`, t.servidor!)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'close',
      'unfile',
      'reorder',
      'file',
      'file',
      'create',
    ]);
  });

  it('never widens what anyone sees: items the viewer cannot open come without details', async () => {
    const folder = await created(
      await api('POST', '/api/v1/folders', t.jefe!, {
        name: 'Compartida con GAF',
        visibility: 'oficina',
        shared_office_ids: [office.GAF],
      }),
    );
    const filed = await fileItem(folder, t.jefe!, docs.jefe!.id, { note: 'Original en el archivo de la oficina' });
    expect(filed.statusCode, filed.body).toBe(200);
    const mine = (await api('GET', `/api/v1/folders/${folder.id}/items`, t.jefe!)).json().data;
    expect(mine[0].record).toMatchObject({ number: docs.jefe!.number, folios: 3, type: 'Informe' });
    const theirs = (await api('GET', `/api/v1/folders/${folder.id}/items`, t.gaf!)).json().data;
    expect(theirs).toEqual([expect.objectContaining({ item_type: 'supporting-entries', record: null })]);
    expect(JSON.stringify(theirs)).not.toContain(docs.jefe!.number);
    const search = (await api('GET', `/api/v1/folders/${folder.id}/items?q=memoria`, t.gaf!)).json().data;
    expect(search).toEqual([]);
    const sheet = await api('GET', `/api/v1/folders/${folder.id}/control-sheet`, t.gaf!);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.includes(Buffer.from(docs.jefe!.number))).toBe(false);
    // The folders holding a record, and those the caller may file into.
    const holding = (
      await api('GET', `/api/v1/folders?item_type=supporting-entries&item_id=${docs.jefe!.id}`, t.jefe!)
    ).json().data;
    expect(holding.map((f: { id: number }) => f.id)).toEqual([folder.id]);
    const writable = (await api('GET', '/api/v1/folders?writable=true&per_page=100', t.gaf!)).json().data;
    expect(writable.map((f: { id: number }) => f.id)).not.toContain(folder.id);
  });

  it('prints the control sheet and the label as PDFs', async () => {
    const folder = await created(await api('POST', '/api/v1/folders', t.servidor!, { name: 'Carpeta impresa' }));
    await api('POST', `/api/v1/folders/${folder.id}/items`, t.servidor!, {
      version: folder.version,
      item_type: 'supporting-entries',
      item_id: docs.mine!.id,
    });
    for (const [path, file] of [
      ['control-sheet', 'hoja-de-control'],
      ['label', 'rotulo'],
    ] as const) {
      const res = await api('GET', `/api/v1/folders/${folder.id}/${path}`, t.servidor!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${file}-CAR-`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (process.env.FOLDER_PDF_DIR) fs.writeFileSync(`${process.env.FOLDER_PDF_DIR}/${file}.pdf`, res.rawPayload);
    }
  });

  it('becomes an expedient of its office with its documents in order, recorded in the folder’s history', async () => {
    const model = (await api('GET', `/api/v1/supporting-entries/${docs.jefe!.id}`, t.jefe!)).json().data;
    const doc = async (subject: string) =>
      (await created(
        await api('POST', '/api/v1/supporting-entries', t.jefe!, {
          type_id: model.type_id,
          party_kind: 'ciudadano',
          party_citizen_id: model.party_citizen_id,
          subject,
          folios: 4,
        }),
      )) as { id: number; number: string; version: number };
    const attend = async (d: { id: number; version: number }) =>
      expect(
        (await api('POST', `/api/v1/supporting-entries/${d.id}/attend`, t.jefe!, { version: d.version })).statusCode,
      ).toBe(200);
    const first = await doc('Contrato de locación del local anexo');
    const second = await doc('Adenda al contrato de locación');
    let folder = await created(
      await api('POST', '/api/v1/folders', t.jefe!, { name: 'Locación del local anexo', visibility: 'oficina' }),
    );
    for (const d of [first, second]) {
      const filed = await api('POST', `/api/v1/folders/${folder.id}/items`, t.jefe!, {
        version: folder.version,
        item_type: 'supporting-entries',
        item_id: d.id,
      });
      folder = filed.json().data;
    }
    const serie = await created(
      await api('POST', '/api/v1/series', t.admin!, {
        code: 'LOC',
        name: 'Contratos de locación',
        office_id: office.OAJ,
        years_office: 2,
        years_central: 5,
        disposition: 'E',
      }),
    );
    const become = (body: Record<string, unknown>) =>
      api('POST', `/api/v1/folders/${folder.id}/expedient`, t.jefe!, { version: folder.version, ...body });
    // A document not yet attended cannot be archived: nothing is written.
    const early = await become({ code: 'OAJ-LOC-001', series_id: serie.id });
    expect(early.statusCode).toBe(422);
    const none = await api('GET', '/api/v1/archive-expedients?code=OAJ-LOC-001', t.admin!);
    expect(none.json().data).toEqual([]);
    await attend(first);
    await attend(await (await api('GET', `/api/v1/supporting-entries/${second.id}`, t.jefe!)).json().data);
    const res = await become({ code: 'oaj-loc-001', series_id: serie.id });
    expect(res.statusCode, res.body).toBe(200);
    const converted = res.json().data;
    expect(converted).toMatchObject({ state: 'cerrada', expedient: { code: 'OAJ-LOC-001' } });
    const unit = (await api('GET', `/api/v1/archive-expedients/${converted.expedient.id}`, t.admin!)).json().data;
    expect(unit).toMatchObject({
      title: 'Locación del local anexo',
      kind: 'expediente',
      state: 'abierto',
      office: { code: 'OAJ' },
      series: { id: serie.id },
      folios: 8,
    });
    expect(
      unit.documents.map((d: { position: number; folio_from: number; folio_to: number; source_id: number }) => [
        d.position,
        d.folio_from,
        d.folio_to,
        d.source_id,
      ]),
    ).toEqual([
      [1, 1, 4, first.id],
      [2, 5, 8, second.id],
    ]);
    const archived = (await api('GET', `/api/v1/supporting-entries/${first.id}`, t.jefe!)).json().data;
    expect(archived.state).toBe('archivado');
    const history = (await api('GET', `/api/v1/folders/${folder.id}/history`, t.jefe!)).json().data;
    expect(history[0]).toMatchObject({ action: 'expedient', changes: { expediente: [null, 'OAJ-LOC-001'] } });
    const again = await api('POST', `/api/v1/folders/${folder.id}/expedient`, t.jefe!, {
      version: converted.version,
      code: 'OAJ-LOC-002',
      series_id: serie.id,
    });
    expect(again.statusCode).toBe(409);
    expect(converted.can).toMatchObject({ expedient: false, reopen: false });
  });
});
