/** The entries export: the list's scope, filters, search and sort as an .xlsx a clerk can work with. */
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { HttpError } from '../../lib/errors';
import { EXPORT_LIMIT, tooManyRows } from '../../lib/export/limit';
import { XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { authenticate } from '../../plugins/auth';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from './entries.fixtures';
import { entryListQuery, entryReads } from './entries.reads';

describeEachDatabase('entries export', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    await f.register({
      subject: 'Exportación para jurídica',
      assignee_id: f.ids['user:servidor'],
      received_at: '2026-03-02T09:05:00-05:00',
      priority: 'urgente',
    });
    await f.register({
      subject: 'Exportación para administración',
      destination_office_id: f.ids.GAF,
      received_at: '2026-03-03T16:40:00-05:00',
    });
  });

  const download = async (token: string, query: string) => {
    const res = await call(ctx().app, 'GET', `/api/v1/entries/export?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    return { res, sheet, rows: rows.map((r) => r.slice(1)) };
  };

  it('downloads every matching row with the columns a clerk expects, newest first', async () => {
    const { res, sheet, rows } = await download(f.tokens.mesapartes, 'q=exportacion');
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ingresos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(sheet.name).toBe('Ingresos');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Número',
      'Fecha de recepción',
      'Canal',
      'Tipo',
      'Remitente',
      'Documento de identidad',
      'Documento del remitente',
      'Asunto',
      'Folios',
      'Oficina de destino',
      'Responsable',
      'Prioridad',
      'Estado',
      'Vence',
      'Vencido',
    ]);
    expect(rows.map((r) => r[7])).toEqual(['Exportación para administración', 'Exportación para jurídica']);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^ING-2026-\d{6}$/),
      new Date('2026-03-02T09:05:00Z'), // Lima wall-clock time
      'Presencial',
      'Solicitud',
      'Ana María Núñez Quispe',
      'DNI 40123456',
      'CARTA N° 001-2026',
      'Exportación para jurídica',
      3,
      'Oficina de Asesoría Jurídica',
      expect.stringMatching(/\S+ \S+/),
      'Urgente',
      'Registrado',
      new Date('2026-03-09T00:00:00Z'),
      'Sí',
    ]);
    expect(rows[0]![10]).toBeUndefined(); // nobody assigned: an empty cell
  });

  it('applies the list’s scope, filters and sort', async () => {
    const jefe = await download(f.tokens.jefe, 'q=exportacion');
    expect(jefe.rows.map((r) => r[7])).toEqual(['Exportación para jurídica']);
    const servidor = await download(f.tokens.servidor, '');
    expect(servidor.rows.map((r) => r[7])).toEqual(['Exportación para jurídica']);
    const gaf = await download(f.tokens.mesapartes, `office_id=${f.ids.GAF}&state=registrado`);
    expect(gaf.rows.map((r) => r[7])).toEqual(['Exportación para administración']);
    const oldest = await download(f.tokens.mesapartes, 'q=exportacion&sort=received_at');
    expect(oldest.rows.map((r) => r[7])).toEqual(['Exportación para jurídica', 'Exportación para administración']);
    const none = await download(f.tokens.mesapartes, 'q=inexistente');
    expect(none.rows).toEqual([]);
    expect(none.sheet.getRow(1).getCell(1).value).toBe('Número');
  });

  it('refuses an unknown sort or filter value as the list does', async () => {
    const { app } = ctx();
    const sort = await call(app, 'GET', '/api/v1/entries/export?sort=-password', { token: f.tokens.mesapartes });
    expect(sort.statusCode).toBe(422);
    const state = await call(app, 'GET', '/api/v1/entries/export?state=perdido', { token: f.tokens.mesapartes });
    expect(state.statusCode).toBe(422);
  });

  it('refuses more rows than the cap with a Spanish message', async () => {
    expect(tooManyRows(EXPORT_LIMIT).message).toBe('Hay más de 50 000 registros; acote los filtros.');
    const caller = (await authenticate(ctx().app, f.tokens.mesapartes))!;
    const query = entryListQuery.parse({ q: 'exportacion' });
    await expect(entryReads.exportRows(ctx().app.db, caller, query, 1)).rejects.toMatchObject({
      status: 422,
      message: 'Hay más de 1 registros; acote los filtros.',
    } satisfies Partial<HttpError>);
    expect(await entryReads.exportRows(ctx().app.db, caller, query, 2)).toHaveLength(2);
  });
});
