import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSpreadsheet, type SpreadsheetColumn, sendSpreadsheet, XLSX_CONTENT_TYPE } from './spreadsheet';

interface Letter {
  number: string;
  received_at: Date;
  due: string;
  folios: number;
  sender: string | null;
}

const rows: Letter[] = [
  {
    number: 'ING-2026-000001',
    received_at: new Date('2026-03-02T14:05:00Z'),
    due: '2026-03-09',
    folios: 3,
    sender: 'Municipalidad Distrital de Miraflores',
  },
  {
    number: 'ING-2026-000002',
    received_at: new Date('2026-03-03T04:30:00Z'),
    due: '2026-03-10',
    folios: 1,
    sender: null,
  },
];

const columns: SpreadsheetColumn<Letter>[] = [
  { header: 'Número', value: (r) => r.number },
  { header: 'Fecha de recepción', value: (r) => r.received_at },
  { header: 'Vence', value: (r) => r.due },
  { header: 'Folios', width: 11, value: (r) => r.folios },
  { header: 'Remitente', value: (r) => r.sender },
];

async function read(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

describe('spreadsheet export', () => {
  it('writes a bold frozen header with an autofilter, then one row per record', async () => {
    const workbook = await read(await buildSpreadsheet({ filename: 'x.xlsx', sheetName: 'Ingresos', columns, rows }));
    const sheet = workbook.getWorksheet('Ingresos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Número', 'Fecha de recepción', 'Vence', 'Folios', 'Remitente']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('ING-2026-000001');
    expect(sheet.getRow(2).getCell(4).value).toBe(3);
    expect(sheet.getRow(3).getCell(5).value).toBeNull();
  });

  it('writes moments as real dates in Lima wall-clock time and calendar dates as dates', async () => {
    const workbook = await read(await buildSpreadsheet({ filename: 'x.xlsx', sheetName: 'Ingresos', columns, rows }));
    const sheet = workbook.getWorksheet(1)!;
    const received = sheet.getRow(2).getCell(2);
    // 14:05 UTC is 09:05 in Lima (UTC−5); Excel has no zone, so the cell holds 09:05.
    expect(received.value).toEqual(new Date('2026-03-02T09:05:00Z'));
    expect(received.numFmt).toBe('dd/mm/yyyy hh:mm');
    // 04:30 UTC on the 3rd is still the 2nd in Lima.
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-03-02T23:30:00Z'));
    const due = sheet.getRow(2).getCell(3);
    expect(due.value).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(due.numFmt).toBe('dd/mm/yyyy');
  });

  it('fits widths to the content within bounds and keeps given widths', async () => {
    const workbook = await read(await buildSpreadsheet({ filename: 'x.xlsx', sheetName: 'Ingresos', columns, rows }));
    const sheet = workbook.getWorksheet(1)!;
    expect(sheet.getColumn(1).width).toBe('ING-2026-000001'.length + 2);
    expect(sheet.getColumn(4).width).toBe(11);
    expect(sheet.getColumn(5).width).toBe('Municipalidad Distrital de Miraflores'.length + 2);
  });

  it('puts the title above the header and freezes both', async () => {
    const workbook = await read(
      await buildSpreadsheet({ filename: 'x.xlsx', sheetName: 'Ingresos', title: 'Ingresos de marzo', columns, rows }),
    );
    const sheet = workbook.getWorksheet(1)!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ingresos de marzo');
    expect(sheet.getRow(2).getCell(1).value).toBe('Número');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.autoFilter).toBe('A2:E2');
  });

  it('keeps text that XML cannot carry from breaking the file, and text that looks like a formula as text', async () => {
    const workbook = await read(
      await buildSpreadsheet({
        filename: 'x.xlsx',
        sheetName: 'Hoja: con/caracteres*raros',
        columns: [{ header: 'Asunto', value: (r: { s: string }) => r.s }],
        rows: [{ s: 'Solicitud\u0000 de\u0007 copia' }, { s: '=HYPERLINK("http://x")' }],
      }),
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Solicitud de copia');
    expect(sheet.getRow(3).getCell(1).value).toBe('=HYPERLINK("http://x")');
  });

  it('answers a download with the xlsx type and the file name', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) =>
      sendSpreadsheet(reply, { filename: 'ingresos-2026-03-02.xlsx', sheetName: 'Ingresos', columns, rows }),
    );
    const response = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ingresos-2026-03-02\.xlsx"/);
    const workbook = await read(response.rawPayload);
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe('ING-2026-000001');
  });
});
