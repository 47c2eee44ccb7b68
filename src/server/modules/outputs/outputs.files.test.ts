/** Outputs' attachments (upload, download, removal and the abuse that must be refused) and the xlsx export. */
import { DEFAULT_SETTINGS } from '@shared/schemas/configs';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { offices, users } from '../../db/schema';
import { EXE, PDF, TEXT, uploadBody } from '../../lib/attachments/test-files';
import { saveSettings } from '../../lib/settings/settings';
import { historyActions } from '../../test/audit-trail';
import { createOutputType } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';

describeEachDatabase('outputs: attachments and export', (ctx) => {
  const t = {} as Record<'admin' | 'mesapartes' | 'jefe' | 'servidor', string>;
  const ids: Record<string, number> = {};
  type Output = { id: number; number: string; version: number; can: Record<string, boolean> };

  beforeAll(async () => {
    const { app, database } = ctx();
    await saveSettings(database.db, {
      ...DEFAULT_SETTINGS,
      uploads: { max_file_mb: 1, max_files: 3, allowed_extensions: ['pdf', 'png', 'jpg'] },
    });
    for (const u of ['admin', 'mesapartes', 'jefe', 'servidor'] as const) t[u] = await login(app, u);
    for (const o of await database.db.select().from(offices)) ids[o.code] = o.id;
    const [lucia] = await database.db.select().from(users).where(eq(users.username, 'servidor'));
    ids.servidor = lucia!.id;
    ids.type = (await createOutputType(app, t.admin)).id;
    const citizen = await call(app, 'POST', '/api/v1/citizens', {
      token: t.admin,
      body: {
        person_type: 'JURIDICA',
        document_type: 'RUC',
        document_number: '20131312955',
        business_name: 'Empresa Constructora Andina S.A.C.',
      },
    });
    expect(citizen.statusCode, citizen.body).toBe(201);
    ids.citizen = citizen.json().data.id;
  });

  const register = async (over: Record<string, unknown> = {}, token = t.mesapartes): Promise<Output> => {
    const res = await call(ctx().app, 'POST', '/api/v1/outputs', {
      token,
      body: {
        type_output_id: ids.type,
        subject: 'Remisión de contrato',
        folios: 4,
        recipients: [{ citizen_id: ids.citizen }],
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  const upload = (output: { id: number }, token: string, files: { filename: string; content: Buffer }[]) => {
    const { payload, headers } = uploadBody(files);
    return ctx().app.inject({
      method: 'POST',
      url: `/api/v1/outputs/${output.id}/attachments`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload,
    });
  };
  const get = (url: string, token: string) => call(ctx().app, 'GET', url, { token });

  it('uploads, lists, previews, downloads and removes an output’s files', async () => {
    const output = await register();
    expect(output.can.attach).toBe(true);
    const saved = await upload(output, t.mesapartes, [{ filename: 'Oficio firmado.pdf', content: PDF }]);
    expect(saved.statusCode, saved.body).toBe(201);
    const [file] = saved.json().data;
    expect(file).toMatchObject({
      name: 'Oficio firmado.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      url: `/api/v1/outputs/${output.id}/attachments/${file.id}`,
    });
    const list = await get(`/api/v1/outputs/${output.id}/attachments`, t.mesapartes);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([file.id]);
    const inline = await get(file.url, t.mesapartes);
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const download = await get(`${file.url}?download=1`, t.mesapartes);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Oficio firmado.pdf"/);

    const removed = await call(ctx().app, 'DELETE', file.url, { token: t.mesapartes });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/v1/outputs/${output.id}/attachments`, t.mesapartes)).json().data).toEqual([]);
    expect((await get(file.url, t.mesapartes)).statusCode).toBe(404);
    expect(await historyActions(ctx().app, `/api/v1/outputs/${output.id}`, t.mesapartes)).toEqual([
      'detach',
      'attach',
      'create',
    ]);
  });

  it('refuses disguised, oversize and too many files, and keeps only a display name', async () => {
    const output = await register();
    const disguised = await upload(output, t.mesapartes, [
      { filename: 'factura.pdf', content: EXE },
      { filename: 'nota.pdf', content: TEXT },
    ]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.files).toHaveLength(2);
    const big = await upload(output, t.mesapartes, [
      { filename: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    const many = await upload(
      output,
      t.mesapartes,
      Array.from({ length: 4 }, (_, i) => ({ filename: `f${i}.pdf`, content: PDF })),
    );
    expect(many.statusCode).toBe(422);
    const tricky = await upload(output, t.mesapartes, [{ filename: '../../etc/passwd.pdf', content: PDF }]);
    expect(tricky.statusCode, tricky.body).toBe(201);
    expect(tricky.json().data[0].name).toBe('passwd.pdf');
    const notMultipart = await call(ctx().app, 'POST', `/api/v1/outputs/${output.id}/attachments`, {
      token: t.mesapartes,
      body: { files: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    const none = await upload(output, t.mesapartes, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ files: ['Seleccione al menos un archivo.'] });
  });

  it('hides files outside the caller’s scope and of other outputs; only those who may attach upload', async () => {
    const { app } = ctx();
    const toGaf = await register({ origin_office_id: ids.GAF });
    const other = await register();
    const [file] = (await upload(toGaf, t.mesapartes, [{ filename: 'a.pdf', content: PDF }])).json().data;
    // jefe (OAJ) does not see an output of GAF: list, download, upload and removal are 404.
    expect((await get(`/api/v1/outputs/${toGaf.id}/attachments`, t.jefe)).statusCode).toBe(404);
    expect((await get(file.url, t.jefe)).statusCode).toBe(404);
    expect((await upload(toGaf, t.jefe, [{ filename: 'b.pdf', content: PDF }])).statusCode).toBe(404);
    expect((await call(app, 'DELETE', file.url, { token: t.jefe })).statusCode).toBe(404);
    // The file is not reachable through another output's address.
    expect((await get(`/api/v1/outputs/${other.id}/attachments/${file.id}`, t.mesapartes)).statusCode).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/v1/outputs/${other.id}/attachments/${file.id}`, { token: t.mesapartes }))
        .statusCode,
    ).toBe(404);

    // servidor (outputs-me, create-office, no update) attaches to what she registered, not to what she signs.
    const own = await register({}, t.servidor);
    expect(own.can.attach).toBe(true);
    expect((await upload(own, t.servidor, [{ filename: 'c.pdf', content: PDF }])).statusCode).toBe(201);
    const signed = await register({ signer_id: ids.servidor });
    const seen = (await get(`/api/v1/outputs/${signed.id}`, t.servidor)).json().data;
    expect(seen.can.attach).toBe(false);
    expect((await upload(signed, t.servidor, [{ filename: 'd.pdf', content: PDF }])).statusCode).toBe(403);

    // An annulled output takes no more files.
    const annulled = await call(app, 'POST', `/api/v1/outputs/${other.id}/annul`, {
      token: t.mesapartes,
      body: { version: other.version, reason: 'Duplicado.' },
    });
    expect(annulled.json().data.can.attach).toBe(false);
    const late = await upload(other, t.mesapartes, [{ filename: 'e.pdf', content: PDF }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No se puede modificar los adjuntos de una salida en estado «Anulado».');
  });

  it('exports the list in scope, with its filters, as a readable workbook', async () => {
    const { app } = ctx();
    const mine = await register({
      subject: 'Exportación de jurídica',
      origin_office_id: ids.OAJ,
      reference: 'OFICIO 9',
    });
    await register({ subject: 'Exportación de administración', origin_office_id: ids.GAF });
    const res = await get('/api/v1/outputs/export?q=exportacion', t.jefe);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    expect(res.headers['content-disposition']).toContain(`filename="salidas-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Salidas')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Salidas documentales');
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Número',
      'Fecha de emisión',
      'Tipo',
      'Referencia',
      'Fecha del documento',
      'Asunto',
      'Oficina de origen',
      'Destinatarios',
      'Firmante',
      'Prioridad',
      'Estado',
      'Folios',
      'En respuesta a',
    ]);
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(mine.number);
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(3).value).toBe('Oficio');
    expect(row.getCell(4).value).toBe('OFICIO 9');
    expect(row.getCell(6).value).toBe('Exportación de jurídica');
    expect(row.getCell(7).value).toBe('OAJ - Oficina de Asesoría Jurídica');
    expect(row.getCell(8).value).toBe('Empresa Constructora Andina S.A.C.');
    expect(row.getCell(10).value).toBe('Normal');
    expect(row.getCell(11).value).toBe('Registrado');
    expect(row.getCell(12).value).toBe(4);

    const all = await get('/api/v1/outputs/export?q=exportacion&sort=subject', t.mesapartes);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const subjects = [3, 4].map((n) => wb.getWorksheet('Salidas')!.getRow(n).getCell(6).value);
    expect(subjects).toEqual(['Exportación de administración', 'Exportación de jurídica']);
    expect((await get('/api/v1/outputs/export?sort=-secret', t.mesapartes)).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/v1/outputs/export', {})).statusCode).toBe(401);
  });
});
